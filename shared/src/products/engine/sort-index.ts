// The sort orders of the index (decision 0034): per sort, the live slots in order and each
// slot's rank, built once with the reference's sort keys (../sorts.ts). A write marks the
// slot; the next read takes marked slots out, sorts them alone and merges them back — one pass
// over the order, not a new sort of 100,000 products.
import type { ProductSort } from '../filter-bar.ts';
import { Bitset } from './bitset.ts';

export class SortIndex {
  /** Each slot's sort value; undefined once removed. */
  private readonly values: (number | string | undefined)[] = [];
  private order = new Int32Array(0);
  rank = new Int32Array(0);
  /** Slots written since the last `ordered()`: listed once, marked for the merge. */
  private pending: number[] = [];
  private marked = new Bitset(0);

  readonly sort: ProductSort;
  /** The store's product id per slot (the tie-breaker), shared, not copied. */
  private readonly ids: readonly string[];

  constructor(sort: ProductSort, ids: readonly string[]) {
    this.sort = sort;
    this.ids = ids;
  }

  /** Sets a slot's value (undefined: removed); applied at the next `ordered()`. */
  write(slot: number, value: number | string | undefined): void {
    this.values[slot] = value;
    if (this.marked.capacity <= slot)
      this.marked.grow(Math.max(slot + 1, this.marked.capacity * 2));
    if (this.marked.has(slot)) return;
    this.marked.set(slot);
    this.pending.push(slot);
  }

  /**
   * compareSortValues (../sorts.ts) inlined for the hot sort: the primary value (Newest
   * descending, the others ascending), then the id. The property test holds them equal.
   */
  private compare = (a: number, b: number): number => {
    const va = this.values[a] ?? 0;
    const vb = this.values[b] ?? 0;
    if (va !== vb) return va < vb === (this.sort === 'newest') ? 1 : -1;
    const ia = this.ids[a] ?? '';
    const ib = this.ids[b] ?? '';
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  };

  /** The live slots in sort order (the same array until the next write). */
  ordered(): Int32Array {
    if (this.pending.length === 0) return this.order;
    const incoming = this.pending.filter((s) => this.values[s] !== undefined).sort(this.compare);
    const merged = new Int32Array(
      this.order.length - this.countPendingIn(this.order) + incoming.length,
    );
    let i = 0;
    let j = 0;
    let k = 0;
    const old = this.order;
    while (i < old.length || j < incoming.length) {
      const a = old[i];
      if (a !== undefined && this.marked.has(a)) {
        i++;
        continue;
      }
      const b = incoming[j];
      if (a !== undefined && (b === undefined || this.compare(a, b) <= 0)) {
        merged[k++] = a;
        i++;
      } else if (b !== undefined) {
        merged[k++] = b;
        j++;
      }
    }
    this.order = merged;
    if (this.rank.length < this.values.length) this.rank = new Int32Array(this.values.length);
    for (let r = 0; r < merged.length; r++) this.rank[merged[r] ?? 0] = r;
    this.pending = [];
    this.marked = new Bitset(this.marked.capacity);
    return merged;
  }

  private countPendingIn(order: Int32Array): number {
    let n = 0;
    for (let i = 0; i < order.length; i++) if (this.marked.has(order[i] ?? 0)) n++;
    return n;
  }

  /** One page of a result in this order: walks the order, or sorts a small result by rank. */
  page(result: Bitset, total: number, offset: number, limit: number): number[] {
    const order = this.ordered();
    const end = Math.min(total, offset + limit);
    if (offset >= end) return [];
    if (total * 32 < order.length) {
      const rank = this.rank;
      return result
        .slots()
        .sort((a, b) => (rank[a] ?? 0) - (rank[b] ?? 0))
        .slice(offset, end);
    }
    const out: number[] = [];
    let seen = 0;
    for (let i = 0; i < order.length && seen < end; i++) {
      const slot = order[i] ?? 0;
      if (!result.has(slot)) continue;
      if (seen >= offset) out.push(slot);
      seen++;
    }
    return out;
  }

  bytes(): number {
    let valueBytes = 0;
    for (const value of this.values)
      valueBytes += typeof value === 'string' ? 8 + 24 + value.length * 2 : 8;
    return this.order.byteLength + this.rank.byteLength + valueBytes;
  }
}
