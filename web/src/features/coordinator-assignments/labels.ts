// Message ids of the assignment's enums and the names the screen shows for an assignment
// (spec 001 §3 coordinator assignment; spec 000 §9 delete-prompt names cut to 50 characters).
import { GRID } from '@portal/shared/constants.ts';
import type { CoordinatorAssignment, OrderSubtype } from '@portal/shared';

/** Status values in the user's language. */
export const STATUS_LABEL_IDS: Readonly<Record<CoordinatorAssignment['status'], string>> = {
  Active: 'enums.coordinatorAssignment.status.Active',
  Inactive: 'enums.coordinatorAssignment.status.Inactive',
};

/**
 * The order types an assignment covers. 'both' stands for no subtype (the entity leaves it
 * out): it is what the grid cell and the form's list show and accept, never what is stored.
 */
export const BOTH = 'both';
export type OrderTypeChoice = OrderSubtype | typeof BOTH;
export const ORDER_TYPE_CHOICES: readonly OrderTypeChoice[] = ['sample', 'promo', BOTH];

export const ORDER_SUBTYPE_LABEL_IDS: Readonly<Record<OrderTypeChoice, string>> = {
  sample: 'enums.coordinatorAssignment.orderSubtype.sample',
  promo: 'enums.coordinatorAssignment.orderSubtype.promo',
  both: 'enums.coordinatorAssignment.orderSubtype.both',
};

/** The stored subtype of a choice (or of a cleared cell): both → none. */
export function subtypeOfChoice(choice: unknown): OrderSubtype | undefined {
  return choice === 'sample' || choice === 'promo' ? choice : undefined;
}

type Named = Pick<
  CoordinatorAssignment,
  'coordinatorCode' | 'coordinatorName' | 'requesterCode' | 'requesterName'
>;

/** A person as lists show them: 'Ann Lee (U100)', or the code alone when no name is known. */
export function personLabel(code: string, name: string | null | undefined): string {
  return name ? `${name} (${code})` : code;
}

/** One line naming an assignment: requester → coordinator. */
export function assignmentName(a: Named): string {
  return `${a.requesterName || a.requesterCode} → ${a.coordinatorName || a.coordinatorCode}`;
}

/** spec 000 §9: a name in a delete prompt's title is cut to 50 characters ('…' marks the cut). */
export function promptName(name: string): string {
  const chars = Array.from(name);
  const max = GRID.deletePromptNameMaxChars;
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
