// The product library's filter bar (spec 000 §2 "Library screens and filter bars": Footwear,
// Apparel and POP modules, Product Type, Location and Status; §5 size field; §9 presets and
// size placeholders), in the model of shared/src/filters (decision 0029). The product type is
// the switched module: its id is the ProductType, so `state.module` is the type queried. Keys
// are URL parameter names: keep them stable (shared/src/products/CONTEXT.md lists them).
import { FILTER_PRESETS } from '../constants.ts';
import type { ProductType } from '../entities/common.ts';
import type {
  FilterBarDefinition,
  FilterDefinition,
  FilterGroup,
  FilterModule,
  FilterOption,
} from '../filters/definition.ts';

/** Sort options of product lists (spec 000 §2, 001 §9): Newest (-createdDate, default), Name, Style. */
export const PRODUCT_SORTS = ['newest', 'name', 'style'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

export function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** The always-on module: Location and Status (Product Type is the module switch itself). */
export const PRODUCT_SCOPE_MODULE = 'scope';
/** Location's default: every permitted location, line statuses A, R, O (spec 000 §2). */
export const PRODUCT_LOCATION_ALL = 'ALL';
/** Status's default: every line status (spec 000 §2 "Status (default All)"). */
export const PRODUCT_STATUS_ALL = 'All';
/** POP Category's special option ALL (spec 000 §2): every category. */
export const POP_CATEGORY_ALL = 'ALL';
/** Price span on cost (wholesale) or suggested retail (spec 000 §2 presets). */
export const PRICE_BASES = ['wholesale', 'retail'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

const id = (name: string) => `products.filterBar.${name}`;

function lookup(key: string, label: string, allowMultiple = false): FilterDefinition {
  return { key, labelId: id(label), kind: 'select', allowMultiple, options: { from: 'lookup' } };
}
function toggle(key: string, label: string): FilterDefinition {
  return { key, labelId: id(label), kind: 'toggle', allowMultiple: false };
}
function group(groupId: string, filters: readonly FilterDefinition[]): FilterGroup {
  // A panel with one single-valued filter keeps one parameter; the others hold several.
  const only = filters.length === 1 ? filters[0] : undefined;
  return {
    id: groupId,
    labelId: id(`group.${groupId}`),
    allowMultiple: only ? only.allowMultiple : true,
    filters,
  };
}

const idsGroup = group('styleColor', [
  { key: 'ids', labelId: id('ids'), kind: 'idList', allowMultiple: false },
  toggle('styleSuffixOnly', 'styleSuffixOnly'),
]);

const keyInitiativeGroup = group('keyInitiative', [lookup('keyInitiative', 'keyInitiative')]);

/** Color/Material in Primary, Secondary and Tertiary groups (components color1-3, material1-3). */
const componentGroups = (['primary', 'secondary', 'tertiary'] as const).map((rank, i) =>
  group(rank, [
    lookup(`color${i + 1}`, `color${i + 1}`),
    lookup(`material${i + 1}`, `material${i + 1}`),
  ]),
);

function availabilityGroup(productType: ProductType): FilterGroup {
  const presets: FilterDefinition[] = [
    {
      key: 'dueDate',
      labelId: id('dueDate'),
      kind: 'datePreset',
      preset: 'dueDate',
      allowMultiple: false,
    },
    {
      key: 'firstAvail',
      labelId: id('firstAvail'),
      kind: 'datePreset',
      preset: 'firstAvailability',
      allowMultiple: false,
    },
    {
      key: 'lastProduced',
      labelId: id('lastProduced'),
      kind: 'datePreset',
      preset: 'lastProduced',
      allowMultiple: false,
    },
  ];
  // Spec 000 §9 gives the size field a placeholder for footwear (9H) and apparel (M) only.
  if (productType === 'POP') return group('availability', presets);
  return group('availability', [
    ...presets,
    {
      key: 'size',
      labelId: id('size'),
      kind: 'size',
      allowMultiple: false,
      placeholder: FILTER_PRESETS.size.placeholder[productType],
    },
  ]);
}

const priceBasisOptions: readonly FilterOption[] = PRICE_BASES.map((value) => ({
  value,
  labelId: id(`priceBasis.${value}`),
}));

const priceGroup = group('price', [
  {
    key: 'priceBasis',
    labelId: id('priceBasis'),
    kind: 'select',
    allowMultiple: false,
    defaultValue: 'wholesale',
    options: { from: 'static', options: priceBasisOptions },
  },
  { key: 'price', labelId: id('price'), kind: 'numberRange', allowMultiple: false },
]);

function keywordGroup(toggles: boolean): FilterGroup {
  // Keyword over Name and Description; Outsole/Upper add those footwear fields (spec 000 §2).
  return group('keyword', [
    { key: 'keyword', labelId: id('keyword'), kind: 'text', allowMultiple: false },
    ...(toggles
      ? [toggle('keywordOutsole', 'keywordOutsole'), toggle('keywordUpper', 'keywordUpper')]
      : []),
  ]);
}

const scope: FilterModule = {
  id: PRODUCT_SCOPE_MODULE,
  labelId: id('module.scope'),
  allowMultiple: true,
  alwaysOn: true,
  groups: [
    group('location', [
      {
        key: 'location',
        labelId: id('location'),
        kind: 'select',
        allowMultiple: false,
        defaultValue: PRODUCT_LOCATION_ALL,
        // The user's permitted codes, looked up by the screen (ProductIndex.facets counts them).
        options: { from: 'lookup' },
      },
    ]),
    group('status', [
      {
        key: 'status',
        labelId: id('status'),
        kind: 'select',
        allowMultiple: false,
        defaultValue: PRODUCT_STATUS_ALL,
        options: { from: 'lookup' },
      },
    ]),
  ],
};

const footwear: FilterModule = {
  id: 'Footwear',
  labelId: id('module.footwear'),
  allowMultiple: true,
  groups: [
    idsGroup,
    keywordGroup(true),
    keyInitiativeGroup,
    group('division', [lookup('division', 'division', true)]),
    group('gender', [lookup('gender', 'gender')]),
    ...componentGroups,
    group('features', [lookup('features', 'features', true)]),
    group('categories', [
      lookup('type', 'type'),
      lookup('shape', 'shape'),
      lookup('height', 'height'),
      lookup('closure', 'closure'),
      lookup('sport', 'sport'),
      lookup('lighted', 'lighted'),
      lookup('vegan', 'vegan'),
      lookup('width', 'width'),
    ]),
    availabilityGroup('Footwear'),
    priceGroup,
  ],
};

const apparel: FilterModule = {
  id: 'Apparel',
  labelId: id('module.apparel'),
  allowMultiple: true,
  groups: [
    idsGroup,
    // Apparel has no outsole or upper: Keyword reads Name and Description.
    keywordGroup(false),
    keyInitiativeGroup,
    group('division', [lookup('division', 'division', true)]),
    group('gender', [lookup('gender', 'gender')]),
    ...componentGroups,
    group('features', [lookup('features', 'features', true)]),
    group('categories', [
      lookup('apparelType', 'apparelType'),
      lookup('apparelSubType', 'apparelSubType', true),
    ]),
    availabilityGroup('Apparel'),
    priceGroup,
  ],
};

const pop: FilterModule = {
  id: 'POP',
  labelId: id('module.pop'),
  allowMultiple: true,
  groups: [
    idsGroup,
    group('name', [{ key: 'name', labelId: id('name'), kind: 'text', allowMultiple: false }]),
    keyInitiativeGroup,
    group('popType', [lookup('popType', 'popType')]),
    group('popMaterial', [lookup('popMaterial', 'popMaterial')]),
    group('popCategory', [
      {
        key: 'popCategory',
        labelId: id('popCategory'),
        kind: 'select',
        allowMultiple: false,
        defaultValue: POP_CATEGORY_ALL,
        options: { from: 'lookup' },
      },
    ]),
    group('popGender', [lookup('popGender', 'popGender')]),
    group('usage', [lookup('usage', 'usage')]),
    availabilityGroup('POP'),
    priceGroup,
  ],
};

/** The product library's bar: Product Type switches Footwear / Apparel / POP (default Footwear). */
export const PRODUCT_FILTER_BAR: FilterBarDefinition = {
  id: 'products',
  moduleLabelId: id('productType'),
  defaultModule: 'Footwear',
  modules: [scope, footwear, apparel, pop],
};

/**
 * The bar as shown for a product type: for POP without Location (spec 000 §2 "not offered for
 * POP"; the query then reads Location as ALL). Same keys and order, so a state read with
 * PRODUCT_FILTER_BAR fits either; stable objects, safe as a React dependency.
 */
const POP_BAR: FilterBarDefinition = {
  ...PRODUCT_FILTER_BAR,
  modules: PRODUCT_FILTER_BAR.modules.map((m) =>
    m.id === PRODUCT_SCOPE_MODULE
      ? { ...m, groups: m.groups.filter((g) => g.id !== 'location') }
      : m,
  ),
};
export function productFilterBarFor(module: string): FilterBarDefinition {
  return module === 'POP' ? POP_BAR : PRODUCT_FILTER_BAR;
}
