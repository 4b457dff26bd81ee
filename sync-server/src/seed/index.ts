// Demo data entry point. Deterministic (fixed seed); SEED_SCALE grows it.
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.portal',
    password: 'demo-admin',
    description: 'administrator (all permissions, ADMIN territory)',
  },
];

export interface SeedOptions {
  readonly scale: number;
  readonly now: Date;
}

/** Seeds only an empty database; returns whether it seeded. */
export async function seedIfEmpty(db: Database, opts: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if (row && row.n > 0) return false;
  await seedDemoData(db, opts);
  return true;
}

export async function seedDemoData(db: Database, _opts: SeedOptions): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      id: randomUUID(),
      email: account.email,
      name: 'Demo',
      lastName: 'Admin',
      userCode: 'ADMIN01',
      passwordHash: await hashPassword(account.password),
      status: 'active',
      permissions: [],
      userTBEs: [{ territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] }],
    });
  }
}
