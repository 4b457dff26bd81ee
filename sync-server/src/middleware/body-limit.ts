// Request bodies are bounded so a huge upload cannot exhaust memory: 1 MiB for the JSON
// catalogue (our choice; file parts go to the blob store, not through these routes).
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../router.ts';
import { errorBody } from '../http/errors.ts';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export function jsonBodyLimit(maxSize = JSON_BODY_LIMIT_BYTES): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is not read: the connection must not be reused for another request.
      c.header('Connection', 'close');
      return c.json(
        errorBody('payload_too_large', `The request body is larger than ${maxSize} bytes.`),
        413,
      );
    },
  });
}
