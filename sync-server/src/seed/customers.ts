// Wholesale customers (spec 001 §3 Customer): the accounts wholesale orders are written for, in
// the US, Europe and Canada, with their currency, terms, stores and defaults. Also stored as
// the `customers` option for the customer lookups.
import type { Customer, TermInfo } from '@portal/shared';
import { Random } from './random.ts';
import { LOCATION_BY_CODE } from './vocabulary.ts';

export interface SeedCustomer extends Customer {
  /** The location code whose prices apply (US, EU, CA). */
  readonly locationCode: string;
}

const TERMS = [
  { code: 'N30', description: 'Net 30' },
  { code: 'N60', description: 'Net 60' },
  { code: '2N30', description: '2% 10, Net 30' },
  { code: 'PRE', description: 'Prepaid' },
];

/**
 * Terms by country (the `orders.termsByCountry` option, decision 0075; spec 001 §5: listed
 * after the customer's own terms, without duplicates): each country repeats a common term
 * (left out when the customer has it) and adds its own.
 */
export const TERMS_BY_COUNTRY: Readonly<Record<string, readonly TermInfo[]>> = {
  US: [
    { code: 'N30', description: 'Net 30' },
    { code: 'N45', description: 'Net 45' },
    { code: 'COD', description: 'Cash on delivery' },
  ],
  CA: [
    { code: 'N30', description: 'Net 30' },
    { code: 'N45', description: 'Net 45' },
  ],
  DE: [
    { code: 'SK2', description: '2% 14 days, Net 30' },
    { code: 'SEPA', description: 'SEPA direct debit' },
  ],
  FR: [
    { code: 'N45FM', description: 'Net 45 end of month' },
    { code: 'LCR', description: 'Bill of exchange (LCR)' },
  ],
  NL: [
    { code: 'N14', description: 'Net 14' },
    { code: 'PRE', description: 'Prepaid' },
  ],
};

const PLACES = [
  { country: 'US', locationCode: 'US', region: 'Domestic' },
  { country: 'US', locationCode: 'US', region: 'Domestic' },
  { country: 'US', locationCode: 'US', region: 'Domestic' },
  { country: 'DE', locationCode: 'EU', region: 'Europe' },
  { country: 'FR', locationCode: 'EU', region: 'Europe' },
  { country: 'NL', locationCode: 'EU', region: 'Europe' },
  { country: 'CA', locationCode: 'CA', region: 'Canada' },
  { country: 'CA', locationCode: 'CA', region: 'Canada' },
];

function buildCustomers(): SeedCustomer[] {
  const rng = new Random('customers');
  return PLACES.map((place, i) => {
    const location = LOCATION_BY_CODE.get(place.locationCode)!;
    const f = rng.faker();
    const name = `${f.person.lastName()} ${rng.pick(['Shoes', 'Footwear', 'Outfitters', 'Sports', 'Shoe Co.', '& Sons Footwear'])}`;
    const stores = Array.from({ length: rng.int(1, 6) }, (_, n) => String(n + 1).padStart(3, '0'));
    return {
      id: `C-${1001 + i}`,
      name,
      currency: {
        currencyCode: location.currencyCode,
        decimalPlaces: location.decimalPlaces,
        currencySymbol: location.currencySymbol,
      },
      address: { country: place.country },
      defaults: [
        {
          store: stores[0]!,
          division: rng.pick(['ACT', 'CSL', 'SPT']),
          discountPercentage: rng.pick([0, 0, 2, 5]),
          term: TERMS[0]!.code,
        },
      ],
      termsInfo: rng.sample(TERMS, rng.int(1, 3)),
      stores,
      region: place.region,
      locationCode: place.locationCode,
    };
  });
}

export const SEED_CUSTOMERS: readonly SeedCustomer[] = buildCustomers();

/** The customer as an order embeds it (without our location code). */
export function orderCustomer({ locationCode: _code, ...customer }: SeedCustomer): Customer {
  return customer;
}
