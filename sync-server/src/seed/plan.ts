// How much demo data a SEED_SCALE makes. Products grow linearly (1,000 per unit of scale, so
// SEED_SCALE=100 seeds 100,000 products for the benchmarks); everything else grows with the
// square root of the scale, so a big catalogue does not come with a million orders.

export const PRODUCTS_PER_SCALE = 1000;

export interface SeedPlan {
  readonly scale: number;
  readonly products: number;
  /** Library items per library type and status. */
  readonly libraryPerTypeStatus: number;
  /** Orders per order kind and status. */
  readonly ordersPerKindStatus: number;
  /** Samples per sample library. */
  readonly samplesPerLibrary: number;
  /** Regular assortments per owning demo user. */
  readonly assortmentsPerOwner: number;
  /** Internal assortments per channel, region and season. */
  readonly internalPerScope: number;
  /** Requesters without a demo account (the coordinators' other customers). */
  readonly extraRequesters: number;
}

/** @example seedPlan(1).products === 1000; seedPlan(100).products === 100_000 */
export function seedPlan(scale: number): SeedPlan {
  if (!(scale > 0) || !Number.isFinite(scale))
    throw new Error(`SEED_SCALE must be a positive number, got ${scale}`);
  const slow = Math.sqrt(scale);
  const grow = (base: number) => Math.max(1, Math.ceil(base * slow));
  return {
    scale,
    products: Math.max(12, Math.round(PRODUCTS_PER_SCALE * scale)),
    libraryPerTypeStatus: grow(4),
    ordersPerKindStatus: grow(3),
    samplesPerLibrary: grow(100),
    assortmentsPerOwner: grow(4),
    internalPerScope: grow(1),
    extraRequesters: Math.min(200, grow(8)),
  };
}
