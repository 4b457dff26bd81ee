// spec 001 §3 "Order quantity choices: 1 to 9", §5 Order lines ('Inventory' disabled without
// availability for the size; discount 0–100), Pack code, Wholesale dates: the field rules of one
// order line as a write changes it. The device's cells apply them as they are typed; the
// server's orders policy checks every sync push and REST write with this (decision 0073). Only
// the fields the write changes are judged, so a line stored before a rule (or dated a while
// ago) can still be edited elsewhere. Pure: `today` is passed in.
import type { OrderKind } from './enums.ts';
import { isOrderQuantity } from './order-line-add.ts';
import { checkWholesaleDates } from './wholesale-dates.ts';
import { checkDiscount, inventorySourceAllowed, type SizeAvailability } from './wholesale-lines.ts';
import { checkPackCode } from './wholesale-pack-codes.ts';

/** The fields of a line the rules read. */
export interface RuleLine {
  readonly quantity?: number | undefined;
  readonly source?: string | undefined;
  readonly size?: string | undefined;
  readonly availability?: readonly SizeAvailability[] | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly discount?: number | undefined;
  readonly packCode?: string | undefined;
  readonly sizes?: Readonly<Record<string, number>> | undefined;
}

export interface LineRuleContext {
  readonly kind: OrderKind;
  /** Today, YYYY-MM-DD (the date limits count from it). */
  readonly today: string;
  /** The order's pack codes (001 §3 `packCodes`); a code outside them cannot be used. */
  readonly packCodes?: readonly string[] | undefined;
}

export type LineRule = 'quantity' | 'inventorySource' | 'dates' | 'discount' | 'packCode';

export interface LineRuleProblem {
  readonly rule: LineRule;
  /** English text (the spec's words where it has them). */
  readonly message: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The rules the change from `before` (absent for a new line) to `line` breaks:
 * - sample and promo: quantity 1 to 9; source 'Inventory' only with availability for the size;
 * - wholesale: start and end dates (invalid, 1 week past, 1 year ahead, end before start) of
 *   the date fields set; discount 0–100; a pack code the check clears (not one of the order's,
 *   A–L, not a letter — a kept code with a quantity warning is the user's to fix).
 *
 * @example lineRuleProblems(undefined, { quantity: 12 }, { kind: 'sample', today })
 *   // [{ rule: 'quantity', message: 'Quantity must be 1 to 9' }]
 */
export function lineRuleProblems(
  before: RuleLine | undefined,
  line: RuleLine,
  ctx: LineRuleContext,
): LineRuleProblem[] {
  const changed = (...fields: (keyof RuleLine)[]) =>
    !before || fields.some((f) => !same(before[f], line[f]));
  const problems: LineRuleProblem[] = [];
  if (ctx.kind !== 'wholesale') {
    if (present(line.quantity) && changed('quantity') && !isOrderQuantity(line.quantity)) {
      problems.push({ rule: 'quantity', message: 'Quantity must be 1 to 9' });
    }
    if (
      line.source === 'Inventory' &&
      changed('source', 'size', 'availability') &&
      !inventorySourceAllowed(line.availability, line.size)
    ) {
      problems.push({
        rule: 'inventorySource',
        message: `Source 'Inventory' needs availability for size ${line.size ?? '(none)'}`,
      });
    }
    return problems;
  }
  if ((present(line.startDate) || present(line.endDate)) && changed('startDate', 'endDate')) {
    const dates = checkWholesaleDates({
      start: line.startDate,
      end: line.endDate,
      today: ctx.today,
    });
    for (const p of dates.problems) {
      // Judge the date fields this write sets: an absent one is not there yet, an old one is not
      // this write's; end before start is judged whenever either changes.
      const field = p.field === 'startDate' ? line.startDate : line.endDate;
      if (p.rule !== 'endBeforeStart' && (!present(field) || !changed(p.field))) continue;
      problems.push({ rule: 'dates', message: p.message.text });
    }
  }
  if (present(line.discount) && changed('discount')) {
    const discount = checkDiscount(line.discount);
    if (!discount.ok) problems.push({ rule: 'discount', message: discount.message.text });
  }
  if (present(line.packCode) && changed('packCode')) {
    // An order naming no codes offers the company's packs (decision 0075), which the policy
    // does not read: there only the letter rules can refuse (A–L, not a letter).
    const codes = ctx.packCodes?.length ? ctx.packCodes : [line.packCode ?? ''];
    const packs = codes.map((code) => ({ code }));
    const pack = checkPackCode(line.packCode, line.sizes, packs);
    if (pack.outcome === 'cleared') {
      problems.push({ rule: 'packCode', message: `${pack.title.text}: ${pack.message.text}` });
    }
  }
  return problems;
}
