// Where import validation finds products. The device database (RxDB) serves it in the app so
// validation works offline; the server serves it from Postgres; tests and benchmarks use the
// in-memory implementation over real fixture data.
import { styleColorKey, type ImportProduct } from '@portal/shared';

export interface ProductLookup {
  /** Products by styleColorKey; keys with no product are simply absent. */
  findByStyleColors(keys: readonly string[]): Promise<ReadonlyMap<string, ImportProduct>>;
}

export class InMemoryProductLookup implements ProductLookup {
  readonly #byKey: Map<string, ImportProduct>;

  constructor(products: Iterable<ImportProduct>) {
    this.#byKey = new Map();
    for (const p of products) this.#byKey.set(styleColorKey(p.style, p.color), p);
  }

  async findByStyleColors(keys: readonly string[]): Promise<ReadonlyMap<string, ImportProduct>> {
    const found = new Map<string, ImportProduct>();
    for (const key of keys) {
      const product = this.#byKey.get(key);
      if (product !== undefined) found.set(key, product);
    }
    return found;
  }
}
