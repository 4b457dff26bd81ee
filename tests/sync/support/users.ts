// Users for the replication tests, created with the server's own account code (no seed data).
import type { Permission, PermissionUser, UserTBE } from '@portal/shared';
import { createUser } from '../../../sync-server/src/auth/users.ts';
import type { TestServer } from '../../../sync-server/src/test/harness.ts';
import { DeviceSession } from './session.ts';

export const PASSWORD = 'sync test password';
let counter = 0;

export interface TestUser {
  readonly id: string;
  readonly email: string;
  readonly userCode: string;
  readonly session: DeviceSession;
}

export interface UserSpec {
  readonly permissions?: readonly Permission[];
  readonly userTBEs?: readonly UserTBE[];
  readonly wofAccess?: boolean;
  readonly userCode?: string;
  readonly conferenceGroups?: readonly string[];
}

export const US: UserTBE = {
  territory: 'US-WEST',
  businessEntity: 'Domestic',
  locations: [{ key: 'US' }],
};

/** Creates an active user and signs a device session in as them. */
export async function signedInUser(server: TestServer, spec: UserSpec = {}): Promise<TestUser> {
  counter += 1;
  const email = `sync.${counter}.${Date.now().toString(36)}@example.com`;
  const row = await createUser(server.handle.db, {
    email,
    name: 'Sync',
    lastName: `User ${counter}`,
    password: PASSWORD,
    ...(spec.userCode ? { userCode: spec.userCode } : {}),
    permissions: spec.permissions ?? [],
    userTBEs: spec.userTBEs ?? [US],
    wof: spec.wofAccess === undefined ? {} : { access: spec.wofAccess, country: 'US' },
    conferenceGroups: spec.conferenceGroups ?? [],
  });
  const session = new DeviceSession(server.url);
  await session.login(email, PASSWORD);
  return { id: row.id, email, userCode: row.userCode, session };
}

/** A user shaped like a demo user of shared/src/permissions/demo-users.ts. */
export function specOf(user: PermissionUser): UserSpec {
  return {
    permissions: user.permissions,
    userTBEs: user.userTBEs,
    userCode: user.userCode,
    ...(user.wof?.access === undefined ? {} : { wofAccess: user.wof.access }),
    ...(user.conferenceGroups ? { conferenceGroups: user.conferenceGroups } : {}),
  };
}
