// Accounts: creating users (tests and the demo-data generator use createUser) and the shape
// the REST catalogue answers (no hashes, no codes).
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Permission, UserTBE } from '@portal/shared';
import type { SessionUser } from '@portal/shared';
import type { Database } from '../db/client.ts';
import { users, type UserStatus } from '../db/schema/index.ts';
import { hashPassword } from './password.ts';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  readonly email: string;
  readonly name: string;
  readonly lastName?: string;
  /** Generated (U + 8 hex digits) when absent. */
  readonly userCode?: string;
  /** Plain password, hashed here with scrypt; absent for accounts that have none yet. */
  readonly password?: string;
  /** Default 'active'. */
  readonly status?: UserStatus;
  readonly strategy?: 'local' | 'corporate';
  readonly userActiveLocation?: string;
  readonly permissions?: readonly Permission[];
  readonly userTBEs?: readonly UserTBE[];
  readonly wof?: UserRow['wof'];
  readonly departmentAccess?: readonly string[];
  readonly conferenceGroups?: readonly string[];
  readonly accessReason?: string;
  readonly id?: string;
  /** Creation time; default now. */
  readonly now?: Date;
}

export function generateUserCode(): string {
  return `U${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * Inserts a user and returns the stored row.
 *
 * @example await createUser(db, { email: 'ann@example.com', name: 'Ann', password: 'secret-pass' })
 */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  const now = input.now ?? new Date();
  const [row] = await db
    .insert(users)
    .values({
      id: input.id ?? randomUUID(),
      email: input.email.trim(),
      name: input.name,
      lastName: input.lastName ?? '',
      userCode: input.userCode ?? generateUserCode(),
      passwordHash: input.password === undefined ? null : await hashPassword(input.password),
      status: input.status ?? 'active',
      strategy: input.strategy ?? 'local',
      userActiveLocation: input.userActiveLocation ?? 'US',
      permissions: [...(input.permissions ?? [])],
      userTBEs: [...(input.userTBEs ?? [])],
      wof: input.wof ?? {},
      departmentAccess: [...(input.departmentAccess ?? [])],
      conferenceGroups: [...(input.conferenceGroups ?? [])],
      accessReason: input.accessReason ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** Case-insensitive lookup (the unique index is on lower(email)). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** The user as GET/POST /api/users/session answer it. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    lastName: row.lastName,
    userCode: row.userCode,
    status: row.status,
    strategy: row.strategy,
    userActiveLocation: row.userActiveLocation,
    departmentAccess: row.departmentAccess,
    permissions: row.permissions.map((p) => ({
      permission: p.permission,
      role: p.role,
      ...(p.infoKinds ? { infoKinds: { ...p.infoKinds } } : {}),
    })),
    userTBEs: row.userTBEs.map((tbe) => ({
      territory: tbe.territory,
      businessEntity: tbe.businessEntity,
      locations: tbe.locations.map((loc) => ({
        key: loc.key,
        ...(loc.colorFilters
          ? {
              colorFilters: { ...(loc.colorFilters.POP ? { POP: [...loc.colorFilters.POP] } : {}) },
            }
          : {}),
      })),
    })),
    wof: row.wof,
    conferenceGroups: row.conferenceGroups,
  };
}
