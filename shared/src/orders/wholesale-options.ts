// The wholesale option tables the device keeps for offline use (decision 0075): the pack
// table (spec 001 §5 Pack code: "the pack's unit count" and "the per-pack share", which the
// spec's Order.packCodes does not carry) and the terms by country (001 §5 Customer, style and
// submit: "terms are listed from the customer first, then country-based terms"). Both are
// server options (GET /api/options/data/{name}); the order keeps its codes (`packCodes`) and
// the country terms it was made with (`termsByCountry`). Pure.
import { z } from 'zod';
import { ENTITY_LIMITS as L, text } from '../entities/common.ts';
import { termInfoSchema, type TermInfo } from '../entities/customer.ts';
import type { PackDefinition } from './wholesale-pack-codes.ts';

/** The option names (`options` rows; the server answers them, the device keeps a copy). */
export const WHOLESALE_OPTION_NAMES = {
  packs: 'orders.packs',
  termsByCountry: 'orders.termsByCountry',
} as const;

const count = z.number().int().min(1).max(100_000);

/** One pack's composition (`PackDefinition`): unit count and one share or a share per size. */
export const packDefinitionSchema = z.object({
  code: text(16),
  unitCount: count.optional(),
  perPackShare: z.union([count, z.record(text(L.code), count)]).optional(),
});

/** The `orders.packs` option: the compositions of the pack codes orders offer. */
export const packTableSchema = z.array(packDefinitionSchema).max(1_000);
export type PackTable = readonly PackDefinition[];

/** The `orders.termsByCountry` option: country code (the customer's address.country) → terms. */
export const termsByCountryTableSchema = z.record(
  text(L.code),
  z.array(termInfoSchema).max(L.list),
);
export type TermsByCountryTable = Readonly<Record<string, readonly TermInfo[]>>;

const codeKey = (code: string) => code.trim().toUpperCase();

/**
 * The packs one order offers, for `checkPackCode`: each of the order's codes with its
 * composition from the pack table (codes compared uppercased), or the code alone when the
 * table does not know it (an M–R code then gives 'incorrect quantities', 001 §5). An order
 * that names no codes (a new order, taken on a tablet) offers every pack of the table
 * (decision 0075), so 'unknown' means unknown to the company, not missing from a new order.
 *
 * @example orderPacks(['M12'], [{ code: 'm12', unitCount: 12, perPackShare: 6 }])
 *   // [{ code: 'M12', unitCount: 12, perPackShare: 6 }]
 */
export function orderPacks(
  codes: readonly string[] | null | undefined,
  table: PackTable | null | undefined,
): PackDefinition[] {
  if (!codes || codes.length === 0) return [...(table ?? [])];
  const byCode = new Map((table ?? []).map((p) => [codeKey(p.code), p]));
  return codes.map((code) => {
    const known = byCode.get(codeKey(code));
    return known ? { ...known, code } : { code };
  });
}

/**
 * The terms of a country (001 §5): the table's entry for the country code (trimmed, compared
 * uppercased); [] when the table has none for it or there is no country; undefined when there
 * is no table at all (the device never received it), so a caller can keep what it has.
 */
export function countryTerms(
  table: TermsByCountryTable | null | undefined,
  country: string | null | undefined,
): TermInfo[] | undefined {
  if (!table) return undefined;
  const key = codeKey(country ?? '');
  if (key === '') return [];
  const entry = Object.entries(table).find(([k]) => codeKey(k) === key);
  return entry ? [...entry[1]] : [];
}
