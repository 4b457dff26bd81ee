// Locations for the product library: which codes the user may pick (spec 001 §6 permitted
// locations: their TBE locations, or every location for an administrator, "the full list from
// options" — on the device, the codes the catalogue carries), and each location's name and
// currency (spec 000 §3 Location: currencySymbol, decimalPlaces; §9 default '$' and 2). The
// names and currencies come from GET /api/options/data/locations when the server answers and
// are kept on the device for the next offline start (a small device copy, decision 0035).
import { DEFAULT_LOCATION_CODE, permittedLocations, type PermissionUser } from '@portal/shared';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { api } from '../../api/index.ts';
import type { CurrencyEntry } from '../../grid/index.ts';

export interface LocationEntry extends CurrencyEntry {
  readonly code: string;
  readonly name?: string;
}

const entriesSchema = z.array(
  z.object({
    code: z.string().max(16),
    name: z.string().max(200).optional(),
    currencySymbol: z.string().max(8).optional(),
    decimalPlaces: z.number().int().min(0).max(6).optional(),
  }),
);

export const locationsKey = (userId: string) => `portal.products.locations.${userId}`;

function readStored(userId: string): readonly LocationEntry[] {
  try {
    const text = globalThis.localStorage?.getItem(locationsKey(userId));
    const parsed = entriesSchema.safeParse(text ? JSON.parse(text) : []);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function store(userId: string, entries: readonly LocationEntry[]): void {
  try {
    globalThis.localStorage?.setItem(locationsKey(userId), JSON.stringify(entries));
  } catch {
    // full or disabled: the next offline start shows codes and '$'
  }
}

/**
 * The locations' names and currencies: the device copy at once, then the server's answer when
 * there is one (no dialog when offline: a background read).
 */
export function useLocationEntries(userId: string): readonly LocationEntry[] {
  const [entries, setEntries] = useState(() => ({ userId, list: readStored(userId) }));
  useEffect(() => {
    let live = true;
    api
      .get<{ data: unknown }>('/options/data/locations', { background: true })
      .then((answer) => {
        const parsed = entriesSchema.safeParse(answer.data);
        if (!live || !parsed.success) return;
        store(userId, parsed.data);
        setEntries({ userId, list: parsed.data });
      })
      .catch(() => undefined); // offline: the device copy stays
    return () => {
      live = false;
    };
  }, [userId]);
  return entries.userId === userId ? entries.list : readStored(userId);
}

/** The user's location codes (spec 001 §6); an administrator's are the catalogue's codes. */
export function useUserLocations(
  user: PermissionUser | null,
  catalogueCodes: readonly string[],
): readonly string[] {
  const key = catalogueCodes.join(',');
  return useMemo(
    () => permittedLocations(user, key ? key.split(',') : []),
    // The codes' text is the dependency: a new array with the same codes changes nothing.
    [user, key],
  );
}

/**
 * The location whose prices the list shows: the chosen one, else the default location (US)
 * when the user has it, else the user's first.
 */
export function priceLocation(
  chosen: string | undefined,
  userLocations: readonly string[],
): string | undefined {
  if (chosen && userLocations.includes(chosen)) return chosen;
  if (userLocations.includes(DEFAULT_LOCATION_CODE)) return DEFAULT_LOCATION_CODE;
  return userLocations[0];
}

export function locationEntry(
  entries: readonly LocationEntry[],
  code: string | undefined,
): LocationEntry | undefined {
  return code === undefined ? undefined : entries.find((e) => e.code === code);
}
