// A refusal of the collection's rules (sync/policy.ts Refusal) as the REST answer the caller
// gets (decision 0028). The device learns refusals as sync rejections; a REST caller learns
// them here, in the answer, and nothing is recorded.
import type { RejectionReason } from '@portal/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/errors.ts';
import { Refusal } from '../sync/policy.ts';
import { dataErrorOf } from '../sync/write.ts';

export const REFUSAL_ANSWERS: {
  readonly [R in RejectionReason]: { readonly status: ContentfulStatusCode; readonly code: string };
} = {
  /** The document fails the shared schema, or the database cannot store it. */
  invalid: { status: 400, code: 'invalid_request' },
  /** The write rules refuse this user (not the permission table: that answered already). */
  forbidden: { status: 403, code: 'forbidden' },
  /** Not the user's to see: answered like a missing document, so existence does not leak. */
  outOfScope: { status: 404, code: 'not_found' },
  /** The document's state no longer allows the change (an order past DRAFT). */
  notEditable: { status: 409, code: 'not_editable' },
  /** An action refused by its business rule (the request was understood): 422. */
  commandFailed: { status: 422, code: 'command_failed' },
  conflict: { status: 409, code: 'conflict' },
};

/** The ApiError for a refusal. */
export function refusalError(refusal: Refusal): ApiError {
  const { status, code } = REFUSAL_ANSWERS[refusal.reason];
  return new ApiError(status, code, refusal.message);
}

/** Runs a write; a refusal or a data error of the database (SQLSTATE 22, 23) leaves it as its
 * 4xx ApiError (the transaction around it then rolls back). Anything else is rethrown. */
export async function answeringRefusals<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Refusal) throw refusalError(error);
    const dataError = dataErrorOf(error);
    if (dataError !== undefined) {
      throw new ApiError(400, 'invalid_request', `The server could not store this: ${dataError}`);
    }
    throw error;
  }
}
