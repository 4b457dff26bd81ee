// The wholesale option tables on the device (decision 0075): the pack table (spec 001 §5 Pack
// code: unit count and per-pack share) and the terms by country (001 §5: listed after the
// customer's terms). The server keeps them as options (GET /api/options/data/{name}); the
// device keeps its last copy in localStorage (a few kilobytes, like the locations, decision
// 0035), refreshed in the background whenever an orders screen or dialog uses it, so the grid
// and the dialogs work offline with what the last connection brought.
import {
  WHOLESALE_OPTION_NAMES,
  packTableSchema,
  termsByCountryTableSchema,
  type PackTable,
  type TermsByCountryTable,
} from '@portal/shared/orders/wholesale-options.ts';
import { useEffect, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { api, HttpError } from '../../api/index.ts';

export interface WholesaleOptions {
  /** undefined: the device has never received the table. */
  readonly packs?: PackTable | undefined;
  readonly termsByCountry?: TermsByCountryTable | undefined;
}

export const WHOLESALE_OPTIONS_KEY = 'portal.orders.wholesaleOptions';

const storedSchema = z.object({
  packs: packTableSchema.optional(),
  termsByCountry: termsByCountryTableSchema.optional(),
});

const EMPTY: WholesaleOptions = {};
let cached: { raw: string | null; value: WholesaleOptions } = { raw: null, value: EMPTY };
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(WHOLESALE_OPTIONS_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The device copy; the same object while the stored text is the same (a stable snapshot). */
export function readWholesaleOptions(): WholesaleOptions {
  const raw = readRaw();
  if (raw === cached.raw) return cached.value;
  let value: WholesaleOptions = EMPTY;
  try {
    const parsed = storedSchema.safeParse(raw === null ? {} : JSON.parse(raw));
    if (parsed.success) value = parsed.data;
  } catch {
    // A broken copy counts as none: the next connection brings the tables again.
  }
  cached = { raw, value };
  return value;
}

function store(value: WholesaleOptions): void {
  try {
    globalThis.localStorage?.setItem(WHOLESALE_OPTIONS_KEY, JSON.stringify(value));
  } catch {
    // Full or disabled: the screens still read the server's answer until the page closes.
  }
  listeners.forEach((notify) => notify());
}

/**
 * One option from the server: its value, null when the server has none (404: the table is
 * known to be empty), undefined when there was no answer (offline: the copy stays).
 */
async function fetchOption<T>(name: string, schema: z.ZodType<T>): Promise<T | null | undefined> {
  try {
    const answer = await api.get<{ data: unknown }>(`/options/data/${name}`, { background: true });
    const parsed = schema.safeParse(answer.data);
    return parsed.success ? parsed.data : undefined;
  } catch (error) {
    return error instanceof HttpError && error.status === 404 ? null : undefined;
  }
}

let refreshing: Promise<void> | null = null;

/** Asks the server for both tables and keeps what it answered (one refresh at a time). */
export function refreshWholesaleOptions(): Promise<void> {
  refreshing ??= (async () => {
    const [packs, terms] = await Promise.all([
      fetchOption(WHOLESALE_OPTION_NAMES.packs, packTableSchema),
      fetchOption(WHOLESALE_OPTION_NAMES.termsByCountry, termsByCountryTableSchema),
    ]);
    if (packs === undefined && terms === undefined) return;
    const next: Record<string, unknown> = { ...readWholesaleOptions() };
    if (packs !== undefined) next.packs = packs ?? [];
    if (terms !== undefined) next.termsByCountry = terms ?? {};
    store(next as WholesaleOptions);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The device copy of the wholesale tables, refreshed in the background on first use. */
export function useWholesaleOptions(): WholesaleOptions {
  useEffect(() => {
    void refreshWholesaleOptions();
  }, []);
  return useSyncExternalStore(subscribe, readWholesaleOptions, readWholesaleOptions);
}
