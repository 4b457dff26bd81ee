// GET /api/sync/stream: one Server-Sent Events stream per client, multiplexing the change hints
// of every collection (ARCHITECTURE.md "Data flow" 4; browsers allow about six connections per
// origin on HTTP/1.1). Events: hello (after LISTEN is active), change {collection, seq},
// resync (hints may have been missed: pull everything), and a heartbeat comment. The stream
// ends when the session expires (checked without extending it), so a device whose session
// ran out learns it on reconnect (401).
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { STREAM_HEARTBEAT_MS, SYNC_PROTOCOL_VERSION } from '@portal/shared';
import type { AppEnv } from '../router.ts';
import { sessions } from '../db/schema/index.ts';
import type { BusEvent, HintBus } from './hints.ts';
import type { SyncUser } from './policy.ts';
import { scopeEpoch } from './scope-epoch.ts';

function reaches(event: BusEvent, user: SyncUser, sessionId: string): boolean {
  if (event.kind === 'resync') return true;
  const { userCodes, userIds, originSession } = event.hint;
  if (originSession === sessionId) return false;
  if (!userCodes && !userIds) return true;
  return (userCodes?.includes(user.userCode) ?? false) || (userIds?.includes(user.id) ?? false);
}

export function streamHandler(bus: HintBus, heartbeatMs = STREAM_HEARTBEAT_MS) {
  return (c: Context<AppEnv>) => {
    const user = c.get('user');
    const session = c.get('session');
    const { db, now } = c.get('deps');
    if (!user || !session)
      return c.json({ error: { code: 'unauthorized', message: 'Please log in.' } }, 401);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: BusEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = bus.subscribe((event) => {
        if (!reaches(event, user, session.sessionId)) return;
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      try {
        await bus.ready();
        await stream.writeSSE({
          event: 'hello',
          data: JSON.stringify({ protocol: SYNC_PROTOCOL_VERSION, scope: scopeEpoch(user) }),
        });
        let beat = Date.now();
        while (!stream.aborted && !stream.closed) {
          const event = queue.shift();
          if (event) {
            if (event.kind === 'resync') await stream.writeSSE({ event: 'resync', data: '{}' });
            else {
              await stream.writeSSE({
                event: 'change',
                data: JSON.stringify({
                  collection: event.hint.collection,
                  seq: event.seq,
                  via: event.via,
                }),
              });
            }
            continue;
          }
          const wait = Math.max(0, heartbeatMs - (Date.now() - beat));
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, wait);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
          if (Date.now() - beat >= heartbeatMs) {
            const [row] = await db
              .select({ expiresAt: sessions.expiresAt })
              .from(sessions)
              .where(eq(sessions.id, session.sessionId));
            if (!row || row.expiresAt.getTime() <= now().getTime()) break;
            await stream.write(': heartbeat\n\n');
            beat = Date.now();
          }
        }
      } finally {
        unsubscribe();
      }
    });
  };
}
