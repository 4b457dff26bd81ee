// Library items (spec 000 §3): every library type of the six libraries in every status
// (Pending, Published, Unpublished, Deleted), each with a Primary file (JPEG or PDF, with its
// preview and thumbnail) and, mostly, a Working File. File keys point at the generated blobs
// (image-keys.ts); file sizes and dimensions are those of the originals they stand for.
import {
  ENTITY_TYPES,
  LIBRARY_STATUSES,
  type LibraryItemInput,
  type LibraryType,
} from '@portal/shared';
import { accountFor } from './accounts.ts';
import { libraryFileKeys } from './image-keys.ts';
import type { Clock } from './random.ts';
import { Random } from './random.ts';
import { SEASON_NAMES } from './vocabulary.ts';

type LibraryFile = NonNullable<LibraryItemInput['files']>[number];

/** The six libraries of the demo (the product library is the product table itself). */
export const SEEDED_LIBRARY_TYPES = [
  'AdvertisingAsset',
  'AdvertisingLogo',
  'GlobalRetailAsset',
  'GlobalRetailResource',
  'ProductDocument',
  'StepAsset',
] as const satisfies readonly LibraryType[];
export type SeededLibraryType = (typeof SEEDED_LIBRARY_TYPES)[number];

/** Libraries whose Primary file is a PDF document; the others hold images. */
const DOCUMENT_LIBRARIES: ReadonlySet<LibraryType> = new Set([
  'GlobalRetailResource',
  'ProductDocument',
  'StepAsset',
]);

/** Who adds items to each library: its editor demo account. */
const EDITORS: Readonly<Record<SeededLibraryType, string>> = {
  AdvertisingAsset: 'adv-assets-editor',
  AdvertisingLogo: 'adv-logos-editor',
  GlobalRetailAsset: 'gr-assets-editor',
  GlobalRetailResource: 'gr-resources-editor',
  ProductDocument: 'documents-editor',
  StepAsset: 'step-editor',
};

const LANGS = ['en', 'de', 'fr', 'es', 'it', 'ja', 'pl', 'pt'];
const INITIATIVES = [
  'Back to School',
  'Holiday',
  'Spring Launch',
  'Comfort Technology',
  'Work Wear',
];
const GENDERS = ['Womens', 'Mens', 'Kids', 'Unisex'];

type Fields = Omit<LibraryItemInput, 'id' | '_deleted' | 'libraryType' | 'status' | 'files'>;

function fieldsFor(type: SeededLibraryType, rng: Random, clock: Clock): Fields {
  const season = rng.pick(SEASON_NAMES);
  const year = clock.year + rng.int(-1, 1);
  const gender = rng.pick(GENDERS);
  const entity = rng.sample(ENTITY_TYPES, rng.int(1, 3));
  switch (type) {
    case 'AdvertisingAsset': {
      const assetType = rng.pick(['Marketing Image', 'Print Ad', 'Social Post', 'Web Banner']);
      const start = rng.int(-120, 30);
      return {
        name: `${season} ${year} ${gender} ${rng.pick(['Hero', 'Lifestyle', 'Product', 'Campaign'])} ${assetType}`,
        assetType,
        category: rng.pick(['Womens', 'Mens', 'Kids', 'Work', 'Performance', 'Marketing']),
        gender,
        tag: rng.sample(['hero', 'new-arrival', 'social', 'print', 'web', 'comfort', 'outdoor'], 3),
        season,
        year,
        entity,
        ...(assetType === 'Marketing Image'
          ? { beginDate: clock.day(start), expireDate: clock.day(start + rng.int(60, 240)) }
          : { startDate: clock.day(start), endDate: clock.day(start + rng.int(60, 240)) }),
      };
    }
    case 'AdvertisingLogo':
      return {
        name: `${rng.pick(['Primary', 'Secondary', 'Stacked', 'Horizontal', 'Monogram'])} Logo ${rng.pick(['Black', 'White', 'Full Colour', 'Reversed'])}`,
        category: rng.pick(['Brand Logo', 'Sub-brand', 'Technology Badge', 'Partner Lockup']),
        gender: 'Unisex',
        entity,
      };
    case 'GlobalRetailAsset':
      return {
        name: `${season} ${year} ${rng.pick(['Window', 'Wall', 'Fixture', 'Table'])} Graphic ${rng.int(1, 40)}`,
        assetType: rng.pick(['Fixture Graphic', 'Window Display', 'Wall Graphic', 'Store Front']),
        season,
        year,
        lang: rng.pick(LANGS),
        category: rng.pick(['Footwear', 'Apparel', 'Accessories']),
        gender,
        initiative: rng.pick(INITIATIVES),
        element: rng.pick(['Header 24x36', 'Wall 96x48', 'Window Cling', 'Table Topper']),
        entity,
        storeType: rng.pick(['Concept', 'Outlet', 'Shop-in-Shop']),
        region: rng.pick(['Americas', 'EMEA', 'APAC']),
        orientation: rng.pick(['Landscape', 'Portrait']),
        vmCategory: rng.pick(['Window', 'Wall', 'Table', 'Fixture']),
        mediaDisplay: rng.pick(['Print', 'Digital']),
      };
    case 'GlobalRetailResource':
      return {
        name: `${rng.pick(['Visual Merchandising', 'Store Opening', 'Seasonal Update', 'Fixture'])} ${rng.pick(['Guide', 'Playbook', 'Checklist'])} ${season} ${year}`,
        assetType: rng.pick(['Guideline', 'Playbook', 'Planogram', 'Training Deck']),
        assetSubType: rng.pick(['VM Guide', 'Store Opening', 'Seasonal Update']),
        season,
        year,
        lang: rng.pick(LANGS),
        initiative: rng.pick(INITIATIVES),
        entity,
        storeType: rng.pick(['Concept', 'Outlet', 'Shop-in-Shop']),
      };
    case 'ProductDocument':
      return {
        name: `${season} ${year} ${gender} ${rng.pick(['Catalog', 'Line List', 'Price List', 'Spec Sheet', 'Size Chart'])}`,
        docType: rng.pick(['Catalog', 'Line List', 'Price List', 'Spec Sheet', 'Size Chart']),
        divisionId: rng.pick(['ACT', 'SPT', 'CSL', 'WRK', 'OUT', 'KDS', 'APL', 'APP']),
        gender,
        season,
        year,
        region: rng.pick(['Domestic', 'International', 'Europe']),
        locations: rng.sample(['US', 'EU', 'CA', 'MX'], rng.int(1, 3)),
      };
    case 'StepAsset':
      return {
        name: `STEP: ${rng.pick(['Selling', 'Fitting', 'Product Knowledge', 'Brand Story'])} ${rng.pick(['Basics', 'Advanced', 'Refresher'])} ${rng.int(1, 12)}`,
        assetType: rng.pick(['Product Knowledge', 'Selling Skills', 'Brand Story']),
        function: rng.pick(['Sales', 'Retail', 'Customer Service']),
        element: rng.pick(['Module', 'Quiz', 'Video Guide']),
        lang: rng.pick(LANGS),
        season,
        year,
      };
  }
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function filesFor(
  type: SeededLibraryType,
  name: string,
  rng: Random,
  modified: string,
): LibraryFile[] {
  const keys = libraryFileKeys(type, rng.int(0, 99));
  const isDocument = DOCUMENT_LIBRARIES.has(type);
  const primary: LibraryFile = {
    id: rng.uuid(),
    filename: `${slug(name)}.${isDocument ? 'pdf' : 'jpg'}`,
    sourceFile: isDocument ? keys.pdf : keys.previewJpg,
    previewJpg: keys.previewJpg,
    ...(isDocument ? { previewPdf: keys.pdf } : {}),
    usageType: 'Primary',
    thumbnail: keys.thumbnail,
    groups: [rng.pick(['web', 'print', 'social', 'store'])],
    ...(isDocument
      ? {}
      : {
          dimensions: rng.pick([
            { width: 1920, height: 1080 },
            { width: 3000, height: 2000 },
            { width: 1080, height: 1350 },
          ]),
        }),
    fileSize: isDocument ? rng.int(200_000, 25_000_000) : rng.int(400_000, 12_000_000),
    modifiedDate: modified,
  };
  if (rng.chance(isDocument ? 0.3 : 0.85)) {
    const working: LibraryFile = {
      id: rng.uuid(),
      filename: `${slug(name)}-working.tif`,
      sourceFile: keys.workingFile,
      usageType: 'Working File',
      fileSize: rng.int(20_000_000, 900_000_000),
      modifiedDate: modified,
    };
    return [primary, working];
  }
  return [primary];
}

/** Every library type × status, `perTypeStatus` items each. */
export function buildLibraryItems(perTypeStatus: number, clock: Clock): LibraryItemInput[] {
  const items: LibraryItemInput[] = [];
  for (const libraryType of SEEDED_LIBRARY_TYPES) {
    const rng = new Random(`library:${libraryType}`);
    const editor = accountFor(EDITORS[libraryType]);
    for (const status of LIBRARY_STATUSES) {
      for (let i = 0; i < perTypeStatus; i++) {
        const created = rng.int(1, 600);
        const modified = clock.ago(rng.int(0, created));
        const fields = fieldsFor(libraryType, rng, clock);
        items.push({
          id: rng.uuid(),
          _deleted: false,
          libraryType,
          status,
          ...fields,
          files: filesFor(libraryType, fields.name, rng, modified),
          addedBy: `${editor.name} ${editor.lastName}`,
          createdDate: clock.ago(created),
          modifiedDate: modified,
        });
      }
    }
  }
  return items;
}
