// "Add file" on the selected asset of a manage grid (issue 16 scope 4; decision 0044): the user
// chooses a file and it is queued with attachTo = the asset (spec 001 §3 upload item attachTo);
// once uploaded it joins the asset's files (its Primary file when it has none, else a working
// file). Offline the file waits in the queue.
import { Button, FileTrigger } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { showToast } from '../../../ui/toasts/queue.ts';
import { enqueueUpload } from '../../uploads/uploads.ts';
import type { ManageLibrary } from './config.ts';
import type { Enqueue } from './UploadView.tsx';

export function AddFileButton(props: {
  readonly library: ManageLibrary;
  /** The one selected asset; the button is disabled otherwise. */
  readonly assetId: string | null;
  readonly enqueue?: Enqueue;
}) {
  const { library, assetId, enqueue = enqueueUpload } = props;
  const add = async (file: File | undefined) => {
    if (!file || assetId === null) return;
    const id = await enqueue({
      file,
      usageType: 'libraryAsset',
      libraryType: library.type,
      attachTo: assetId,
    });
    if (id === null) showToast('error', { id: 'labels.libraryManage.upload.notQueued' });
    else
      showToast('info', {
        id: 'labels.libraryManage.addFileQueued',
        values: { name: file.name },
      });
  };
  return (
    <FileTrigger onSelect={(list) => void add(list?.[0])}>
      <Button className="btn btn-secondary" isDisabled={assetId === null}>
        <FormattedMessage id="buttons.libraryManage.addFile" />
      </Button>
    </FileTrigger>
  );
}
