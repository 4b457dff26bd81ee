// An item's file downloads (spec 000 §2 download action; §3 files Primary / Working File;
// 000 §7 statistics 'asset primary or working file download', 'document download'): one button
// per usage type the item has, each a plain download of the file's source through
// GET /api/files/{key} (the service worker's cache offline). The previewer shows them.
import type { FileUsageType, LibraryViewToggles } from '@portal/shared';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadLibraryFile, type LibraryDownloadDeps } from './library-documents.ts';
import { fileOfUsage, type LibraryDownloadItem } from './library-files.ts';
import './downloads.css';

const USAGES: readonly { usage: FileUsageType; textId: string }[] = [
  { usage: 'Primary', textId: 'buttons.libraryDownloads.primary' },
  { usage: 'Working File', textId: 'buttons.libraryDownloads.workingFile' },
];

export function FileDownloads(props: {
  readonly item: LibraryDownloadItem;
  /** Working files are offered only when the view shows them (spec 000 §3 toggles). */
  readonly toggles: LibraryViewToggles;
  readonly deps?: LibraryDownloadDeps;
}) {
  const intl = useIntl();
  const { includeWorkingFiles, showWorkingFilesOnly } = props.toggles;
  const offered = USAGES.filter(
    ({ usage }) =>
      (usage === 'Primary' || includeWorkingFiles || showWorkingFilesOnly) &&
      fileOfUsage(props.item, usage),
  );
  if (offered.length === 0) return null;
  return (
    <div
      className="lib-file-downloads"
      role="group"
      aria-label={intl.formatMessage({ id: 'labels.libraryDownloads.fileActions' })}
    >
      {offered.map(({ usage, textId }) => (
        <Button
          key={usage}
          className="btn btn-secondary"
          onPress={() => {
            const file = fileOfUsage(props.item, usage);
            if (file) downloadLibraryFile(props.item, file, props.deps);
          }}
        >
          <FormattedMessage id={textId} />
        </Button>
      ))}
    </div>
  );
}
