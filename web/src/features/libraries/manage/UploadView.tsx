// The upload view of a library manage area (spec 000 §2 manage routes `…/upload`; spec 001 §4
// Uploads; issue 16 scope 4; decision 0044): a drop zone and a file picker (several files at
// once). Each file goes to the device upload queue (features/uploads) and becomes a new Pending
// item of this library, its Primary file carrying the server's previews, once uploaded; it then
// shows in the Pending view. A file whose name the library already holds is warned about
// (check-filename) and still uploaded: a new item, as the user asked.
import { useState } from 'react';
import { DropZone, FileTrigger, Button, type DropItem } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../ui/toasts/queue.ts';
import { enqueueUpload } from '../../uploads/uploads.ts';
import type { UploadRequest } from '../../uploads/requirements.ts';
import type { ManageLibrary } from './config.ts';
import { fileNameHolder } from './file-names.ts';
import { StatusNav } from './StatusNav.tsx';

export type Enqueue = (request: UploadRequest) => Promise<string | null>;

async function filesOf(items: readonly DropItem[]): Promise<File[]> {
  const files: File[] = [];
  for (const item of items) if (item.kind === 'file') files.push(await item.getFile());
  return files;
}

export function UploadView(props: {
  readonly library: ManageLibrary;
  /** The queue (the app's by default). */
  readonly enqueue?: Enqueue;
}) {
  const { library, enqueue = enqueueUpload } = props;
  const intl = useIntl();
  const [queued, setQueued] = useState(0);

  const add = async (files: readonly File[]) => {
    for (const file of files) {
      const id = await enqueue({ file, usageType: 'libraryAsset', libraryType: library.type });
      if (id === null) {
        showToast('error', { id: 'labels.libraryManage.upload.notQueued' });
        continue;
      }
      setQueued((n) => n + 1);
      // spec 001 §7 check-filename: a warning only, the upload goes on.
      void fileNameHolder(library.type, file.name).then((holder) => {
        if (holder !== null)
          showToast('warning', {
            id: 'labels.libraryManage.upload.nameClash',
            values: { name: file.name },
          });
      });
    }
  };

  return (
    <section className="lm-screen">
      <header className="lm-header">
        <h1 className="lm-title">
          <FormattedMessage id={`labels.libraryManage.title.${library.type}`} />
        </h1>
      </header>
      <StatusNav base={library.base} />
      <DropZone
        className="lm-upload"
        aria-label={intl.formatMessage({ id: 'labels.libraryManage.upload.drop' })}
        onDrop={(event) => void filesOf(event.items).then(add)}
        data-testid="upload-view"
      >
        <h2>
          <FormattedMessage id="labels.libraryManage.upload.title" />
        </h2>
        <p>
          <FormattedMessage id="labels.libraryManage.upload.body" />
        </p>
        <p className="lm-upload-drop">
          <FormattedMessage id="labels.libraryManage.upload.drop" />
        </p>
        <FileTrigger allowsMultiple onSelect={(list) => void add(list ? [...list] : [])}>
          <Button className="btn btn-primary">
            <FormattedMessage id="labels.libraryManage.upload.choose" />
          </Button>
        </FileTrigger>
        <p role="status" className="lm-upload-queued">
          {queued > 0 && (
            <FormattedMessage id="labels.libraryManage.upload.queued" values={{ count: queued }} />
          )}
        </p>
      </DropZone>
    </section>
  );
}
