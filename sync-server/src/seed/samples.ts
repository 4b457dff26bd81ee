// Sample inventory (spec 001 §3) in both libraries: Production samples with bins and mold
// numbers (unique per library, spec 000 §8 'Mold Number Already Exists'), Sales samples with
// their aisle / direction / level / shelf location; each with tracking records.
import {
  defaultSampleSize,
  type SampleInventoryItemInput,
  type SampleLibrary,
} from '@portal/shared';
import { accountFor } from './accounts.ts';
import { optionValues } from './options.ts';
import type { Clock } from './random.ts';
import { Random } from './random.ts';
import type { StyleColor } from './styles.ts';

type SampleTrackingRecord = NonNullable<SampleInventoryItemInput['tracking']>[number];

function trackingFor(
  library: SampleLibrary,
  total: number,
  created: number,
  rng: Random,
  clock: Clock,
): SampleTrackingRecord[] {
  const user = accountFor(
    library === 'Production' ? 'samples-production' : 'samples-sales',
  ).userCode;
  const records: SampleTrackingRecord[] = [
    {
      id: rng.uuid(),
      action: 'Added',
      quantity: total,
      userCode: user,
      createdDate: clock.ago(created),
    },
  ];
  let day = created;
  for (let n = rng.int(0, 2); n > 0 && day > 1; n--) {
    day = rng.int(0, day - 1);
    const action = rng.pick(
      library === 'Sales'
        ? ['Checked Out', 'Returned', 'Moved', 'Transferred to Production']
        : ['Checked Out', 'Returned', 'Moved', 'Adjusted'],
    );
    records.push({
      id: rng.uuid(),
      action,
      quantity: 1,
      userCode: user,
      ...(action === 'Checked Out'
        ? { note: rng.pick(['Showroom', 'Photo shoot', 'Buyer meeting']) }
        : {}),
      createdDate: clock.ago(day),
    });
  }
  return records;
}

export function buildSamples(
  products: readonly StyleColor[],
  perLibrary: number,
  clock: Clock,
): SampleInventoryItemInput[] {
  const pool = products.filter((p) => p.style.productType !== 'POP');
  const source = pool.length ? pool : products;
  const statuses = optionValues('sampleInventory.status');
  const out: SampleInventoryItemInput[] = [];
  for (const library of ['Production', 'Sales'] as const) {
    const rng = new Random(`samples:${library}`);
    for (let i = 0; i < perLibrary; i++) {
      const p = rng.pick(source);
      const s = p.style;
      const totalQty = rng.int(1, 4);
      const created = rng.int(1, 500);
      const tracking = trackingFor(library, totalQty, created, rng, clock);
      const base = {
        id: rng.uuid(),
        _deleted: false,
        division: s.division,
        style: s.style,
        color: p.color,
        side: rng.pick(['Pair', 'Left', 'Right'] as const),
        size: defaultSampleSize(s.productType, s.gender) ?? s.sizes[0]!,
        status: rng.weighted([
          [statuses[0]!, 6],
          [statuses[1]!, 2],
          [statuses[2]!, 1],
          [statuses[3]!, 1],
        ]),
        gender: s.gender,
        subtype: rng.pick(['Salesman Sample', 'Fit Sample', 'Photo Sample']),
        origin: rng.pick(optionValues('orders.origin')),
        totalQty,
        onHandQty: Math.max(
          0,
          totalQty - tracking.filter((t) => t.action === 'Checked Out').length,
        ),
        tracking,
        createdDate: clock.ago(created),
        modifiedDate: tracking[tracking.length - 1]!.createdDate!,
      };
      out.push(
        library === 'Production'
          ? {
              ...base,
              library,
              bin: `B-${rng.int(1, 60)}`,
              moldNum: `M-${String(10_000 + i)}`,
              moldDate: clock.day(-created - rng.int(30, 200)),
              quantity: totalQty,
            }
          : {
              ...base,
              library,
              region: rng.pick(optionValues('sampleInventory.region')),
              aisle: String(rng.int(1, 24)),
              direction: rng.pick(['N', 'S', 'E', 'W']),
              level: String(rng.int(1, 5)),
              shelf: rng.pick(['A', 'B', 'C', 'D']),
              ...(rng.chance(0.2) ? { newBin: `NB-${rng.int(1, 40)}` } : {}),
            },
      );
    }
  }
  return out;
}
