// The product library's documents (spec 000 §3 tear sheet, §9 exports; 001 §4 download queue).
export { SelectionExports } from './SelectionExports.tsx';
export { TearSheetMenu } from './TearSheetMenu.tsx';
export {
  useProductDocuments,
  localDay,
  type ProductDocuments,
  type ZipChoice,
} from './useProductDocuments.ts';
export {
  downloadTearSheet,
  exportProductsXlsx,
  exportProductsZip,
  ZIP_TYPE,
  type ProductDocumentDeps,
  type TearSheetRequest,
  type SelectionXlsxRequest,
  type SelectionZipRequest,
} from './product-documents.ts';
export {
  productsXlsxInput,
  PRODUCT_EXPORT_COLUMNS,
  type ProductXlsxContext,
} from './product-xlsx.ts';
export { productZipEntries, fileImageFetcher } from './product-zip.ts';
export { pdfLabelsOf } from './pdf-labels.ts';
