// Deterministic catalogue for bench:sync: products of about 1.5 KB each (the trial
// size), three product types, two locations with prices and availability.
import { styleColorId, type ProductInput } from '@portal/shared';

const DIVISIONS = ['RUN', 'WALK', 'WORK', 'KIDS', 'SPORT', 'CASUAL'];
const GENDERS = ['Mens', 'Womens', 'Unisex', 'Boys', 'Girls'];
const COLORS = ['BLK', 'WHT', 'RED', 'NVY', 'GRY'];
const TYPES = ['Footwear', 'Apparel', 'POP'] as const;

export function benchProduct(i: number): ProductInput {
  const style = `S${String(100000 + Math.floor(i / COLORS.length))}`;
  const color = COLORS[i % COLORS.length]!;
  const day = (n: number) =>
    `2025-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
  const availability = Array.from({ length: 6 }, (_, k) => ({
    inventory: (i * 7 + k * 13) % 500,
    size: String(6 + k),
    date: day(i + k),
  }));
  return {
    id: styleColorId(style, color),
    _deleted: false,
    style,
    color,
    productType: TYPES[i % 3]!,
    name: `Bench ${TYPES[i % 3]} ${style} ${color}`,
    description: `Deterministic product number ${i} for the sync benchmark; lightweight upper, cushioned midsole and a durable rubber outsole.`,
    division: DIVISIONS[i % DIVISIONS.length]!,
    gender: GENDERS[i % GENDERS.length]!,
    keyInitiative: `Wholesale_Spring_2026_Domestic_${TYPES[i % 3]}`,
    features: ['Breathable', 'Lightweight', 'Slip resistant'],
    createdDate: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    cost: 2_000 + (i % 5_000),
    suggestedRetail: 5_000 + (i % 9_000),
    categories: { type: 'Sneaker', closure: 'Lace', sport: 'Running' },
    components: { color1: 'Black', material1: 'Mesh', material2: 'Rubber' },
    locations: ['US', 'EU'].map((code, k) => ({
      code,
      lineStatus: 'A',
      sizeRange: '6-12',
      wholesalePrice: 4_000 + (i % 3_000) + k,
      suggestedRetail: 8_000 + (i % 5_000) + k,
      firstAvailDate: day(i),
      totalInventory: (i * 11) % 10_000,
      availability,
    })),
  } as ProductInput;
}
