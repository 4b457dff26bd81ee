// Who can be a coordinator or a requester: online, the user lookup of spec 001 §7
// (GET /api/users/autocomplete?q=, at most 10, spec 000 §9); offline, or when the lookup cannot
// reach the server, the people already named by the assignments on this device. A typed code
// is accepted either way (decision 0033).
import { USER_AUTOCOMPLETE_LIMIT, type UserLookup } from '@portal/shared';
import type { RxCollection } from 'rxdb';
import { api, isCancelled, NetworkError } from '../../api/index.ts';
import type { DeviceDocOf } from '../../db/device-docs.ts';
import { personLabel } from './labels.ts';

export type AssignmentRow = DeviceDocOf<'coordinatorAssignments'>;
export type AssignmentCollection = RxCollection<AssignmentRow>;

/** A person the combo box offers. */
export interface PersonOption {
  readonly code: string;
  readonly name?: string | undefined;
  /** Shown in the list and kept in the field once chosen. */
  readonly label: string;
}

export type PeopleAnswer =
  | { readonly source: 'server'; readonly people: readonly PersonOption[] }
  /** The server could not be reached: what the device knows. */
  | { readonly source: 'device'; readonly people: readonly PersonOption[] }
  /** The server answered with an error (spec 001 §8 "User lookup: 'Users fetch failed!'"). */
  | { readonly source: 'failed'; readonly people: readonly PersonOption[] }
  | { readonly source: 'cancelled' };

const fullName = (user: UserLookup) => `${user.name} ${user.lastName}`.trim();

/** The server's lookup; one request per field at a time (a newer one cancels the older). */
export async function searchUsers(
  q: string,
  family: string,
  device: () => Promise<readonly PersonOption[]>,
  /** More of the lookup's query (`promoRole`: only who may review a promo order). */
  narrow: Readonly<Record<string, string>> = {},
): Promise<PeopleAnswer> {
  try {
    const answer = await api.get<{ data: UserLookup[] }>('/users/autocomplete', {
      query: { ...narrow, q },
      family,
      // Offline-first: no transport dialog when the tablet has no connection.
      background: true,
    });
    return {
      source: 'server',
      people: answer.data.map((user) => ({
        code: user.userCode,
        name: fullName(user) || undefined,
        label: personLabel(user.userCode, fullName(user)),
      })),
    };
  } catch (error) {
    if (isCancelled(error)) return { source: 'cancelled' };
    const people = await device();
    return error instanceof NetworkError || error instanceof TypeError
      ? { source: 'device', people }
      : { source: 'failed', people };
  }
}

/**
 * The coordinators and requesters named by the assignments on the device whose code or name
 * holds the typed text, each person once, at most the autocomplete limit.
 */
export async function devicePeople(
  collection: AssignmentCollection | undefined,
  typed: string,
): Promise<readonly PersonOption[]> {
  if (!collection) return [];
  const docs = await collection.find().exec();
  const needle = typed.trim().toLowerCase();
  const people = new Map<string, PersonOption>();
  const add = (code: string, name: string | undefined) => {
    const known = people.get(code);
    if (known?.name) return;
    people.set(code, { code, name, label: personLabel(code, name) });
  };
  for (const doc of docs) {
    add(doc.coordinatorCode, doc.coordinatorName);
    add(doc.requesterCode, doc.requesterName);
  }
  return [...people.values()]
    .filter((p) => needle === '' || p.label.toLowerCase().includes(needle))
    .sort((a, b) => a.label.localeCompare(b.label))
    .slice(0, USER_AUTOCOMPLETE_LIMIT);
}
