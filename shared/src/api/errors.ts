// The one JSON error shape of the REST catalogue: { error: { code, message, issues? } }.
// The web app maps `code` to a translated message and shows `message` when it has none.
import { z } from 'zod';

export const API_ERROR_CODES = [
  'invalid_request', // a request part failed its zod schema (issues name each problem)
  'malformed_json', // the body is not JSON
  'payload_too_large', // over the body limit
  'unsupported_media_type', // a JSON body sent with another Content-Type
  'bad_request',
  'unauthorized', // login needed, or the session is gone (spec 001 §8: 401 logs out)
  'forbidden', // the permission check refused
  'cross_site_request', // a state-changing request from another origin
  'not_found', // no such route
  'not_implemented', // a route of the catalogue whose handler is not written yet
  'invalid_credentials',
  'account_deactivated',
  'access_pending',
  'password_not_set',
  'access_denied',
  'too_many_attempts',
  'invalid_code',
  'not_pending',
  'user_code_taken',
  'option_not_found',
  'option_read_only',
  'not_editable', // a policy refusal: the document is no longer editable (decision 0028)
  'command_failed', // a command the server ran and refused
  'invalid_rep', // a sales rep that may not take the order: inactive, other region or customer (422)
  'conflict', // the write conflicts with the stored state
  'already_exists', // a create with an id that already exists
  'internal_error',
  // Uploads in parts (decision 0039)
  'upload_url_invalid', // a part URL unsigned or tampered with (403)
  'upload_url_expired', // a part URL past its expiry (403)
  'invalid_part_number', // a part number outside 1..10000 (400)
  'invalid_part', // completion named a part not stored, or with another ETag (400)
  'no_such_upload', // an upload id unknown, finished or of another key (404)
  'collection_too_large', // a package over 20 GiB (spec 001 §9; 413, decision 0045)
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
