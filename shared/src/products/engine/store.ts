// The index's storage (decision 0034): each product gets a slot (its position in every
// column) for good; writing it again rewrites its slot, removing it clears its bits and marks
// the slot dead. Capacity doubles as products come, every column growing with it.
import { PRODUCT_TYPES, type ProductType } from '../../entities/common.ts';
import type { Product } from '../../entities/product.ts';
import { PRODUCT_SELECT_FIELDS, keywordFieldText } from '../fields.ts';
import { PRODUCT_SORTS, type ProductSort } from '../filter-bar.ts';
import { productSortValue } from '../sorts.ts';
import { Bitset } from './bitset.ts';
import { DayColumn, LocationColumns, MISSING_DAY, ValueSets, dayNumber } from './columns.ts';
import { IdIndex } from './id-index.ts';
import { KeywordIndex } from './keyword-index.ts';
import { SortIndex } from './sort-index.ts';

const SELECT_KEYS = Object.keys(PRODUCT_SELECT_FIELDS);

export class ProductStore {
  capacity = 1024;
  /** Slots handed out so far (live or dead); columns are scanned up to here. */
  end = 0;
  /** Product id per slot ('' once removed). */
  readonly ids: string[] = [];
  private readonly styles: string[] = [];
  private readonly slotOf = new Map<string, number>();
  readonly alive = new Bitset(this.capacity);
  readonly types = new Map<ProductType, Bitset>(
    PRODUCT_TYPES.map((t) => [t, new Bitset(this.capacity)]),
  );
  readonly selects = new Map<string, ValueSets>(
    SELECT_KEYS.map((k) => [k, new ValueSets(this.capacity)]),
  );
  /** Each select's sets with the accessor filling them (no look-up per product). */
  private readonly selectWriters = SELECT_KEYS.map(
    (k) =>
      [this.selects.get(k) ?? new ValueSets(0), PRODUCT_SELECT_FIELDS[k] ?? (() => [])] as const,
  );
  readonly dueDate = new DayColumn(this.capacity);
  readonly locations = new Map<string, LocationColumns>();
  readonly keywords = new KeywordIndex();
  readonly idIndex = new IdIndex();
  readonly sorts = new Map<ProductSort, SortIndex>(
    PRODUCT_SORTS.map((s) => [s, new SortIndex(s, this.ids)]),
  );
  /** Bumped on every change: cached filter results are only good for one version. */
  version = 0;

  get size(): number {
    return this.slotOf.size;
  }

  private grow(needed: number): void {
    if (needed <= this.capacity) return;
    let capacity = this.capacity;
    while (capacity < needed) capacity *= 2;
    this.capacity = capacity;
    this.alive.grow(capacity);
    for (const set of this.types.values()) set.grow(capacity);
    for (const sets of this.selects.values()) sets.grow(capacity);
    this.dueDate.grow(capacity);
    for (const columns of this.locations.values()) columns.grow(capacity);
  }

  /** Makes room for `more` new products at once (one allocation instead of doublings). */
  reserve(more: number): void {
    this.grow(this.end + more);
  }

  private location(code: string): LocationColumns {
    let columns = this.locations.get(code);
    if (!columns) {
      columns = new LocationColumns(code, this.capacity);
      this.locations.set(code, columns);
    }
    return columns;
  }

  /** Clears every bit and value of a live slot (before rewriting or removing it). */
  private clearSlot(slot: number): void {
    this.alive.clear(slot);
    for (const set of this.types.values()) set.clear(slot);
    for (const sets of this.selects.values()) sets.clearSlot(slot);
    this.dueDate.data[slot] = MISSING_DAY;
    for (const columns of this.locations.values()) columns.clearSlot(slot);
    this.idIndex.remove(slot, this.ids[slot] ?? '', this.styles[slot] ?? '');
  }

  write(p: Product): void {
    if (p._deleted) {
      this.remove(p.id);
      return;
    }
    this.version++;
    let slot = this.slotOf.get(p.id);
    const again = slot !== undefined;
    if (slot === undefined) {
      slot = this.end++;
      this.grow(this.end);
      this.slotOf.set(p.id, slot);
    } else this.clearSlot(slot);
    this.ids[slot] = p.id;
    this.styles[slot] = p.style;
    this.alive.set(slot);
    this.types.get(p.productType)?.set(slot);
    for (const [sets, read] of this.selectWriters)
      for (const value of read(p)) sets.add(value, slot);
    this.dueDate.data[slot] = dayNumber(p.dueDate);
    // `?? []`: stored JSON (the device catalogue) may lack the schema defaults.
    for (const row of p.locations ?? []) this.location(row.code).write(slot, row);
    this.idIndex.add(slot, p.id, p.style);
    this.keywords.write(
      slot,
      {
        name: keywordFieldText(p, 'name'),
        description: keywordFieldText(p, 'description'),
        outsole: keywordFieldText(p, 'outsole'),
        upper: keywordFieldText(p, 'upper'),
      },
      again,
    );
    for (const sort of this.sorts.values()) sort.write(slot, productSortValue(p, sort.sort));
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.version++;
    this.clearSlot(slot);
    this.slotOf.delete(id);
    this.ids[slot] = '';
    this.keywords.removeSlot(slot);
    for (const sort of this.sorts.values()) sort.write(slot, undefined);
  }

  bytes(): number {
    let total = this.alive.bytes() + this.dueDate.data.byteLength;
    for (const set of this.types.values()) total += set.bytes();
    for (const sets of this.selects.values()) total += sets.bytes();
    for (const columns of this.locations.values()) total += columns.bytes();
    for (const sort of this.sorts.values()) total += sort.bytes();
    // Slot arrays and the id map: the id strings themselves, counted once.
    for (const id of this.ids) total += id.length * 2 + 40;
    return total + this.keywords.bytes() + this.idIndex.bytes();
  }
}
