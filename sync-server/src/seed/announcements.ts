// Dashboard announcements (spec 000 §3 Other, §7 charts): made from published advertising
// assets; some published, some not (an unpublished update removes one from the list).
import type { AnnouncementInput, LibraryItemInput } from '@portal/shared';
import type { Clock } from './random.ts';
import { Random } from './random.ts';

const STORIES = [
  [
    'The new season line is live',
    'Browse the new styles in the product library and start your assortments.',
  ],
  ['Showroom opening hours', 'The digital showroom is open for buyer appointments all week.'],
  ['Sample orders: new cut-off', 'Submit sample orders by Wednesday to ship the same week.'],
  ['Comfort technology campaign', 'New campaign images are in the advertising library.'],
  ['Holiday window kit', 'Window graphics for the holiday season are ready to download.'],
  ['Inventory count next month', 'The sample room closes for the yearly inventory count.'],
] as const;

export function buildAnnouncements(
  library: readonly LibraryItemInput[],
  clock: Clock,
): AnnouncementInput[] {
  const rng = new Random('announcements');
  const assets = library.filter(
    (l) => l.libraryType === 'AdvertisingAsset' && l.status === 'Published',
  );
  return STORIES.map(([title, body], i) => {
    const asset = assets.length ? assets[i % assets.length]! : undefined;
    const image = asset?.files?.[0]?.previewJpg;
    const created = rng.int(1, 90);
    return {
      id: rng.uuid(),
      _deleted: false,
      published: i < 4,
      title,
      body,
      ...(asset ? { assetId: asset.id } : {}),
      ...(image ? { image } : {}),
      chart: {
        kind: 'bar',
        title: 'Orders by week',
        labels: ['W1', 'W2', 'W3', 'W4'],
        values: [rng.int(10, 90), rng.int(10, 90), rng.int(10, 90), rng.int(10, 90)],
      },
      createdDate: clock.ago(created),
      modifiedDate: clock.ago(rng.int(0, created)),
    };
  });
}
