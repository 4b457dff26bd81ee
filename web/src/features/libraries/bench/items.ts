// bench:libraries' library items: deterministic, spread over the Advertising assets filter
// bar's fields (type, category, gender, tags, season and year, modified) so each filter keeps
// a share; 85 % Published, one in ten with rights dates (some past their end, some not yet
// live), one in three seen (userFlag), each with a thumbnail and a preview JPG.
import type { LibraryItemInput } from '@portal/shared';

export const VOCABULARY = {
  assetTypes: ['Image', 'Video', 'Banner', 'Print', 'Social', 'Email'],
  categories: ['Running', 'Walking', 'Work', 'Kids', 'Outdoor', 'Lifestyle', 'Sport', 'Casual'],
  genders: ['M', 'W', 'U', 'B', 'G'],
  tags: ['hero', 'lifestyle', 'studio', 'campaign', 'instore', 'web', 'print', 'social', 'ooh'],
  seasons: ['SP', 'SU', 'FA', 'HO'],
  years: [2024, 2025, 2026, 2027],
  words: ['Trail', 'Court', 'Harbor', 'Summit', 'Metro', 'Pacer', 'Drift', 'Swift', 'Arc', 'Nova'],
} as const;

function mix(i: number, salt: number): number {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const pick = <T>(list: readonly T[], i: number, salt: number): T =>
  list[mix(i, salt) % list.length]!;

export function dayFrom(today: string, offset: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

export function benchItem(i: number, today: string): LibraryItemInput {
  const name = `${pick(VOCABULARY.words, i, 1)} ${pick(VOCABULARY.categories, i, 2)} ${i}`;
  const modified = new Date(Date.parse(`${today}T12:00:00Z`) - (mix(i, 3) % 730) * 86_400_000);
  const rights = mix(i, 4) % 10;
  return {
    id: `bench-lib-${i}`,
    _deleted: false,
    name,
    libraryType: 'AdvertisingAsset',
    status: mix(i, 5) % 100 < 85 ? 'Published' : pick(['Pending', 'Unpublished'] as const, i, 6),
    files: [
      {
        id: `bench-file-${i}`,
        filename: `${name.replace(/ /g, '_').toLowerCase()}.jpg`,
        usageType: 'Primary',
        thumbnail: `previews/bench/${i}/thumb.jpg`,
        previewJpg: `previews/bench/${i}/preview.jpg`,
        fileSize: 200_000 + (mix(i, 7) % 5_000_000),
      },
    ],
    assetType: pick(VOCABULARY.assetTypes, i, 8),
    category: pick(VOCABULARY.categories, i, 9),
    gender: pick(VOCABULARY.genders, i, 10),
    tag: VOCABULARY.tags.filter((_, k) => mix(i, 20 + k) % 4 === 0),
    season: pick(VOCABULARY.seasons, i, 11),
    year: pick(VOCABULARY.years, i, 12),
    ...(rights === 0 ? { endDate: dayFrom(today, (mix(i, 13) % 60) - 30) } : {}),
    ...(rights === 1 ? { startDate: dayFrom(today, (mix(i, 14) % 60) - 30) } : {}),
    ...(mix(i, 15) % 3 === 0 ? { userFlag: 'Seen' } : {}),
    createdDate: modified.toISOString(),
    modifiedDate: modified.toISOString(),
  };
}
