// Writes the demo accounts through the auth engineer's createUser. Every account with a
// password shares one (DEMO_PASSWORD), so it is hashed once and set on all of them: forty
// scrypt runs would cost seconds of the start-up budget for the same result.
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { createUser } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { DEMO_PASSWORD, SEED_ACCOUNTS } from './accounts.ts';

export async function seedUsers(db: Database, now: Date): Promise<void> {
  const hash = hashPassword(DEMO_PASSWORD);
  for (const a of SEED_ACCOUNTS) {
    await createUser(db, {
      id: a.id,
      email: a.email,
      name: a.name,
      lastName: a.lastName,
      userCode: a.userCode,
      status: a.status,
      userActiveLocation: a.userActiveLocation,
      permissions: a.permissions,
      userTBEs: a.userTBEs,
      ...(a.wof ? { wof: { ...a.wof } } : {}),
      ...(a.conferenceGroups ? { conferenceGroups: a.conferenceGroups } : {}),
      ...(a.accessReason ? { accessReason: a.accessReason } : {}),
      now,
    });
  }
  const withPassword = SEED_ACCOUNTS.filter((a) => a.password === DEMO_PASSWORD).map((a) => a.id);
  await db
    .update(users)
    .set({ passwordHash: await hash })
    .where(inArray(users.id, withPassword));
}
