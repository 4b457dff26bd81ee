// The catalogue products an order's lines name, as the server holds them (spec 001 §3 Order
// line `availability`, §9 availability window and location): what a REST add reads for the
// line's default size and availability, and what a submit checks unavailable lines against
// (decision 0073). Unprojected: the rule is the server's, not the caller's view.
import { tryStyleColorId } from '@portal/shared';
import { productMapping, type Doc, type Mapping } from '../db/mapping/index.ts';
import { loadByIds } from './documents.ts';
import type { Tx } from './policy.ts';

/** The products of these style/colours keyed by their id (`style_color`); unknown ones absent. */
export async function orderProducts(
  tx: Tx,
  refs: readonly { readonly style?: unknown; readonly color?: unknown }[],
): Promise<Map<string, Doc>> {
  const ids = new Set<string>();
  for (const ref of refs) {
    if (typeof ref.style !== 'string' || typeof ref.color !== 'string') continue;
    for (const id of [
      tryStyleColorId(ref.style, ref.color),
      tryStyleColorId(ref.style.toUpperCase(), ref.color.toUpperCase()),
    ]) {
      if (id) ids.add(id);
    }
  }
  const docs = await loadByIds(tx, productMapping as unknown as Mapping<Doc>, [...ids]);
  return new Map(docs.filter((d) => d._deleted !== true).map((d) => [String(d.id), d]));
}

/** The product of a line, case-blind on style and colour. */
export function productOf(
  products: ReadonlyMap<string, Doc>,
  style: unknown,
  color: unknown,
): Doc | undefined {
  if (typeof style !== 'string' || typeof color !== 'string') return undefined;
  const exact = tryStyleColorId(style, color);
  const upper = tryStyleColorId(style.toUpperCase(), color.toUpperCase());
  return (exact && products.get(exact)) ?? (upper ? products.get(upper) : undefined);
}
