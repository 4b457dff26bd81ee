// Export to Excel on the order detail toolbar (spec 001 §7 POST /order-documents/xlsx "Excel
// export"; §4 Downloads and exports; §8 'Document Exported'; §9 .xlsx, dates YYYY-MM-DD). The
// workbook is made on the device from the device's order, so it works offline: shared
// orders/order-export.ts gives the rows and columns (the same as the server's route), the
// export worker's `gridXlsx` writes them, and the download queue saves the file
// `order-{orderNumber}.xlsx`, with progress, Cancel and the 'Document Exported' toast. Product
// names come from the device catalogue when it holds the product (as the server names them
// from what the caller's catalogue may see).
import type { Order } from '@portal/shared';
import {
  orderExportFileName,
  orderExportProductIds,
  orderExportTable,
  type OrderProductNames,
} from '@portal/shared/orders/order-export.ts';
import type { ExportJobs, JobClient } from '@portal/workers';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { CatalogueDatabase } from '../../../db/catalogue.ts';
import { showToast } from '../../../ui/toasts/queue.ts';
import { downloads, type DownloadStore } from '../../downloads/download-store.ts';
import { XLSX_TYPE, asDownload, exportJobs } from '../../excel-import/jobs.ts';
import { useCatalogue } from '../../sync/useDeviceSync.ts';

/** What the export runs on; tests pass their own queue, a job client in Node, a catalogue. */
export interface OrderExportDeps {
  readonly queue?: Pick<DownloadStore, 'enqueue'>;
  readonly jobs?: JobClient<ExportJobs>;
  /** Where product names are read (default: the signed-in user's device catalogue). */
  readonly catalogue?: Pick<CatalogueDatabase, 'productsById'>;
}

/** The names of the order's products the device catalogue holds. */
async function catalogueNames(
  catalogue: Pick<CatalogueDatabase, 'productsById'> | undefined,
  order: Order,
): Promise<OrderProductNames> {
  const ids = orderExportProductIds(order);
  if (!catalogue || ids.length === 0) return () => undefined;
  const products = await catalogue.productsById(ids);
  const names = new Map<string, string>();
  products.forEach((product, i) => {
    if (typeof product?.['name'] === 'string') names.set(ids[i]!, product['name']);
  });
  return (id) => names.get(id);
}

/** Reads the names and queues the order's workbook; answers the queue item's id. */
export async function exportOrder(
  intl: IntlShape,
  order: Order,
  deps: OrderExportDeps = {},
): Promise<string> {
  const names = await catalogueNames(deps.catalogue, order);
  const input = orderExportTable(order, (id) => intl.formatMessage({ id }), names);
  const fileName = orderExportFileName(order);
  const title =
    order.orderNumber === undefined
      ? intl.formatMessage({ id: 'labels.orderDetail.print.titleDraft' }, { kind: order.type })
      : intl.formatMessage(
          { id: 'labels.orderDetail.print.title' },
          { kind: order.type, number: String(order.orderNumber) },
        );
  return (deps.queue ?? downloads).enqueue({
    // A newer export of the same order replaces an earlier one still waiting (001 §4).
    family: `order:${order.id}:xlsx`,
    kind: 'xlsx',
    displayName: intl.formatMessage({ id: 'labels.orderDetail.export.name' }, { title }),
    start: (onProgress) =>
      asDownload((deps.jobs ?? exportJobs()).start('gridXlsx', input, { onProgress }), (bytes) => ({
        bytes,
        fileName,
        type: XLSX_TYPE,
      })),
  });
}

export function OrderExportButton({
  order,
  deps,
}: {
  readonly order: Order;
  readonly deps?: OrderExportDeps;
}) {
  const intl = useIntl();
  const deviceCatalogue = useCatalogue();
  const [reading, setReading] = useState(false);
  const onPress = async () => {
    setReading(true);
    try {
      await exportOrder(intl, order, { ...deps, catalogue: deps?.catalogue ?? deviceCatalogue });
    } catch {
      // Reading the catalogue failed: the queue never saw the job (001 §8 wording).
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
      data-testid="order-export-xlsx"
    >
      <FormattedMessage id="buttons.orderDetail.export" />
    </Button>
  );
}
