// Price span From/To (spec 000 §2 presets): typed in the location's major units, compared with
// the stored price in minor units (spec 000 §3 money; 2 decimals unless the location's currency
// says otherwise, §9). Prices are whole minor units, so From rounds up and To rounds down.
import type { NumberRange } from '../filters/values.ts';
import { currencyDecimals, type ProductQueryContext } from './context.ts';

/** Tolerance for binary fractions: 19.99 × 100 is 1998.9999999999998. */
const EPSILON = 1e-6;

export function priceBoundsMinor(
  range: NumberRange,
  ctx: ProductQueryContext,
  code: string,
): { readonly from: number; readonly to: number } {
  const scale = 10 ** currencyDecimals(ctx, code);
  return {
    from: range.from === undefined ? 0 : Math.ceil(range.from * scale - EPSILON),
    to: range.to === undefined ? Number.POSITIVE_INFINITY : Math.floor(range.to * scale + EPSILON),
  };
}
