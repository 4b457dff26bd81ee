// In-memory GET cache (spec 000 §9: up to 10000 entries, 1 hour maximum age). A Map keeps
// insertion order, so re-inserting on read makes it least-recently-used first.

export interface CacheOptions {
  readonly maxEntries: number;
  readonly maxAgeMs: number;
  readonly now?: () => number;
}

export class ResponseCache<T> {
  private readonly entries = new Map<string, { value: T; storedAt: number }>();
  private readonly options: CacheOptions;
  private readonly now: () => number;

  constructor(options: CacheOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt > this.options.maxAgeMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
