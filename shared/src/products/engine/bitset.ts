// A fixed-capacity set of product slots, one bit each (32 per word): the unit every filter of
// the index computes and combines (decision 0034). 100,000 products make 12.5 KB a set, and an
// AND over them is 3,125 word operations.

function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export class Bitset {
  words: Uint32Array;

  constructor(capacity: number) {
    this.words = new Uint32Array(Math.ceil(capacity / 32));
  }

  /** Slots this set can hold. */
  get capacity(): number {
    return this.words.length * 32;
  }

  /** Makes room for `capacity` slots, keeping the members. */
  grow(capacity: number): void {
    const size = Math.ceil(capacity / 32);
    if (size <= this.words.length) return;
    const words = new Uint32Array(size);
    words.set(this.words);
    this.words = words;
  }

  has(slot: number): boolean {
    return ((this.words[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
  }

  set(slot: number): void {
    const i = slot >>> 5;
    this.words[i] = (this.words[i] ?? 0) | (1 << (slot & 31));
  }

  clear(slot: number): void {
    const i = slot >>> 5;
    this.words[i] = (this.words[i] ?? 0) & ~(1 << (slot & 31));
  }

  clone(): Bitset {
    const copy = new Bitset(0);
    copy.words = this.words.slice();
    return copy;
  }

  /** this ∧= other (slots past other's capacity drop out). */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i] = (a[i] ?? 0) & (b[i] ?? 0);
    a.fill(0, n);
    return this;
  }

  /** this ∨= other. */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i] = (a[i] ?? 0) | (b[i] ?? 0);
    return this;
  }

  count(): number {
    let total = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      const w = a[i] ?? 0;
      if (w !== 0) total += popcount32(w);
    }
    return total;
  }

  /** |this ∧ other| without building the intersection (facet counts). */
  countAnd(other: Bitset): number {
    let total = 0;
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const w = (a[i] ?? 0) & (b[i] ?? 0);
      if (w !== 0) total += popcount32(w);
    }
    return total;
  }

  /** The members in ascending order. */
  slots(): number[] {
    const out: number[] = [];
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let w = a[i] ?? 0;
      while (w !== 0) {
        const low = w & -w;
        out.push(i * 32 + 31 - Math.clz32(low));
        w ^= low;
      }
    }
    return out;
  }

  bytes(): number {
    return this.words.byteLength;
  }
}
