// The index's columns (decision 0034): a dictionary of value → set of slots for selects
// (a multi-valued field sets one bit per value), day numbers and amounts in typed arrays for
// the ranges (presets, price), one block of columns per location code for the location rows.
import type { ProductLocation } from '../../entities/product.ts';
import { Bitset } from './bitset.ts';

/** A missing day or amount (never inside a window). */
export const MISSING_DAY = -2147483648;

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;

/**
 * YYYY-MM-DD → days since 1970-01-01 (ISO days compare as their day numbers do), by the civil
 * calendar arithmetic of Howard Hinnant's days_from_civil: no Date object per value, as the
 * index reads two or three dates per product.
 */
export function dayNumber(iso: string | undefined): number {
  if (iso === undefined || iso.length < 10) return MISSING_DAY;
  let y = digit(iso, 0) * 1000 + digit(iso, 1) * 100 + digit(iso, 2) * 10 + digit(iso, 3);
  const m = digit(iso, 5) * 10 + digit(iso, 6);
  const d = digit(iso, 8) * 10 + digit(iso, 9);
  if (!(y >= 0 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) return MISSING_DAY;
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * Sets the bit of each slot below `end` whose value is in [from, to], a word at a time (the
 * hot loop of every preset and price window: 100,000 values in well under a millisecond).
 */
function scanInto(
  words: Uint32Array,
  data: Int32Array | Float64Array,
  from: number,
  to: number,
  end: number,
): void {
  for (let w = 0, base = 0; base < end; w++, base += 32) {
    const stop = Math.min(32, end - base);
    let bits = 0;
    for (let b = 0; b < stop; b++) {
      const v = data[base + b] ?? Number.NaN;
      if (v >= from && v <= to) bits |= 1 << b;
    }
    words[w] = bits;
  }
}

/** One select field: each value and the slots holding it. */
export class ValueSets {
  readonly sets = new Map<string, Bitset>();

  private capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  add(value: string, slot: number): void {
    let set = this.sets.get(value);
    if (!set) {
      set = new Bitset(this.capacity);
      this.sets.set(value, set);
    }
    set.set(slot);
  }

  /** Takes a slot out of every value (before it is written again). */
  clearSlot(slot: number): void {
    for (const set of this.sets.values()) set.clear(slot);
  }

  /** The slots holding any of the values. */
  union(values: readonly string[]): Bitset {
    const out = new Bitset(this.capacity);
    for (const value of values) {
      const set = this.sets.get(value);
      if (set) out.or(set);
    }
    return out;
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    for (const set of this.sets.values()) set.grow(capacity);
  }

  bytes(): number {
    let total = 0;
    for (const [value, set] of this.sets) total += set.bytes() + value.length * 2 + 64;
    return total;
  }
}

/** Whole numbers per slot (day numbers). */
export class DayColumn {
  data: Int32Array;
  constructor(capacity: number) {
    this.data = new Int32Array(capacity).fill(MISSING_DAY);
  }
  grow(capacity: number): void {
    if (capacity <= this.data.length) return;
    const data = new Int32Array(capacity).fill(MISSING_DAY);
    data.set(this.data);
    this.data = data;
  }
  /** Slots below `end` whose day is in [from, to] (a missing day never is). */
  within(from: number, to: number, end: number): Bitset {
    const out = new Bitset(this.data.length);
    scanInto(out.words, this.data, Math.max(from, MISSING_DAY + 1), to, end);
    return out;
  }
}

/** Amounts per slot (money in minor units; NaN when missing). */
export class AmountColumn {
  data: Float64Array;
  constructor(capacity: number) {
    this.data = new Float64Array(capacity).fill(Number.NaN);
  }
  grow(capacity: number): void {
    if (capacity <= this.data.length) return;
    const data = new Float64Array(capacity).fill(Number.NaN);
    data.set(this.data);
    this.data = data;
  }
  /** Slots below `end` whose amount is in [from, to] (NaN never is). */
  within(from: number, to: number, end: number): Bitset {
    const out = new Bitset(this.data.length);
    scanInto(out.words, this.data, from, to, end);
    return out;
  }
}

/** The rows of one location code: who has one, line status, sizes in stock, dates, prices. */
export class LocationColumns {
  readonly rows: Bitset;
  readonly lineStatus: ValueSets;
  /** Upper-cased sizes with inventory (spec 000 §5 size filter). */
  readonly sizes: ValueSets;
  readonly firstAvail: DayColumn;
  readonly lastProd: DayColumn;
  readonly wholesale: AmountColumn;
  readonly retail: AmountColumn;

  readonly code: string;

  constructor(code: string, capacity: number) {
    this.code = code;
    this.rows = new Bitset(capacity);
    this.lineStatus = new ValueSets(capacity);
    this.sizes = new ValueSets(capacity);
    this.firstAvail = new DayColumn(capacity);
    this.lastProd = new DayColumn(capacity);
    this.wholesale = new AmountColumn(capacity);
    this.retail = new AmountColumn(capacity);
  }

  write(slot: number, row: ProductLocation): void {
    this.rows.set(slot);
    if (row.lineStatus !== undefined) this.lineStatus.add(row.lineStatus, slot);
    for (const a of row.availability ?? [])
      if (a.inventory > 0) this.sizes.add(a.size.toUpperCase(), slot);
    this.firstAvail.data[slot] = dayNumber(row.firstAvailDate);
    this.lastProd.data[slot] = dayNumber(row.lastProdDate);
    this.wholesale.data[slot] = row.wholesalePrice ?? Number.NaN;
    this.retail.data[slot] = row.suggestedRetail ?? Number.NaN;
  }

  clearSlot(slot: number): void {
    if (!this.rows.has(slot)) return;
    this.rows.clear(slot);
    this.lineStatus.clearSlot(slot);
    this.sizes.clearSlot(slot);
    this.firstAvail.data[slot] = MISSING_DAY;
    this.lastProd.data[slot] = MISSING_DAY;
    this.wholesale.data[slot] = Number.NaN;
    this.retail.data[slot] = Number.NaN;
  }

  grow(capacity: number): void {
    this.rows.grow(capacity);
    this.lineStatus.grow(capacity);
    this.sizes.grow(capacity);
    this.firstAvail.grow(capacity);
    this.lastProd.grow(capacity);
    this.wholesale.grow(capacity);
    this.retail.grow(capacity);
  }

  bytes(): number {
    return (
      this.rows.bytes() +
      this.lineStatus.bytes() +
      this.sizes.bytes() +
      this.firstAvail.data.byteLength +
      this.lastProd.data.byteLength +
      this.wholesale.data.byteLength +
      this.retail.data.byteLength
    );
  }
}
