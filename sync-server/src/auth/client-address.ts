// The client's address for per-address login throttling: the TCP peer. Behind a reverse proxy
// every client shares the proxy's address, so the per-address limit is set well above the
// per-email one (see auth/throttle.ts); trusting X-Forwarded-For is a deployment decision.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
