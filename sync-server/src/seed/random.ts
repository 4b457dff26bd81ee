// Seeded randomness for the demo data: the same seed key always gives the same sequence, so a
// seed with the same inputs writes byte-identical documents. Each area (and each style of the
// product table) draws from its own stream, keyed by name, so adding data to one area never
// shifts another. Faker (names, companies, addresses) is reseeded from the same stream.
import { faker } from '@faker-js/faker/locale/en';

/** The fixed seed of the demo data; change it to get a different (still deterministic) set. */
export const DEMO_SEED = 20_250_304;

/** A 32-bit hash of a string (cyrb53 folded), to derive stream seeds from names. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2_654_435_761);
    h2 = Math.imul(h2 ^ ch, 1_597_334_677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2_246_822_507) ^ Math.imul(h2 ^ (h2 >>> 13), 3_266_489_909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2_246_822_507) ^ Math.imul(h1 ^ (h1 >>> 13), 3_266_489_909);
  return (h1 ^ h2) >>> 0;
}

/** A small fast PRNG (sfc32) with the helpers the generators need. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** @example const rng = new Random('orders') // or new Random(`style:${index}`) */
  constructor(key: string, seed: number = DEMO_SEED) {
    this.a = hashString(key, seed);
    this.b = hashString(key, seed + 1);
    this.c = hashString(key, seed + 2);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the items, by relative weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let at = this.next() * total;
    for (const [item, w] of items) {
      at -= w;
      if (at < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /** `count` distinct items (fewer when the list is shorter), in list order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const want = Math.min(count, items.length);
    while (chosen.size < want) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((x, y) => x - y).map((i) => items[i]!);
  }

  /** A price-like amount in minor units ending in 99 (or 00), between min and max major units. */
  retail(min: number, max: number): number {
    return this.int(min, max) * 100 + (this.chance(0.85) ? 99 : 0);
  }

  /** A version-4-shaped UUID from this stream (document ids). */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = (8 + this.int(0, 3)).toString(16);
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }

  /** Random digits, zero-padded, e.g. `digits(11)` for the body of a UPC. */
  digits(length: number): string {
    if (length > 9) return this.digits(length - 9) + this.digits(9);
    return String(Math.floor(this.next() * 10 ** length)).padStart(length, '0');
  }

  /**
   * The shared Faker instance, reseeded from this stream. Use it at once (synchronously):
   * the next caller reseeds it.
   */
  faker(): typeof faker {
    faker.seed(this.int(1, 2 ** 31 - 1));
    return faker;
  }
}

const DAY_MS = 86_400_000;

/** Instants and dates relative to the injected `now` (never the wall clock). */
export class Clock {
  readonly now: Date;
  constructor(now: Date) {
    this.now = now;
  }

  /** ISO instant `days` before now (fractions allowed), to the second. */
  ago(days: number): string {
    return new Date(Math.floor((this.now.getTime() - days * DAY_MS) / 1000) * 1000).toISOString();
  }

  private readonly days = new Map<number, string>();

  /** 'YYYY-MM-DD' `days` from today (negative: in the past); whole days are cached. */
  day(days: number): string {
    let text = this.days.get(days);
    if (text === undefined) {
      text = new Date(this.now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
      this.days.set(days, text);
    }
    return text;
  }

  get year(): number {
    return this.now.getUTCFullYear();
  }
}
