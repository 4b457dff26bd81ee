// The business vocabulary of the demo data: colours, divisions, genders, pillars, locations and
// the words product names are made of. Footwear, apparel and POP (point-of-purchase) items of
// a fictional company; none of it names a real brand.
import type { PackDefinition, ProductType } from '@portal/shared';

export interface ColorEntry {
  readonly code: string;
  readonly name: string;
  /** Fill of the generated product image. */
  readonly hex: string;
  /** NRF colour code. */
  readonly nrf: string;
}

const color = (code: string, name: string, hex: string, nrf: string): ColorEntry => ({
  code,
  name,
  hex,
  nrf,
});

/** Every colour code used; AST (assorted) is the default POP colour (spec 001 §6). */
export const COLORS: readonly ColorEntry[] = [
  color('BLK', 'Black', '#1d1d1f', '001'),
  color('WHT', 'White', '#f7f7f5', '100'),
  color('NVY', 'Navy', '#1f2f55', '410'),
  color('GRY', 'Gray', '#8a8d91', '020'),
  color('CCL', 'Charcoal', '#3c3f44', '021'),
  color('BRN', 'Brown', '#6b4226', '200'),
  color('TAN', 'Tan', '#c19a6b', '250'),
  color('TPE', 'Taupe', '#8b7d6b', '260'),
  color('OLV', 'Olive', '#5b6236', '340'),
  color('RED', 'Red', '#c8102e', '600'),
  color('BLU', 'Blue', '#2a6fdb', '400'),
  color('PNK', 'Pink', '#e8a0b4', '650'),
  color('LAV', 'Lavender', '#a99bd4', '520'),
  color('BKW', 'Black/White', '#2b2b2b', '002'),
  color('NAT', 'Natural', '#e4d5b7', '110'),
  color('BRG', 'Burgundy', '#6d1a36', '610'),
  color('HGY', 'Heather Gray', '#a7a9ac', '030'),
  color('AST', 'Assorted', '#7a7a7a', '999'),
];

export const COLOR_BY_CODE: ReadonlyMap<string, ColorEntry> = new Map(
  COLORS.map((c) => [c.code, c]),
);

/** Colour codes per product type (POP colours: AST plus the demo users' POP filters). */
export const PRODUCT_COLORS: Readonly<Record<ProductType, readonly string[]>> = {
  Footwear: [
    'BLK',
    'WHT',
    'NVY',
    'GRY',
    'CCL',
    'BRN',
    'TAN',
    'TPE',
    'OLV',
    'RED',
    'BLU',
    'PNK',
    'BKW',
    'NAT',
  ],
  Apparel: ['BLK', 'WHT', 'NVY', 'HGY', 'CCL', 'OLV', 'RED', 'BRG', 'LAV'],
  POP: ['AST', 'BLK', 'WHT', 'RED'],
};

export interface Division {
  readonly code: string;
  readonly name: string;
}

export const DIVISIONS: Readonly<Record<ProductType, readonly Division[]>> = {
  Footwear: [
    { code: 'ACT', name: 'Active' },
    { code: 'SPT', name: 'Sport' },
    { code: 'CSL', name: 'Casual' },
    { code: 'WRK', name: 'Work' },
    { code: 'OUT', name: 'Outdoor' },
    { code: 'KDS', name: 'Kids' },
  ],
  Apparel: [
    { code: 'APL', name: 'Lifestyle Apparel' },
    { code: 'APP', name: 'Performance Apparel' },
  ],
  POP: [
    { code: 'POP', name: 'Point of Purchase' },
    { code: 'VMD', name: 'Visual Merchandising' },
  ],
};

export const GENDERS: Readonly<Record<ProductType, readonly (readonly [string, number])[]>> = {
  Footwear: [
    ['Womens', 4],
    ['Mens', 4],
    ['Boys', 1],
    ['Girls', 1],
    ['Unisex', 1],
  ],
  Apparel: [
    ['Womens', 3],
    ['Mens', 3],
    ['Unisex', 2],
  ],
  POP: [
    ['Unisex', 3],
    ['Womens', 1],
    ['Mens', 1],
    ['Kids', 1],
  ],
};

export const PILLARS = ['Performance', 'Lifestyle', 'Comfort', 'Work', 'Outdoor', 'Kids'] as const;

/** Sizes per product type and gender (availability rows, order lines, samples). */
export function sizesFor(productType: ProductType, gender: string): readonly string[] {
  if (productType === 'POP') return ['OS'];
  if (productType === 'Apparel') return ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
  if (gender === 'Womens') return ['5', '6', '7', '8', '9', '10', '11'];
  if (gender === 'Boys' || gender === 'Girls') return ['11', '12', '13', '1', '2', '3'];
  return ['7', '8', '9', '10', '11', '12', '13'];
}

/**
 * The compositions of the M–R pack codes (the `orders.packs` option, decision 0075; spec 001
 * §5: the total divides evenly by the unit count, each size is a multiple of its share): two
 * packs with one share for every size, and an apparel pack with a share per size (which a
 * footwear line never fits).
 */
export const SEED_PACKS: readonly PackDefinition[] = [
  { code: 'M12', unitCount: 12, perPackShare: 6 },
  { code: 'N24', unitCount: 24, perPackShare: 6 },
  { code: 'R24', unitCount: 24, perPackShare: { S: 6, M: 6, L: 6, XL: 6 } },
];

export interface LocationInfo {
  readonly code: string;
  readonly name: string;
  readonly currencyCode: string;
  readonly currencySymbol: string;
  readonly decimalPlaces: number;
  /** Price factor against US dollars (demo exchange rate). */
  readonly rate: number;
}

/** Location codes (spec 000 §3 Other: code, name, currencySymbol, decimalPlaces). */
export const LOCATIONS: readonly LocationInfo[] = [
  {
    code: 'US',
    name: 'United States',
    currencyCode: 'USD',
    currencySymbol: '$',
    decimalPlaces: 2,
    rate: 1,
  },
  {
    code: 'EU',
    name: 'Europe',
    currencyCode: 'EUR',
    currencySymbol: '€',
    decimalPlaces: 2,
    rate: 0.92,
  },
  {
    code: 'CA',
    name: 'Canada',
    currencyCode: 'CAD',
    currencySymbol: 'CA$',
    decimalPlaces: 2,
    rate: 1.36,
  },
  {
    code: 'MX',
    name: 'Mexico',
    currencyCode: 'MXN',
    currencySymbol: 'MX$',
    decimalPlaces: 2,
    rate: 17.5,
  },
];

export const LOCATION_BY_CODE: ReadonlyMap<string, LocationInfo> = new Map(
  LOCATIONS.map((l) => [l.code, l]),
);

/** Territory / business-entity pairs (the administrators' full list, spec 000 §6). */
export const TERRITORIES: readonly { territory: string; businessEntity: string }[] = [
  { territory: 'US-WEST', businessEntity: 'Domestic' },
  { territory: 'US-EAST', businessEntity: 'Domestic' },
  { territory: 'US-CENTRAL', businessEntity: 'Domestic' },
  { territory: 'CANADA', businessEntity: 'Subsidiary' },
  { territory: 'EMEA', businessEntity: 'Subsidiary' },
  { territory: 'UK', businessEntity: 'Subsidiary' },
  { territory: 'LATAM', businessEntity: 'Franchise' },
  { territory: 'MIDDLE-EAST', businessEntity: 'Franchise' },
  { territory: 'APAC', businessEntity: 'Joint Venture' },
  { territory: 'CHINA', businessEntity: 'Joint Venture' },
];

/** Words of product names: "{prefix} {noun}", e.g. "Summit Trail Runner". */
export const NAME_PREFIXES = [
  'Summit',
  'Harbor',
  'Ridge',
  'Metro',
  'Breeze',
  'Coastal',
  'Glide',
  'Trek',
  'Urban',
  'Canyon',
  'Horizon',
  'Swift',
  'Aero',
  'Terra',
  'Nova',
  'Drift',
  'Cascade',
  'Pacer',
  'Flex',
  'Arch',
  'Vista',
  'Solace',
  'Tempo',
  'Boulder',
  'Meadow',
  'Willow',
  'Granite',
  'Ember',
] as const;
export const NAME_MODIFIERS = [
  '',
  '',
  '',
  'Max',
  'Lite',
  'Pro',
  'II',
  'Plus',
  'Elite',
  'Go',
] as const;

/** Footwear category type → nouns, and the category values that go with it. */
export const FOOTWEAR_TYPES = {
  Sneaker: ['Sneaker', 'Trail Runner', 'Court Shoe', 'Walking Shoe', 'Trainer', 'Slip-On Sneaker'],
  Boot: ['Chelsea Boot', 'Hiker', 'Work Boot', 'Ankle Boot', 'Rain Boot'],
  Sandal: ['Slide', 'Sport Sandal', 'Thong Sandal', 'Wedge Sandal'],
  Casual: ['Loafer', 'Clog', 'Mule', 'Boat Shoe', 'Moccasin'],
} as const satisfies Record<string, readonly string[]>;
export const FOOTWEAR_CLOSURES = ['Lace', 'Slip-On', 'Hook & Loop', 'Zip', 'Buckle', 'Bungee'];
export const FOOTWEAR_SPORTS = ['Running', 'Walking', 'Training', 'Trail', 'Court', 'None'];
export const FOOTWEAR_SHAPES = ['Round Toe', 'Square Toe', 'Almond Toe', 'Wide Toe'];
export const FOOTWEAR_HEIGHTS = ['Low', 'Mid', 'High'];
/** Weighted: most styles come in Medium. */
export const FOOTWEAR_WIDTHS = ['Medium', 'Medium', 'Medium', 'Wide', 'Extra Wide', 'Narrow'];
export const OUTSOLES = ['Rubber', 'EVA', 'TPR', 'Phylon', 'Lug Rubber', 'Goodyear Welt'];
export const UPPERS = [
  'Mesh',
  'Leather',
  'Suede',
  'Engineered Knit',
  'Canvas',
  'Synthetic',
  'Nubuck',
];
export const FOOTWEAR_FEATURES = [
  'Memory Foam Insole',
  'Air-Cooled Footbed',
  'Water Resistant',
  'Slip Resistant Outsole',
  'Machine Washable',
  'Lightweight',
  'Arch Support',
  'Composite Toe',
  'Recycled Materials',
  'Wide Fit Available',
  'Hands-Free Entry',
  'Removable Insole',
];

/** Apparel type → subtypes. */
export const APPAREL_TYPES = {
  Tops: ['Tee', 'Long Sleeve Tee', 'Polo', 'Tank'],
  Outerwear: ['Hoodie', 'Quarter-Zip', 'Windbreaker', 'Puffer Vest'],
  Bottoms: ['Jogger', 'Short', 'Legging'],
  Accessories: ['Cap', 'Beanie', 'Crew Socks 3-Pack'],
} as const satisfies Record<string, readonly string[]>;
export const APPAREL_MATERIALS = ['Cotton', 'Polyester', 'Nylon', 'Elastane', 'Fleece', 'Modal'];
/** Footwear component materials after the upper (lining, footbed, trim): material 2 and 3. */
export const FOOTWEAR_COMPONENT_MATERIALS = [
  'Textile',
  'Leather',
  'Mesh',
  'Synthetic',
  'EVA Foam',
  'Cork',
  'Rubber',
];
export const APPAREL_FEATURES = [
  'Moisture Wicking',
  'Four-Way Stretch',
  'Recycled Polyester',
  'Anti-Odor',
  'UPF 50',
  'Brushed Fleece',
  'Reflective Details',
  'Zip Pockets',
];

/** POP (point-of-purchase) items: category → names. */
export const POP_ITEMS = {
  'Floor Display': ['Four-Tier Floor Display', 'Footwear Size Tower', 'Endcap Kit'],
  'Counter Display': ['Counter Shoe Riser', 'Acrylic Sign Holder', 'Countertop Spinner'],
  'Wall Fixture': ['Slatwall Header', 'Wall Shoe Shelf Set', 'Gridwall Panel Kit'],
  Signage: ['Hanging Banner', 'Shelf Talker Pack', 'Window Cling Set', 'Price Card Pack'],
} as const satisfies Record<string, readonly string[]>;
export const POP_TYPES = ['Permanent', 'Temporary', 'Seasonal'];
export const POP_USAGES = ['In-Store', 'Window', 'Event', 'Shop-in-Shop'];
export const POP_MATERIALS = ['Corrugated', 'Acrylic', 'Steel', 'MDF', 'PVC', 'Fabric'];

export const ORIGIN_COUNTRIES = ['CN', 'VN', 'IN', 'KH', 'ID', 'BD'];
export const SEASON_NAMES = ['Spring', 'Fall'] as const;
export type SeasonName = (typeof SEASON_NAMES)[number];

/** 'SP26', 'FA25'. */
export function seasonCode(season: SeasonName, year: number): string {
  return `${season === 'Spring' ? 'SP' : 'FA'}${String(year % 100).padStart(2, '0')}`;
}

/** Key initiative (spec 000 §3): channel, season, year, region and product type. */
export function keyInitiative(
  channel: string,
  season: string,
  year: number,
  region: string,
  productType: string,
): string {
  return [channel, season, year, region, productType].join('_');
}
