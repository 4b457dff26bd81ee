// Assortment pricing (spec 000 §3 Definitions, §4 "Discount and net cost", §5 grid cells):
// net cost is cost minus discount amount; changing a discount (percentage or amount) or the net
// cost recalculates the other two; changing markup sets net cost to suggested retail × (1 −
// markup) and needs a suggested retail. Money is in minor units (integers, 001 §9), percentages
// 0–100 with 2 decimals like the stored fields. One edit yields every dependent field at once,
// so the screen writes them together; its 300 ms loop guard (`createLoopGuard`) only stops the
// grid's own change events from re-entering. The cell rule already clears an out-of-range
// percentage typed into the cell (cells/rules.ts); here the same range is checked for a
// percentage that another edit implies.
import { DISCOUNT_PERCENT, PERCENT_DECIMALS } from '../constants.ts';

export interface PriceFields {
  readonly cost?: number;
  readonly suggestedRetail?: number;
  readonly discountPercent?: number;
  readonly discountAmount?: number;
  readonly netCost?: number;
}

export type PricingField = 'discountPercent' | 'discountAmount' | 'netCost' | 'initialMarkup';

/** The fields an edit writes; `null` clears a field. */
export type PriceChanges = {
  -readonly [K in 'discountPercent' | 'discountAmount' | 'netCost']?: number | null;
};

export type PricingOutcome =
  | { readonly ok: true; readonly changes: PriceChanges }
  | {
      readonly ok: false;
      /** discountPercentRange: 'Discount Percentage must be between 0-100' (000 §5, §8). */
      readonly reason: 'discountPercentRange' | 'markupNeedsRetail';
      /** What the refused edit still writes: the spec clears the percentage cell. */
      readonly changes: PriceChanges;
    };

const round2 = (n: number) => {
  const f = 10 ** PERCENT_DECIMALS;
  return Math.round(n * f) / f;
};
const inRange = (pct: number) =>
  Number.isFinite(pct) && pct >= DISCOUNT_PERCENT.min && pct <= DISCOUNT_PERCENT.max;
const rangeRefusal: PricingOutcome = {
  ok: false,
  reason: 'discountPercentRange',
  changes: { discountPercent: null },
};

/** From a discount amount: percentage and net cost (cost known and above 0). */
function fromAmount(cost: number, amount: number): PricingOutcome {
  const pct = round2((amount / cost) * 100);
  if (amount < 0 || !inRange(pct)) return rangeRefusal;
  return {
    ok: true,
    changes: { discountAmount: amount, discountPercent: pct, netCost: cost - amount },
  };
}

/**
 * The dependent fields after `field` was set to `value` on `row` (`null` clears it). Without a
 * cost only the edited field is written: there is nothing to derive the others from.
 */
export function applyPricingEdit(
  row: PriceFields,
  field: PricingField,
  value: number | null,
): PricingOutcome {
  const cost = row.cost !== undefined && row.cost > 0 ? row.cost : undefined;
  switch (field) {
    case 'discountPercent': {
      if (value === null)
        return {
          ok: true,
          changes: { discountPercent: null, discountAmount: null, netCost: cost ?? null },
        };
      if (!inRange(value)) return rangeRefusal;
      const pct = round2(value);
      if (cost === undefined) return { ok: true, changes: { discountPercent: pct } };
      const amount = Math.round((cost * pct) / 100);
      return {
        ok: true,
        changes: { discountPercent: pct, discountAmount: amount, netCost: cost - amount },
      };
    }
    case 'discountAmount': {
      if (value === null)
        return {
          ok: true,
          changes: { discountAmount: null, discountPercent: null, netCost: cost ?? null },
        };
      if (cost === undefined) return { ok: true, changes: { discountAmount: Math.round(value) } };
      return fromAmount(cost, Math.round(value));
    }
    case 'netCost': {
      if (value === null)
        return {
          ok: true,
          changes: { netCost: null, discountAmount: null, discountPercent: null },
        };
      if (cost === undefined) return { ok: true, changes: { netCost: Math.round(value) } };
      return fromAmount(cost, cost - Math.round(value));
    }
    case 'initialMarkup': {
      // 000 §5: "Markup edit requires a suggested retail price, otherwise rejected."
      const retail = row.suggestedRetail;
      if (retail === undefined || retail <= 0)
        return { ok: false, reason: 'markupNeedsRetail', changes: {} };
      if (value === null || !inRange(value))
        return { ok: false, reason: 'discountPercentRange', changes: {} };
      const net = Math.round(retail * (1 - value / 100));
      if (cost === undefined) return { ok: true, changes: { netCost: net } };
      const out = fromAmount(cost, cost - net);
      // A refused markup leaves the row as it was: only a typed percentage clears its cell.
      return out.ok ? out : { ok: false, reason: 'discountPercentRange', changes: {} };
    }
  }
}

/**
 * 000 §4: the recalculation is "guarded against loops for 300 ms": after the screen writes an
 * edit's dependent fields, change events of those fields within the window are its own echo,
 * not a user's edit, and must not recalculate again.
 */
export function createLoopGuard(windowMs: number, now: () => number) {
  const until = new Map<string, number>();
  return {
    /** Marks the row's fields just written by a recalculation. */
    wrote(rowId: string, fields: readonly string[]): void {
      for (const f of fields) until.set(`${rowId}\u0000${f}`, now() + windowMs);
    },
    /** Whether a change of the row's field is the echo of a recalculation. */
    isEcho(rowId: string, field: string): boolean {
      const key = `${rowId}\u0000${field}`;
      const end = until.get(key);
      if (end === undefined) return false;
      if (now() > end) {
        until.delete(key);
        return false;
      }
      return true;
    },
  };
}
