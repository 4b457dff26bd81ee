// The assortment spreadsheet (spec 000 §3 Assortment document, §9): base columns, the chosen
// column toggles of the assortment's product type, values at the assortment's location.
import {
  assortmentDocumentFileName,
  assortmentExportColumns,
  type CurrencyFormat,
  type ExportProduct,
  type ImportProductType,
} from '@portal/shared';
import type { Thumbnailer } from './thumbnailer.ts';
import { exportXlsx, type XlsxExportOptions } from './xlsx-export.ts';

/** The slice of an assortment the document reads; tie to the Assortment entity. */
export interface ExportAssortment {
  readonly title: string;
  readonly productType: ImportProductType;
  /** Line status (spec 000 §3 status); R swaps availability for inventory. */
  readonly status?: string;
  readonly locationCode: string;
}

export interface AssortmentXlsxInput {
  readonly assortment: ExportAssortment;
  readonly products: readonly ExportProduct[];
  /** Chosen column toggles (ids of EXPORT_TOGGLE_COLUMNS). */
  readonly toggles: readonly string[];
  readonly currency?: CurrencyFormat;
  /** Translated headers by labelId; English defaults otherwise. */
  readonly labels?: Readonly<Record<string, string>>;
  readonly images?: {
    readonly image: (product: ExportProduct) => Promise<Uint8Array | null>;
    readonly thumbnailer: Thumbnailer;
  };
}

export async function exportAssortmentXlsx(
  input: AssortmentXlsxInput,
  options: XlsxExportOptions = {},
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { assortment } = input;
  const columns = assortmentExportColumns(
    assortment.productType,
    input.toggles,
    assortment.status,
  ).map((c) => ({
    header: input.labels?.[c.labelId] ?? c.label,
    format: c.format,
    value: (p: ExportProduct) => c.value(p, assortment.locationCode),
  }));
  const bytes = await exportXlsx(
    {
      sheetName: assortment.title || 'Assortment',
      columns,
      rows: input.products,
      currency: input.currency,
      thumbnails: input.images && {
        header: input.labels?.['labels.export.thumbnail'] ?? 'Image',
        image: input.images.image,
        thumbnailer: input.images.thumbnailer,
      },
    },
    options,
  );
  return { fileName: assortmentDocumentFileName(assortment.title, 'xlsx'), bytes };
}
