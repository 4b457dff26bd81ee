// Seasons (spec 000 §3): Spring and Fall of last, this and next year for the Wholesale and
// Retail channels; past ones Archived, the current and the previous one Live, later ones in
// Preparation; each with season sets per product type and region.
import type { SeasonInput, SeasonSet } from '@portal/shared';
import { PRODUCT_TYPES } from '@portal/shared';
import { libraryFileKeys } from './image-keys.ts';
import type { Clock } from './random.ts';
import { Random } from './random.ts';
import { SEASON_NAMES, seasonCode, type SeasonName } from './vocabulary.ts';

export interface SeasonRef {
  readonly season: SeasonName;
  readonly year: number;
}

/** The seasons of the demo, oldest first, and which one is current at `now`. */
export function seasonCalendar(clock: Clock): { seasons: SeasonRef[]; current: number } {
  const seasons: SeasonRef[] = [];
  for (let year = clock.year - 1; year <= clock.year + 1; year++)
    for (const season of SEASON_NAMES) seasons.push({ season, year });
  const half = clock.now.getUTCMonth() < 6 ? 'Spring' : 'Fall';
  return { seasons, current: seasons.findIndex((s) => s.year === clock.year && s.season === half) };
}

const REGION_CODES = { Domestic: 'DOM', International: 'INT', Europe: 'EUR' } as const;
const TYPE_CODES = { Footwear: 'FW', Apparel: 'AP', POP: 'POP' } as const;

export function buildSeasons(clock: Clock): SeasonInput[] {
  const rng = new Random('seasons');
  const { seasons, current } = seasonCalendar(clock);
  const out: SeasonInput[] = [];
  for (const channel of ['Wholesale', 'Retail'] as const) {
    seasons.forEach((ref, i) => {
      const status = i < current - 1 ? 'Archived' : i <= current ? 'Live' : 'Preparation';
      const code = seasonCode(ref.season, ref.year);
      const seasonSets: SeasonSet[] = [];
      for (const productType of PRODUCT_TYPES)
        for (const region of ['Domestic', 'International', 'Europe'] as const) {
          if (productType === 'POP' && region !== 'Domestic') continue;
          seasonSets.push({
            id: rng.uuid(),
            shortName: `${code} ${TYPE_CODES[productType]} ${REGION_CODES[region]}`,
            productType,
            region,
            orgType: 'internal',
            method: rng.chance(0.7) ? 'static' : 'dynamic',
            state: status === 'Preparation' && rng.chance(0.5) ? 'unpublished' : 'published',
          });
        }
      const cover = libraryFileKeys('AdvertisingAsset', i);
      out.push({
        id: rng.uuid(),
        _deleted: false,
        season: ref.season,
        year: ref.year,
        channel,
        previewJpg: cover.previewJpg,
        sourceFile: cover.previewJpg,
        sortOrder: seasons.length - i,
        status,
        seasonSets,
      });
    });
  }
  return out;
}
