// The browser side of the session: activity listeners, the visibility check, and the channel
// that keeps the app's tabs in step.
import { useEffect, useRef, type RefObject } from 'react';
import type { AnyActorRef } from 'xstate';
import type { LogoutReason } from './machine.ts';
import { flushPendingLogout } from './server-logout.ts';
import * as sessionApi from './session-api.ts';
import { ACTIVITY_EVENTS } from './timing.ts';

type ChannelMessage =
  { type: 'activity'; at: number } | { type: 'logout'; reason: LogoutReason } | { type: 'login' };

const ACTIVITY_THROTTLE_MS = 1000;
/** Other tabs hear about activity at most this often. */
const SHARE_ACTIVITY_MS = 5000;

const signedIn = (actor: AnyActorRef) => {
  const snapshot = actor.getSnapshot();
  return (
    snapshot.status === 'active' &&
    (snapshot.matches('loggedIn') || snapshot.matches('inactivityWarning'))
  );
};

const isVisible = () => document.visibilityState === 'visible';

/**
 * One BroadcastChannel for the app's tabs (our choice; the spec is silent): activity in any tab
 * keeps all of them signed in, and a logout or login in one reaches the others. Without it an
 * idle tab would end the session a busy tab is using.
 */
export function useSessionChannel(
  actor: AnyActorRef,
  remote: RefObject<boolean>,
): RefObject<BroadcastChannel | null> {
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return undefined;
    const bc = new BroadcastChannel('portal-session');
    channel.current = bc;
    bc.onmessage = (message: MessageEvent<ChannelMessage>) => {
      const data = message.data;
      if (data.type === 'activity' && signedIn(actor))
        actor.send({ type: 'userActivity', at: data.at, visible: false });
      if (data.type === 'logout' && signedIn(actor)) {
        remote.current = true;
        try {
          actor.send({ type: 'logout', reason: data.reason });
        } finally {
          remote.current = false;
        }
      }
      if (data.type === 'login' && actor.getSnapshot().matches('loggedOut')) {
        sessionApi.fetchSessionUser().then(
          (user) => {
            if (actor.getSnapshot().matches('loggedOut'))
              actor.send({ type: 'login', user, at: Date.now() });
          },
          () => undefined,
        );
      }
    };
    return () => {
      channel.current = null;
      bc.close();
    };
  }, [actor, remote]);
  return channel;
}

/** spec 001 §9 activity events, listened to only while signed in. */
export function useActivityTracking(
  actor: AnyActorRef,
  channel: RefObject<BroadcastChannel | null>,
): void {
  useEffect(() => {
    let lastSent = 0;
    let lastShared = 0;
    const onActivity = () => {
      if (!signedIn(actor)) return;
      const at = Date.now();
      if (at - lastSent < ACTIVITY_THROTTLE_MS && actor.getSnapshot().matches('loggedIn')) return;
      lastSent = at;
      actor.send({ type: 'userActivity', at, visible: isVisible() });
      if (at - lastShared >= SHARE_ACTIVITY_MS) {
        lastShared = at;
        channel.current?.postMessage({ type: 'activity', at } satisfies ChannelMessage);
      }
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, [actor, channel]);
}

/**
 * spec 001 §4: when the tab becomes visible again, ask the server and reload when its login
 * status differs from the page's. Also when the connection comes back (a device that started
 * offline holds an unconfirmed user).
 */
export function useVisibilityCheck(actor: AnyActorRef): void {
  useEffect(() => {
    let running = false;
    const check = () => {
      if (running || !isVisible()) return;
      const snapshot = actor.getSnapshot();
      if (snapshot.status !== 'active') return;
      running = true;
      flushPendingLogout()
        .then((flushed) =>
          flushed ? sessionApi.isLoggedInOnServer() : Promise.reject(new Error('logout pending')),
        )
        .then((serverSaysIn) => {
          if (serverSaysIn !== signedIn(actor)) location.reload();
        })
        .catch(() => undefined) // offline: nothing to compare with
        .finally(() => {
          running = false;
        });
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('online', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
    };
  }, [actor]);
}
