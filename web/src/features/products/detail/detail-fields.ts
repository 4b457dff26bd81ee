// What the product detail shows (spec 000 §3 Product): every field a user may see, in the
// spec's groups, and per location the line (status, sizes, prices, markup, dates, inventory,
// availability by size and date). The computed figures of §3 Definitions come from the one
// shared implementation (`productFigures`): the product's own and, per location, its net cost
// and initial markup at that location's prices. Pure: the panel formats the values.
import {
  keyInitiativeLabel,
  productFigures,
  type Availability,
  type Product,
  type ProductLocation,
} from '@portal/shared';

/** How a value is shown: money in minor units with the location's currency, percent 0–100. */
export type DetailKind =
  | 'text'
  | 'longText'
  | 'list'
  | 'money'
  | 'percent'
  | 'count'
  | 'number'
  | 'date'
  | 'dateTime'
  | 'yesNo';

export interface DetailField {
  /** The label id's last part (`products.detail.field.<id>`). */
  readonly id: string;
  readonly kind: DetailKind;
  readonly value: unknown;
}

/** The spec's groups of a product's fields, in the order the panel shows them. */
export const DETAIL_GROUPS = [
  'identity',
  'description',
  'categories',
  'components',
  'eCommerce',
  'pricing',
  'planning',
  'notes',
  'orders',
  'pop',
] as const;
export type DetailGroupId = (typeof DETAIL_GROUPS)[number];

export interface DetailGroup {
  readonly id: DetailGroupId;
  readonly fields: readonly DetailField[];
}

type Spec = readonly [id: string, kind: DetailKind, read: (p: Product) => unknown];

const own =
  (name: keyof Product) =>
  (p: Product): unknown =>
    p[name];
const inside =
  (outer: 'categories' | 'eCommerce' | 'components', inner: string) =>
  (p: Product): unknown =>
    (p[outer] as Readonly<Record<string, unknown>> | undefined)?.[inner];
const f = (id: keyof Product & string, kind: DetailKind): Spec => [id, kind, own(id)];

const GROUP_FIELDS: Readonly<Record<DetailGroupId, readonly Spec[]>> = {
  identity: [
    f('style', 'text'),
    f('color', 'text'),
    f('name', 'text'),
    f('productType', 'text'),
    f('createdDate', 'dateTime'),
    f('updatedDate', 'dateTime'),
    f('modifiedDate', 'dateTime'),
  ],
  description: [
    f('description', 'longText'),
    f('colorDescription', 'text'),
    f('features', 'list'),
    f('division', 'text'),
    f('gender', 'text'),
    f('sizeScale', 'text'),
    f('outsole', 'text'),
    f('upper', 'text'),
    f('nrf', 'text'),
    f('vegan', 'yesNo'),
    f('seasonCodes', 'list'),
    f('boxCategory', 'text'),
    f('dutyCode', 'text'),
    // spec 000 §3: the key initiative's label drops its first part (the channel).
    [
      'keyInitiative',
      'text',
      (p) => (p.keyInitiative ? keyInitiativeLabel(p.keyInitiative) : undefined),
    ],
    f('territories', 'list'),
    f('country', 'text'),
  ],
  categories: [
    ['type', 'text', inside('categories', 'type')],
    ['shape', 'text', inside('categories', 'shape')],
    ['height', 'text', inside('categories', 'height')],
    ['closure', 'text', inside('categories', 'closure')],
    ['sport', 'text', inside('categories', 'sport')],
    ['lighted', 'text', inside('categories', 'lighted')],
    ['categoryVegan', 'text', inside('categories', 'vegan')],
    // Footwear width: carried in categories by the catalogue (shared/src/products CONTEXT).
    ['width', 'text', inside('categories', 'width')],
    ['apparelType', 'text', inside('categories', 'apparelType')],
    ['apparelSubType', 'text', inside('categories', 'apparelSubType')],
  ],
  components: [
    ['color1', 'text', inside('components', 'color1')],
    ['color2', 'text', inside('components', 'color2')],
    ['color3', 'text', inside('components', 'color3')],
    ['material1', 'text', inside('components', 'material1')],
    ['material2', 'text', inside('components', 'material2')],
    ['material3', 'text', inside('components', 'material3')],
  ],
  eCommerce: [
    ['eCommerceDescription', 'longText', inside('eCommerce', 'description')],
    ['details', 'longText', inside('eCommerce', 'details')],
    ['construction', 'longText', inside('eCommerce', 'construction')],
  ],
  pricing: [
    f('cost', 'money'),
    // spec 000 §3 Definitions, computed (never the stored copy): see productDetailGroups.
    ['netCost', 'money', (p) => productFigures(p).netCost],
    f('suggestedRetail', 'money'),
    f('discountPercent', 'percent'),
    f('discountAmount', 'money'),
    f('firstCost', 'money'),
    ['initialMarkup', 'percent', (p) => productFigures(p).initialMarkup],
    f('quantity', 'count'),
    f('quantityOnHand', 'count'),
    f('styleQuantity', 'count'),
    f('styleQuantityOnHand', 'count'),
    ['colorPercent', 'percent', (p) => productFigures(p).colorPercent],
    ['sellThru', 'percent', (p) => productFigures(p).sellThru],
    f('styleSellThru', 'percent'),
    f('percentage', 'percent'),
    f('units', 'count'),
  ],
  planning: [
    f('pillar', 'text'),
    f('lifeCycle', 'text'),
    f('dueDate', 'date'),
    f('samples', 'count'),
    f('rushSamples', 'count'),
    f('focusStyle', 'yesNo'),
    f('storeType', 'text'),
    f('usaDc', 'text'),
    f('boughtStatus', 'text'),
    f('newColor', 'yesNo'),
    f('carryover', 'yesNo'),
    f('starred', 'yesNo'),
  ],
  notes: [
    f('styleNote', 'longText'),
    f('colorNote', 'longText'),
    f('collectionStyleNote', 'longText'),
    f('collectionColorNote', 'longText'),
    f('label', 'text'),
  ],
  orders: [
    f('inSampleOrders', 'yesNo'),
    f('inWholesaleOrders', 'yesNo'),
    f('relationships', 'list'),
  ],
  pop: [
    f('popType', 'text'),
    f('popCategory', 'text'),
    f('popGender', 'text'),
    f('usage', 'text'),
    f('materials', 'list'),
    f('capacity', 'number'),
    f('capacityUnit', 'text'),
    f('capacityType', 'text'),
    f('dimensions', 'text'),
    f('metricDimensions', 'text'),
    f('expirationDate', 'date'),
  ],
};

/** Every field id of every group (the label ids the catalogue must hold). */
export const DETAIL_FIELD_IDS: readonly string[] = DETAIL_GROUPS.flatMap((g) =>
  GROUP_FIELDS[g].map(([id]) => id),
);

/** A value worth a row: not missing, not blank text, not an empty list. */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

/** The product's groups with the fields it has a value for; groups left empty are dropped. */
export function productDetailGroups(product: Product): DetailGroup[] {
  return DETAIL_GROUPS.map((id) => ({
    id,
    fields: GROUP_FIELDS[id]
      .map(([field, kind, read]) => ({ id: field, kind, value: read(product) }))
      .filter((field) => hasValue(field.value)),
  })).filter((group) => group.fields.length > 0);
}

/** Location fields in the panel's order (`products.detail.location.<id>`). */
export const LOCATION_FIELD_IDS = [
  'lineStatus',
  'sizeRange',
  'wholesalePrice',
  'originalCost',
  'suggestedRetail',
  'netCost',
  'initialMarkup',
  'markupPercent',
  'statusDate',
  'addDate',
  'firstAvailDate',
  'lastProdDate',
  'styleLastProdDate',
  'totalInventory',
] as const;

const LOCATION_KINDS: Readonly<Record<(typeof LOCATION_FIELD_IDS)[number], DetailKind>> = {
  lineStatus: 'text',
  sizeRange: 'text',
  wholesalePrice: 'money',
  originalCost: 'money',
  suggestedRetail: 'money',
  netCost: 'money',
  initialMarkup: 'percent',
  markupPercent: 'percent',
  statusDate: 'date',
  addDate: 'date',
  firstAvailDate: 'date',
  lastProdDate: 'date',
  styleLastProdDate: 'date',
  totalInventory: 'count',
};

export interface LocationDetail {
  readonly code: string;
  readonly fields: readonly DetailField[];
  /** Inventory by size and date, sizes in the order the line lists them, then by date. */
  readonly availability: readonly Availability[];
}

/** One location's line: its fields, its figures at its own prices, its availability. */
export function locationDetail(product: Product, location: ProductLocation): LocationDetail {
  const figures = productFigures(product, location.code);
  const values: Readonly<Record<string, unknown>> = {
    ...location,
    netCost: figures.netCost,
    initialMarkup: figures.initialMarkup,
  };
  const order = new Map<string, number>();
  for (const a of location.availability) if (!order.has(a.size)) order.set(a.size, order.size);
  return {
    code: location.code,
    fields: LOCATION_FIELD_IDS.map((id) => ({
      id,
      kind: LOCATION_KINDS[id],
      value: values[id],
    })).filter((field) => hasValue(field.value)),
    availability: [...location.availability].sort(
      (a, b) =>
        order.get(a.size)! - order.get(b.size)! || (a.date ?? '').localeCompare(b.date ?? ''),
    ),
  };
}

/** The locations in the panel's order: the chosen one first, the others by code. */
export function orderedLocations(
  product: Product,
  chosen: string | undefined,
): readonly ProductLocation[] {
  return [...(product.locations ?? [])].sort(
    (a, b) => Number(b.code === chosen) - Number(a.code === chosen) || a.code.localeCompare(b.code),
  );
}

/** The product's images, each once: the main image, then the print image when it differs. */
export { productImageKeys } from '@portal/shared';

/** GET /api/files/{key}: the service worker answers from its cache when offline. */
export function fileUrl(key: string): string {
  return `/api/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}
