// Export to Excel for the sample inventory grid's toolbar (spec 001 §2 "a sample inventory grid
// with … an export", §4 Downloads and exports, §8 'Document Exported', §9 .xlsx with dates
// YYYY-MM-DD; spec 000 §9 file names). It exports the current view: every sample of the device
// collection matching the screen's filter, in the grid's current sort, not only the loaded
// windows — read through the grid's own data source, so the selector and the sort fields are
// the screen's. The workbook is written by the export worker (`gridXlsx`, shared
// samples/export.ts columns and rows, the same as the server's POST
// /sampleInventory/export/xlsx/{library}) and saved through the download queue, which shows
// progress, Cancel and the 'Document Exported' toast. Works offline. Decision 0051.
import {
  sampleExportFileName,
  sampleExportTable,
  type MangoSelector,
  type SampleLibrary,
} from '@portal/shared';
import type { ExportJobs, JobClient } from '@portal/workers';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { GridController, GridDataSource, SortSpec } from '../../grid/index.ts';
import { showToast } from '../../ui/toasts/queue.ts';
import { downloads, type DownloadStore } from '../downloads/download-store.ts';
import { XLSX_TYPE, asDownload, exportJobs } from '../excel-import/jobs.ts';
import type { SampleRow } from './columns.ts';

/** What the export runs on; tests pass their own queue and a job client running in Node. */
export interface SampleExportDeps {
  readonly queue?: Pick<DownloadStore, 'enqueue'>;
  readonly jobs?: JobClient<ExportJobs>;
}

interface Props {
  readonly library: SampleLibrary;
  /** The grid's data source (`useCollectionGrid(...).source`): the screen's selector and sorts. */
  readonly source: GridDataSource<SampleRow, MangoSelector>;
  /** The screen's filter, as the grid gets it. */
  readonly filter: MangoSelector;
  /** The grid's controller: the sort the user chose (none: the screen's default sort). */
  readonly controller: GridController<SampleRow> | null;
  readonly deps?: SampleExportDeps;
}

/** Every sample of the view, in its order: one window as large as the view's count. */
async function viewRows(
  source: GridDataSource<SampleRow, MangoSelector>,
  filter: MangoSelector,
  sort: readonly SortSpec[],
): Promise<SampleRow[]> {
  const total = source.count ? await source.count(filter) : Number.MAX_SAFE_INTEGER;
  if (total === 0) return [];
  return (await source.getWindow(0, total, sort, filter)).rows;
}

/** Reads the view and queues its workbook; answers the queue item's id. */
export async function exportSampleView(
  intl: IntlShape,
  props: Omit<Props, 'deps'>,
  deps: SampleExportDeps = {},
): Promise<string> {
  const { library, source, filter, controller } = props;
  const sort = controller?.layout?.settings().sorting ?? [];
  const rows = await viewRows(source, filter, sort);
  const input = sampleExportTable(
    rows as unknown as readonly Readonly<Record<string, unknown>>[],
    library,
    (id) => intl.formatMessage({ id }),
  );
  const fileName = sampleExportFileName(library);
  return (deps.queue ?? downloads).enqueue({
    // A newer export of the library replaces an earlier one still waiting (001 §4).
    family: `samples:${library}:xlsx`,
    kind: 'xlsx',
    displayName: intl.formatMessage(
      { id: 'labels.samples.exportName' },
      { title: intl.formatMessage({ id: `labels.samples.gridLabel.${library}` }) },
    ),
    start: (onProgress) =>
      asDownload((deps.jobs ?? exportJobs()).start('gridXlsx', input, { onProgress }), (bytes) => ({
        bytes,
        fileName,
        type: XLSX_TYPE,
      })),
  });
}

export function SampleExportButton({ deps, ...view }: Props) {
  const intl = useIntl();
  const [reading, setReading] = useState(false);
  const onPress = async () => {
    setReading(true);
    try {
      await exportSampleView(intl, view, deps);
    } catch {
      // Reading the device collection failed: the queue never saw the job (001 §8 wording).
      showToast('error', { id: 'msgCodes.jobFailed' });
    } finally {
      setReading(false);
    }
  };
  return (
    <Button
      className="btn btn-secondary"
      onPress={() => void onPress()}
      isDisabled={reading}
      data-testid="samples-export-xlsx"
    >
      <FormattedMessage id="buttons.samples.export" />
    </Button>
  );
}
