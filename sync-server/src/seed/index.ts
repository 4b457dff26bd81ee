// Demo data entry point (main.ts calls seedIfEmpty on start). Deterministic: a fixed seed
// (random.ts) and the injected `now` give byte-identical documents; SEED_SCALE grows it
// (plan.ts). Documents are written whole (parent and child rows) through the mapping layer,
// in chunks. Map of the folder: CONTEXT.md.
import { styleColorId, type ProductInput } from '@portal/shared';
import { count, sql } from 'drizzle-orm';
import type { BlobStore } from '../blobs/store.ts';
import type { Database } from '../db/client.ts';
import {
  announcementMapping,
  assortmentMapping,
  collectionMapping,
  coordinatorAssignmentMapping,
  libraryItemMapping,
  notificationMapping,
  orderMapping,
  productMapping,
  sampleInventoryMapping,
  saveDocuments,
  seasonMapping,
  type Mapping,
} from '../db/mapping/index.ts';
import { options, users } from '../db/schema/index.ts';
import { PRINTED_ACCOUNTS, accountFor, shownPassword } from './accounts.ts';
import { generateDemoData, productChunks } from './generate.ts';
import { withCatalogueStock } from './order-lines.ts';
import { seedImages } from './images.ts';
import { seedOptions } from './options.ts';
import { seedPlan } from './plan.ts';
import { Clock, DEMO_SEED } from './random.ts';
import { buildStyleTable } from './styles.ts';
import { seedUsers } from './users.ts';

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly description: string;
}

/** The key demo accounts `npm start` prints; the README block lists all of them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = PRINTED_ACCOUNTS.map((local) => {
  const a = accountFor(local);
  return { email: a.email, password: shownPassword(a), description: a.description };
});

export interface SeedOptions {
  readonly scale: number;
  readonly now: Date;
}

/** Seeds only an empty database (no users yet); returns whether it seeded. */
export async function seedIfEmpty(
  db: Database,
  opts: SeedOptions,
  blobs?: BlobStore,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if (row && row.n > 0) return false;
  await seedDemoData(db, opts, blobs);
  return true;
}

/**
 * Documents per saveDocuments call (one transaction, rows in multi-row inserts). Smaller
 * statements build faster in Drizzle than the largest the parameter limit allows (measured).
 */
const CHUNK = 250;

async function saveAll<D>(db: Database, mapping: Mapping<D>, docs: readonly unknown[]) {
  for (let i = 0; i < docs.length; i += CHUNK)
    await saveDocuments(db, mapping, docs.slice(i, i + CHUNK) as D[]);
}

/**
 * Writes the demo data: accounts, options, products, library items, seasons, assortments and
 * collections, orders with coordinator assignments and notifications, sample inventory and
 * announcements. With a blob store, the generated images go there too (in parallel).
 */
export async function seedDemoData(
  db: Database,
  opts: SeedOptions,
  blobs?: BlobStore,
): Promise<void> {
  const clock = new Clock(opts.now);
  const plan = seedPlan(opts.scale);
  const images = blobs ? seedImages(blobs) : Promise.resolve(null);
  // Awaited at the end; a failure still surfaces there, never as an unhandled rejection.
  images.catch(() => undefined);

  await seedUsers(db, opts.now);
  await seedOptions(db, opts.now);
  const styles = buildStyleTable(plan.products, clock);
  const data = generateDemoData(styles, plan, clock);
  // The sample and promo lines' stock comes from the products as saved (withCatalogueStock).
  const named = new Set<string>(
    data.orders.flatMap((o) =>
      o.type === 'wholesale' ? [] : (o.lines ?? []).map((l) => styleColorId(l.style, l.color)),
    ),
  );
  const stocked = new Map<string, ProductInput>();
  for (const chunk of productChunks(styles, clock)) {
    for (const product of chunk) if (named.has(product.id)) stocked.set(product.id, product);
    await saveAll(db, productMapping, chunk);
  }
  withCatalogueStock(data.orders, stocked, clock.day(0));
  await saveAll(db, libraryItemMapping, data.library);
  await saveAll(db, seasonMapping, data.seasons);
  await saveAll(db, assortmentMapping, data.assortments);
  await saveAll(db, collectionMapping, data.collections);
  await saveAll(db, coordinatorAssignmentMapping, data.coordinatorAssignments);
  await saveAll(db, orderMapping, data.orders);
  await saveAll(db, notificationMapping, data.notifications);
  await saveAll(db, sampleInventoryMapping, data.samples);
  await saveAll(db, announcementMapping, data.announcements);
  // Order numbers were given explicitly: the sequence continues after the last one.
  const last = Math.max(...data.orders.map((o) => o.orderNumber ?? 0));
  await db.execute(sql`select setval('order_number_seq', ${last})`);
  await db.insert(options).values({
    name: 'demoData',
    data: {
      seed: DEMO_SEED,
      scale: plan.scale,
      products: plan.products,
      seededAt: opts.now.toISOString(),
    },
    updatedAt: opts.now,
  });
  // The planner's statistics for what was just loaded: without them Postgres reads the pull's
  // first pages by scanning and sorting the whole table, and PGlite never gathers them itself
  // (it runs no autovacuum).
  await db.execute(sql`analyze`);
  await images;
}

export { SEED_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
/** Renders the generated images into a store; cheap when they are there (one head per set), so
 * main.ts may call it on every start to restore images to a database seeded without them. */
export { seedImages } from './images.ts';
export { seedPlan } from './plan.ts';
