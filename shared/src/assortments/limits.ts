// spec 000 §2 dialogs: the "max-assortment error". The spec names the dialog, not the limit;
// decision 0068 sets it: a user owns at most this many regular assortments (items, not
// folders; internal assortments are the team's, not a user's). Archived ones count: they are
// kept and can come back.

/** The most regular assortments one user may own (decision 0068). */
export const MAX_ASSORTMENTS_PER_USER = 1_000;

export interface LimitedAssortment {
  readonly type?: string | null | undefined;
  readonly orgType?: string | null | undefined;
  readonly _deleted?: boolean | undefined;
}

/** Whether a stored assortment counts toward its owner's limit. */
export function countsTowardLimit(doc: LimitedAssortment): boolean {
  return doc.type !== 'folder' && doc.orgType !== 'internal' && doc._deleted !== true;
}

/** Whether a user owning `owned` counted assortments may not create another. */
export function assortmentLimitReached(owned: number, max = MAX_ASSORTMENTS_PER_USER): boolean {
  return owned >= max;
}
