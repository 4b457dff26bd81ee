// The order's comments (spec 001 §3 Order `comments`, §7 POST …/comment/{id}). A comment is a
// device write of the order: the orders policy (sync-server/src/sync/policies/orders.ts)
// accepts any change of an order while the user may edit it, which is also when the REST call
// accepts a comment (409 not_editable after that). So it is added offline like every write
// and appended as the REST call appends it: { id, text, userCode, userName, createdDate }.
import { ENTITY_LIMITS, isOrderEditable, type Order, type PermissionUser } from '@portal/shared';
import type { FieldProblem } from '@portal/shared/forms/problems.ts';
import { patchDocuments } from '../../../db/actions.ts';

export type OrderComment = Order['comments'][number];

/** spec 001 §3: a comment's text is bounded like every note (entity `text(L.text)`). */
export const COMMENT_MAX_LENGTH = ENTITY_LIMITS.text;

/** Why the typed text cannot be added, if it cannot: empty (the button stays disabled) or too long. */
export function commentProblem(typed: string): FieldProblem | 'empty' | undefined {
  const text = typed.trim();
  if (text === '') return 'empty';
  if (text.length > COMMENT_MAX_LENGTH) return { code: 'tooLong', maximum: COMMENT_MAX_LENGTH };
  return undefined;
}

/** Oldest first, newest last: by creation date, undated (older data) first, else as stored. */
export function commentsInOrder(comments: readonly OrderComment[]): OrderComment[] {
  return comments
    .map((comment, index) => ({ comment, index }))
    .sort((a, b) => {
      const da = a.comment.createdDate ?? '';
      const db = b.comment.createdDate ?? '';
      if (da !== db) return da < db ? -1 : 1;
      return a.index - b.index;
    })
    .map((entry) => entry.comment);
}

/** The policy's rule: a device write of the order is accepted while the user may edit it. */
export function canComment(order: Order, user: PermissionUser | null | undefined): boolean {
  return isOrderEditable(order, user);
}

export interface CommentAuthor {
  readonly userCode: string;
  readonly name?: string;
  readonly lastName?: string;
}

/** The comment as the REST call stores it: the author's code and full name, the date now. */
export function newComment(
  typed: string,
  author: CommentAuthor,
  now: Date,
  id: string = crypto.randomUUID(),
): OrderComment {
  const userName = [author.name, author.lastName].filter(Boolean).join(' ');
  return {
    id,
    text: typed.trim(),
    userCode: author.userCode,
    ...(userName ? { userName } : {}),
    createdDate: now.toISOString() as OrderComment['createdDate'],
  } as OrderComment;
}

/** Appends the comment to the order on the device; the sync sends it. */
export async function addComment(order: Order, comment: OrderComment, now: Date): Promise<void> {
  await patchDocuments('orders', order.id, {
    comments: [...order.comments, comment],
    modifiedDate: now.toISOString(),
  });
}
