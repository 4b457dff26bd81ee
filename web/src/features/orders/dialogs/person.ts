// The signed-in user as the order screens pass it: the permission part is typed, the session
// fields (name, email, active location) are there when the screen has the session user.
import type { PermissionUser } from '@portal/shared';
import type { SessionUser } from '@portal/shared/api/users.ts';

export type OrderUser = PermissionUser &
  Partial<Pick<SessionUser, 'name' | 'lastName' | 'email' | 'userActiveLocation'>>;

/** The requester's name on a new order ('Ann Lee'); undefined when the session has none. */
export function personName(user: OrderUser): string | undefined {
  return [user.name, user.lastName].filter(Boolean).join(' ') || undefined;
}
