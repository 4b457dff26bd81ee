// spec 001 §3 Order line `availability (size, date)`, §5 "Order source 'Inventory' is disabled
// when there is no availability for the size" and "Promo and sample searches default the
// availability window to today through 45 days ahead and location code US", §9 "Availability
// window 45 days for promo and sample search", "Location code: Europe gives EU, everything
// else US". What a sample or promo line knows of its product's availability, read from the
// catalogue's location rows (entities/product.ts). Pure: `today` is passed in. Decision 0073.
import { AVAILABILITY_WINDOW_DAYS, regionToLocationCode } from '../constants.ts';
import type { AvailabilityByProduct, SizeAvailability } from './wholesale-lines.ts';

/** A catalogue location row as far as availability goes (entities ProductLocation). */
export interface AvailabilityLocation {
  readonly code: string;
  readonly availability?:
    | readonly {
        readonly size: string;
        readonly date?: string | undefined;
        readonly inventory?: number | undefined;
      }[]
    | undefined;
}

/** The product's catalogue data the availability reads. */
export interface AvailabilityProduct {
  readonly style: string;
  readonly color: string;
  readonly locations?: readonly AvailabilityLocation[] | undefined;
}

/** The order fields its location code comes from. */
export interface LocatedOrder {
  readonly warehouse?: string | undefined;
  readonly region?: string | undefined;
  readonly customer?: { readonly region?: string | undefined } | undefined;
}

/**
 * The location code of a sample or promo order (001 §9): the order's warehouse when it is one
 * (a new order stores US or EU there, order-form.ts `newOrderDefaults`), else by its region
 * (Europe → EU, everything else US).
 */
export function orderLocationCode(order: LocatedOrder): 'US' | 'EU' {
  const warehouse = order.warehouse?.trim().toUpperCase();
  if (warehouse === 'US' || warehouse === 'EU') return warehouse;
  return regionToLocationCode(order.region ?? order.customer?.region);
}

const addDays = (isoDay: string, days: number) => {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The sizes of the product available at the location within the window (decision 0073): an
 * entry with stock (inventory above 0, or none stated) dated no later than today + 45 days; an
 * entry dated before today (or undated) is stock on hand, so it counts as available today. One
 * entry per size (trimmed, case-blind), the earliest date, in the catalogue's order.
 *
 * @example productAvailability(product, 'US', '2025-03-01') // [{ size: '9', date: '2025-03-10' }]
 */
export function productAvailability(
  product: AvailabilityProduct,
  locationCode: string,
  today: string,
): SizeAvailability[] {
  const last = addDays(today, AVAILABILITY_WINDOW_DAYS);
  const location = product.locations?.find((l) => l.code === locationCode);
  const bySize = new Map<string, { size: string; date?: string }>();
  for (const entry of location?.availability ?? []) {
    if (entry.inventory !== undefined && entry.inventory <= 0) continue;
    if (entry.date !== undefined && entry.date > last) continue;
    const key = entry.size.trim().toUpperCase();
    const known = bySize.get(key);
    if (!known) {
      bySize.set(key, entry.date ? { size: entry.size, date: entry.date } : { size: entry.size });
    } else if (entry.date && known.date && entry.date < known.date) {
      known.date = entry.date;
    } else if (!entry.date) {
      delete known.date;
    }
  }
  return [...bySize.values()];
}

/**
 * The availability of each product at the location within the window, keyed as shared
 * `unavailableLines` reads it (`style_color`). A product the catalogue lacks is absent (its
 * lines are unavailable as a whole).
 */
export function availabilityByProduct(
  products: readonly AvailabilityProduct[],
  locationCode: string,
  today: string,
): AvailabilityByProduct {
  return Object.fromEntries(
    products.map((p) => [`${p.style}_${p.color}`, productAvailability(p, locationCode, today)]),
  );
}
