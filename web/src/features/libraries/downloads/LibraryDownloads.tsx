// The download actions of a library list's toolbar (spec 000 §2 library screens; 001 §4
// Downloads and exports): a ZIP of the selected items' files (the tiles view: the items shown)
// and the XLSX asset report of the view. Both go through the app's download queue (progress,
// Cancel) and are made on the device, so they work offline. A ZIP over 20 GiB (001 §9) is
// refused with a toast before anything is fetched.
import { localToday } from '../../../ui/filter-bar/index.ts';
import type { LibraryItemType, LibraryViewToggles } from '@portal/shared';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../ui/toasts/queue.ts';
import {
  exportLibraryReport,
  exportLibraryZip,
  type LibraryDownloadDeps,
} from './library-documents.ts';
import { libraryZipEntries, zipTooLarge, type LibraryDownloadItem } from './library-files.ts';
import './downloads.css';

export function LibraryDownloads(props: {
  readonly type: LibraryItemType;
  readonly toggles: LibraryViewToggles;
  /** The items the ZIP takes (the grid's selection, or the tiles shown). */
  readonly chosen: readonly LibraryDownloadItem[];
  /** The view's items in its order, read when the report is asked for. */
  readonly viewItems: () => Promise<readonly LibraryDownloadItem[]>;
  readonly deps?: LibraryDownloadDeps;
}) {
  const { type, toggles, chosen, deps } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const library = t(`labels.libraryDownloads.library.${type}`);
  const day = localToday();

  const zip = () => {
    const entries = libraryZipEntries(chosen, toggles);
    if (entries.length === 0) {
      showToast('info', { id: 'labels.libraryDownloads.noFiles' });
      return;
    }
    if (zipTooLarge(entries)) {
      showToast('error', { id: 'msgCodes.collectionTooLarge' });
      return;
    }
    exportLibraryZip(
      entries,
      {
        type,
        title: `${library} ${day}`,
        displayName: t('labels.libraryDownloads.zipName', { count: chosen.length, library }),
      },
      deps,
    );
  };

  const report = async () => {
    const items = await props.viewItems();
    exportLibraryReport(
      items,
      {
        type,
        toggles,
        sheetName: library,
        title: `${library} ${day}`,
        displayName: t('labels.libraryDownloads.reportName', { count: items.length, library }),
        header: (id) => t(id),
      },
      deps,
    );
  };

  return (
    <div className="lib-downloads" role="group" aria-label={t('labels.libraryDownloads.actions')}>
      <Button className="btn btn-secondary" isDisabled={chosen.length === 0} onPress={zip}>
        <FormattedMessage id="buttons.libraryDownloads.zip" values={{ count: chosen.length }} />
      </Button>
      <Button className="btn btn-secondary" onPress={() => void report()}>
        <FormattedMessage id="buttons.libraryDownloads.report" />
      </Button>
    </div>
  );
}
