// The product detail panel (spec 000 §3 Product) for the product library screen.
export { ProductDetail, type ProductDetailProps } from './ProductDetail.tsx';
export {
  productDetailGroups,
  locationDetail,
  productImageKeys,
  fileUrl,
  DETAIL_GROUPS,
  DETAIL_FIELD_IDS,
  LOCATION_FIELD_IDS,
  type DetailGroup,
  type DetailField,
} from './detail-fields.ts';
export {
  useCatalogueProduct,
  readCatalogueProduct,
  readCatalogueProducts,
} from './useCatalogueProduct.ts';
