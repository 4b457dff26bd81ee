// The bench:products catalogue: deterministic products of about 1.5 KB each (bench:sync's
// size), with every field the product filter bar reads spread over a vocabulary, so each
// filter keeps a share of the catalogue: types, divisions, genders, key initiatives, features,
// categories, colours and materials, POP fields, and per location a line status, prices and
// dates around today (presets), sizes with inventory.
import { styleColorId, type ProductInput } from '@portal/shared';

export const VOCABULARY = {
  divisions: ['RUN', 'WALK', 'WORK', 'KIDS', 'SPORT', 'CASUAL', 'OUT', 'ACT'],
  genders: ['Mens', 'Womens', 'Unisex', 'Boys', 'Girls'],
  colors: ['BLK', 'WHT', 'RED', 'NVY', 'GRY', 'BRN', 'TPE', 'OLV'],
  colorNames: ['Black', 'White', 'Red', 'Navy', 'Grey', 'Brown', 'Taupe', 'Olive'],
  materials: ['Mesh', 'Leather', 'Suede', 'Rubber', 'Knit', 'Canvas', 'Nylon', 'EVA'],
  features: [
    'Breathable',
    'Lightweight',
    'Slip resistant',
    'Waterproof',
    'Memory foam',
    'Machine washable',
    'Arch support',
    'Vegan',
    'Recycled',
    'Wide fit',
  ],
  types: ['Sneaker', 'Boot', 'Sandal', 'Clog', 'Loafer', 'Slip-On'],
  shapes: ['Round', 'Square', 'Pointed'],
  heights: ['Low', 'Mid', 'High'],
  closures: ['Lace', 'Slip-On', 'Strap', 'Zip', 'Buckle'],
  sports: ['Running', 'Training', 'Walking', 'Hiking', 'Court'],
  widths: ['M', 'W', 'XW'],
  apparelTypes: ['Tops', 'Bottoms', 'Outerwear', 'Socks'],
  apparelSubTypes: ['Tee', 'Hoodie', 'Jogger', 'Short', 'Jacket', 'Crew'],
  popTypes: ['Signage', 'Fixture', 'Display', 'Banner'],
  popCategories: ['In-Store', 'Window', 'Counter'],
  usages: ['Seasonal', 'Permanent', 'Event'],
  words: ['Trail', 'Court', 'Harbor', 'Summit', 'Metro', 'Pacer', 'Drift', 'Swift', 'Arc', 'Nova'],
  nouns: ['Runner', 'Mule', 'Sneaker', 'Boot', 'Sandal', 'Trainer', 'Walker', 'Slide'],
  keyInitiatives: [
    'Wholesale_Spring_2026_Domestic',
    'Wholesale_Fall_2026_Domestic',
    'Retail_Spring_2026_International',
    'Retail_Fall_2026_International',
    'Wholesale_Spring_2027_Europe',
  ],
  sizes: { Footwear: ['6', '7', '8', '9', '9H', '10', '11', '12'], Apparel: ['S', 'M', 'L', 'XL'] },
} as const;

const TYPES = ['Footwear', 'Footwear', 'Footwear', 'Apparel', 'Apparel', 'POP'] as const;

/** A cheap deterministic mix of two integers (the same product for the same index). */
function mix(i: number, salt: number): number {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const pick = <T>(list: readonly T[], i: number, salt: number): T =>
  list[mix(i, salt) % list.length]!;

/** YYYY-MM-DD `offset` days from `today` (YYYY-MM-DD). */
export function dayFrom(today: string, offset: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

export function benchProduct(i: number, today: string): ProductInput {
  const productType = TYPES[i % TYPES.length]!;
  const style = String(100000 + Math.floor(i / 4));
  // Four colours per style, all different: every product id is its own.
  const color = VOCABULARY.colors[(i % 4) + 4 * (Math.floor(i / 4) % 2)]!;
  const name = `${pick(VOCABULARY.words, i, 2)} ${pick(VOCABULARY.nouns, i, 3)} ${i % 97}`;
  const sizes = productType === 'POP' ? ['OS'] : VOCABULARY.sizes[productType];
  const locationCodes = ['US', ...(mix(i, 4) % 2 ? ['EU'] : []), ...(mix(i, 5) % 3 ? [] : ['CA'])];
  const features = VOCABULARY.features.filter((_, k) => mix(i, 10 + k) % 4 === 0);
  return {
    id: styleColorId(style, color),
    _deleted: false,
    style,
    color,
    productType,
    name,
    description: `Product ${i}: ${pick(VOCABULARY.materials, i, 6).toLowerCase()} upper, cushioned footbed and a durable outsole for every day.`,
    image: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#${(mix(i, 1) % 8) * 2}a${(mix(i, 1) % 8) * 2}"/></svg>`)}`,
    createdDate: new Date(Date.UTC(2024, 0, 1) + mix(i, 7) * 25).toISOString(),
    division: pick(VOCABULARY.divisions, i, 8),
    gender: pick(VOCABULARY.genders, i, 9),
    outsole: `${pick(VOCABULARY.materials, i, 20)} outsole`,
    upper: `${pick(VOCABULARY.materials, i, 21)} upper`,
    keyInitiative: `${pick(VOCABULARY.keyInitiatives, i, 22)}_${productType}`,
    features,
    dueDate: dayFrom(today, (mix(i, 23) % 240) - 120),
    cost: 2_000 + (mix(i, 24) % 6_000),
    suggestedRetail: 5_000 + (mix(i, 25) % 12_000),
    categories:
      productType === 'Footwear'
        ? {
            type: pick(VOCABULARY.types, i, 30),
            shape: pick(VOCABULARY.shapes, i, 31),
            height: pick(VOCABULARY.heights, i, 32),
            closure: pick(VOCABULARY.closures, i, 33),
            sport: pick(VOCABULARY.sports, i, 34),
            lighted: mix(i, 35) % 10 ? 'No' : 'Yes',
            vegan: mix(i, 36) % 5 ? 'No' : 'Yes',
          }
        : productType === 'Apparel'
          ? {
              apparelType: pick(VOCABULARY.apparelTypes, i, 37),
              apparelSubType: pick(VOCABULARY.apparelSubTypes, i, 38),
            }
          : undefined,
    components: {
      color1: pick(VOCABULARY.colorNames, i, 40),
      color2: pick(VOCABULARY.colorNames, i, 41),
      color3: pick(VOCABULARY.colorNames, i, 42),
      material1: pick(VOCABULARY.materials, i, 43),
      material2: pick(VOCABULARY.materials, i, 44),
      material3: pick(VOCABULARY.materials, i, 45),
    },
    ...(productType === 'POP'
      ? {
          popType: pick(VOCABULARY.popTypes, i, 46),
          popCategory: pick(VOCABULARY.popCategories, i, 47),
          popGender: pick(VOCABULARY.genders, i, 48),
          usage: pick(VOCABULARY.usages, i, 49),
          materials: [pick(VOCABULARY.materials, i, 50)],
        }
      : {}),
    locations: locationCodes.map((code, k) => ({
      code,
      lineStatus: pick(['A', 'A', 'A', 'R', 'O', 'D'], i, 60 + k),
      sizeRange: `${sizes[0]}-${sizes[sizes.length - 1]}`,
      wholesalePrice: 3_000 + (mix(i, 61 + k) % 9_000),
      suggestedRetail: 7_000 + (mix(i, 62 + k) % 15_000),
      firstAvailDate: dayFrom(today, (mix(i, 63 + k) % 240) - 60),
      lastProdDate: dayFrom(today, -(mix(i, 64 + k) % 500)),
      totalInventory: mix(i, 65 + k) % 10_000,
      availability: sizes
        .filter((_, s) => mix(i, 70 + s) % 3 !== 0)
        .map((size, s) => ({
          size,
          inventory: mix(i, 80 + s) % 400,
          date: dayFrom(today, (mix(i, 90 + s) % 120) - 30),
        })),
    })),
  };
}
