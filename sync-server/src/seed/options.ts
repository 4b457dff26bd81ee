// Option rows (GET /api/options/data/{name}, spec 000 §7, 001 §7): the session timing options
// at the spec's defaults (001 §9), the territory / business-entity list administrators use
// (000 §6), locations with their currencies, and the option lists of order fields, whose values
// the spec does not show (001 §3 "Other option lists for orders"): ours are below.
import { SESSION } from '@portal/shared';
import { WHOLESALE_OPTION_NAMES } from '@portal/shared/orders/wholesale-options.ts';
import type { Database } from '../db/client.ts';
import { options } from '../db/schema/index.ts';
import { SEED_CUSTOMERS, TERMS_BY_COUNTRY, orderCustomer } from './customers.ts';
import { SEED_REPS } from './reps.ts';
import { COLORS, DIVISIONS, LOCATIONS, PILLARS, SEED_PACKS, TERRITORIES } from './vocabulary.ts';

export interface OptionEntry {
  readonly value: string;
  readonly label: string;
}

const list = (...values: (string | readonly [string, string])[]): OptionEntry[] =>
  values.map((v) =>
    typeof v === 'string' ? { value: v, label: v } : { value: v[0], label: v[1] },
  );

/** Option lists of order fields; orders.ts draws its values from these. */
export const ORDER_OPTION_LISTS = {
  'orders.shipper': list('Pending', 'UPS', 'FedEx', 'USPS', 'DHL', 'Will Call'),
  'orders.status': list(
    'DRAFT',
    'SUBMITTED',
    'IN PROGRESS',
    'PENDING',
    'COMPLETED',
    'ARCHIVED',
    'INACTIVE',
    'CANCELED',
    'UNAPPROVED ORDER',
  ),
  'orders.deliveryMethod': list('Ground', '2nd Day Air', 'Next Day Air', 'Freight', 'Pickup'),
  'orders.reason': list(
    'Sales Meeting',
    'Trade Show',
    'Photo Shoot',
    'Showroom',
    'Fit Test',
    'Customer Sample',
    'Marketing Event',
  ),
  'orders.availDateWindow': list(
    ['15', 'Next 15 days'],
    ['30', 'Next 30 days'],
    ['45', 'Next 45 days'],
  ),
  'orders.origin': list(
    ['SR', 'Sample Room'],
    ['DC', 'Distribution Center'],
    ['VN', 'Vendor Direct'],
    ['SHOW', 'Showroom Stock'],
  ),
  'orders.warehouse': list(
    ['RVS', 'Riverside, CA'],
    ['MVL', 'Moreno Valley, CA'],
    ['NJ1', 'Edison, NJ'],
    ['NL1', 'Venlo, NL'],
    ['CA1', 'Mississauga, ON'],
  ),
  'orders.shippingMethod': list(
    'UPS Ground',
    'UPS 2nd Day Air',
    'FedEx Ground',
    'FedEx Priority Overnight',
    'DHL Express',
    'LTL Freight',
  ),
} as const;

export const SAMPLE_OPTION_LISTS = {
  'sampleInventory.status': list('Available', 'Checked Out', 'Reserved', 'Damaged', 'Retired'),
  'sampleInventory.region': list('West', 'East', 'Central', 'South', 'EMEA'),
  'sampleInventory.trackingAction': list(
    'Added',
    'Checked Out',
    'Returned',
    'Moved',
    'Adjusted',
    'Transferred to Production',
  ),
} as const;

export type OptionListName = keyof typeof ORDER_OPTION_LISTS | keyof typeof SAMPLE_OPTION_LISTS;

/** The values of an option list. */
export function optionValues(name: OptionListName): string[] {
  const lists: Readonly<Record<string, readonly OptionEntry[]>> = {
    ...ORDER_OPTION_LISTS,
    ...SAMPLE_OPTION_LISTS,
  };
  return lists[name]!.map((e) => e.value);
}

export interface OptionRow {
  readonly name: string;
  readonly data: unknown;
}

export function buildOptionRows(): OptionRow[] {
  return [
    // spec 001 §9: warning 300000 ms before logout, logout after 1 h minus 30 s.
    { name: 'userWarningMs', data: SESSION.warningMs },
    { name: 'userTimeoutMs', data: SESSION.logoutMs },
    { name: 'territories', data: TERRITORIES },
    {
      name: 'locations',
      data: LOCATIONS.map(({ code, name, currencySymbol, decimalPlaces }) => ({
        code,
        name,
        currencySymbol,
        decimalPlaces,
      })),
    },
    {
      name: 'currencies',
      data: LOCATIONS.map(({ code, currencyCode, currencySymbol, decimalPlaces }) => ({
        location: code,
        currencyCode,
        currencySymbol,
        decimalPlaces,
      })),
    },
    { name: 'divisions', data: DIVISIONS },
    { name: 'pillars', data: PILLARS },
    { name: 'colors', data: COLORS.map(({ code, name }) => ({ code, name })) },
    { name: 'customers', data: SEED_CUSTOMERS.map(orderCustomer) },
    { name: 'reps', data: SEED_REPS },
    // The wholesale tables the device keeps for offline use (decision 0075).
    { name: WHOLESALE_OPTION_NAMES.packs, data: SEED_PACKS },
    { name: WHOLESALE_OPTION_NAMES.termsByCountry, data: TERMS_BY_COUNTRY },
    ...Object.entries({ ...ORDER_OPTION_LISTS, ...SAMPLE_OPTION_LISTS }).map(([name, data]) => ({
      name,
      data,
    })),
  ];
}

export async function seedOptions(db: Database, now: Date): Promise<void> {
  await db.insert(options).values(buildOptionRows().map((row) => ({ ...row, updatedAt: now })));
}
