// Test fixtures for the notifications and the dashboard: a signed-in user made from a shared
// demo user (checked by the session schema, as the server's answer would be) and notifications
// as the server writes them (spec 001 §3). Only tests import this module.
import { sessionUserSchema, type SessionUser } from '@portal/shared/api/users.ts';
import { demoUser } from '@portal/shared/permissions/demo-users.ts';
import type { DeviceInputOf } from '../../db/device-docs.ts';
import type { NotificationType } from './notification-types.ts';

export function sessionUserOf(local: string): SessionUser {
  const { id, user } = demoUser(local);
  return sessionUserSchema.parse({
    ...user,
    id,
    email: `${local}@demo.portal`,
    name: 'Dana',
    lastName: 'Demo',
    status: 'active',
    strategy: 'local',
    userActiveLocation: 'US',
    departmentAccess: [],
    wof: user.wof ?? {},
    conferenceGroups: user.conferenceGroups ?? [],
  });
}

let serial = 0;

/** A notification for `userCode`; each one is a minute newer than the one made before it. */
export function notificationFor(
  userCode: string,
  type: NotificationType,
  extra: Partial<DeviceInputOf<'notifications'>> = {},
): DeviceInputOf<'notifications'> {
  serial += 1;
  const orderNumber = 1000 + serial;
  return {
    id: `n-${serial}`,
    userCode,
    notificationType: type,
    state: 'New',
    title: `${type} order ${orderNumber}: SUBMITTED`,
    message: `${type} order ${orderNumber} is now SUBMITTED.`,
    orderNumber,
    createdDate: new Date(Date.UTC(2025, 5, 1, 8, serial)).toISOString(),
    ...extra,
  };
}
