// The customer look-up of a wholesale order without a connection (spec 001 §5 "Customer,
// style and submit" looks customers up online, POST /orders/wof/customer/name/autocomplete):
// offline the rep picks among the customers of the wholesale orders already on the device —
// the accounts they order for — so an order taken at a trade show has its customer and may
// leave draft (decision 0061). Pure: the screen passes the device's orders.
import type { Customer } from '../entities/customer.ts';

/** How many customers the offline look-up offers, as the online one (001 §9 autocomplete). */
export const KNOWN_CUSTOMERS_LIMIT = 10;

/**
 * The distinct customers (by id) of `orders` whose name or id holds `typed` (case-insensitive),
 * the latest copy of each, sorted by name.
 *
 * @example knownCustomers([{ customer: { id: 'C1', name: 'Shoe Hut' } }], 'hut') // [Shoe Hut]
 */
export function knownCustomers(
  orders: readonly { readonly customer?: Customer | null | undefined }[],
  typed: string,
  limit: number = KNOWN_CUSTOMERS_LIMIT,
): Customer[] {
  const needle = typed.trim().toLowerCase();
  if (needle === '') return [];
  const byId = new Map<string, Customer>();
  for (const { customer } of orders) {
    if (!customer?.id || !customer.name) continue;
    const hay = `${customer.name} ${customer.id}`.toLowerCase();
    if (hay.includes(needle)) byId.set(customer.id, customer);
  }
  return [...byId.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .slice(0, limit);
}
