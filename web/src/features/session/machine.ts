// spec 001 §4 Session: states loggedOut (initial), loggedIn, inactivityWarning, error.
//   login              loggedOut                       → loggedIn
//   userActivity       loggedIn | inactivityWarning    → loggedIn
//   inactivityTrigger  loggedIn                        → inactivityWarning
//   inactivityTimeout  any                             → loggedOut
//   pingBad            any                             → loggedOut
//   logout             any                             → loggedOut
//   anything else      loggedOut | loggedIn | warning  → error (terminal until reload)
// The machine is pure: times arrive on the events; the timeout check (every second), the
// keep-alive ping and the activity listeners live in SessionProvider.
import { assign, fromCallback, raise, setup } from 'xstate';
import type { SessionUser } from '@portal/shared/api/users.ts';
import {
  DEFAULT_TIMEOUT_MS,
  DEFAULT_WARNING_MS,
  PING_MIN_INTERVAL_MS,
  SESSION_CHECK_INTERVAL_MS,
} from './timing.ts';

export type LogoutReason = 'manual' | 'inactivity' | 'sessionGone';

export interface SessionContext {
  readonly user: SessionUser | null;
  /** ms since epoch of the last user activity (this tab or another tab of the app). */
  readonly lastActivityAt: number;
  readonly lastPingAt: number;
  /** Time of the latest timeout check, for the warning's countdown. */
  readonly now: number;
  readonly warningMs: number;
  readonly timeoutMs: number;
  /** Why the session last ended; null while signed in or never signed in. */
  readonly logoutReason: LogoutReason | null;
  /** Signed in from the device's copy of the user, without the server's confirmation. */
  readonly offline: boolean;
}

export type SessionEvent =
  | { type: 'login'; user: SessionUser; at: number; offline?: boolean }
  | { type: 'userActivity'; at: number; visible: boolean }
  | { type: 'inactivityTrigger' }
  | { type: 'inactivityTimeout' }
  | { type: 'pingBad' }
  | { type: 'logout'; reason?: LogoutReason }
  | { type: 'timeoutCheck'; at: number }
  | { type: 'pingOk'; at: number }
  | { type: 'pingError' }
  | { type: 'setTimeouts'; warningMs: number; timeoutMs: number };

export interface SessionInput {
  readonly warningMs?: number;
  readonly timeoutMs?: number;
}

const idle = (c: SessionContext, at: number) => at - c.lastActivityAt;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    /** Provided by SessionProvider: GET /api/users/ping, answering pingOk/pingBad/pingError. */
    ping: () => undefined,
  },
  actors: {
    /** The timeout check every second (spec 001 §9). Replaced in tests by a manual clock. */
    clock: fromCallback<SessionEvent>(({ sendBack }) => {
      const id = setInterval(
        () => sendBack({ type: 'timeoutCheck', at: Date.now() }),
        SESSION_CHECK_INTERVAL_MS,
      );
      return () => clearInterval(id);
    }),
  },
  guards: {
    timedOut: ({ context }, params: { at: number }) =>
      idle(context, params.at) >= context.timeoutMs,
    warningDue: ({ context }, params: { at: number }) =>
      idle(context, params.at) >= context.timeoutMs - context.warningMs,
    pingDue: ({ context }, params: { at: number; visible: boolean }) =>
      params.visible && params.at - context.lastPingAt >= PING_MIN_INTERVAL_MS,
  },
}).createMachine({
  id: 'session',
  initial: 'loggedOut',
  context: ({ input }) => ({
    user: null,
    lastActivityAt: 0,
    lastPingAt: 0,
    now: 0,
    warningMs: input.warningMs ?? DEFAULT_WARNING_MS,
    timeoutMs: input.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    logoutReason: null,
    offline: false,
  }),
  // Handled in every state but error (final: the actor stops, nothing reaches it).
  on: {
    inactivityTimeout: {
      target: '.loggedOut',
      actions: assign({ user: null, logoutReason: 'inactivity', offline: false }),
    },
    pingBad: {
      target: '.loggedOut',
      actions: assign({ user: null, logoutReason: 'sessionGone', offline: false }),
    },
    logout: {
      target: '.loggedOut',
      actions: assign({
        user: null,
        logoutReason: ({ event }) => event.reason ?? 'manual',
        offline: false,
      }),
    },
    setTimeouts: {
      actions: assign({
        warningMs: ({ event }) => event.warningMs,
        timeoutMs: ({ event }) => event.timeoutMs,
      }),
    },
    // A ping answer confirms the server session; it may arrive after the state changed.
    pingOk: { actions: assign({ lastPingAt: ({ event }) => event.at, offline: false }) },
    // Every event a state does not expect, including those above when they have no meaning
    // there, is a state error. At the root, so the exact transitions (child first) win.
    '*': { target: '.error' },
  },
  states: {
    loggedOut: {
      on: {
        login: {
          target: 'loggedIn',
          actions: assign({
            user: ({ event }) => event.user,
            lastActivityAt: ({ event }) => event.at,
            lastPingAt: ({ event }) => (event.offline ? 0 : event.at),
            now: ({ event }) => event.at,
            logoutReason: null,
            offline: ({ event }) => event.offline ?? false,
          }),
        },
      },
    },
    loggedIn: {
      invoke: { src: 'clock' },
      on: {
        userActivity: [
          {
            guard: { type: 'pingDue', params: ({ event }) => event },
            actions: [
              assign({
                lastActivityAt: ({ event }) => event.at,
                lastPingAt: ({ event }) => event.at,
              }),
              'ping',
            ],
          },
          { actions: assign({ lastActivityAt: ({ event }) => event.at }) },
        ],
        timeoutCheck: [
          {
            guard: { type: 'timedOut', params: ({ event }) => event },
            actions: raise({ type: 'inactivityTimeout' }),
          },
          {
            guard: { type: 'warningDue', params: ({ event }) => event },
            actions: [
              assign({ now: ({ event }) => event.at }),
              raise({ type: 'inactivityTrigger' }),
            ],
          },
          // Nothing due: handled here, so it never reaches the root's wildcard.
          {},
        ],
        inactivityTrigger: 'inactivityWarning',
        pingError: 'error',
      },
    },
    inactivityWarning: {
      invoke: { src: 'clock' },
      on: {
        userActivity: [
          {
            guard: { type: 'pingDue', params: ({ event }) => event },
            target: 'loggedIn',
            actions: [
              assign({
                lastActivityAt: ({ event }) => event.at,
                lastPingAt: ({ event }) => event.at,
              }),
              'ping',
            ],
          },
          { target: 'loggedIn', actions: assign({ lastActivityAt: ({ event }) => event.at }) },
        ],
        timeoutCheck: [
          {
            guard: { type: 'timedOut', params: ({ event }) => event },
            actions: raise({ type: 'inactivityTimeout' }),
          },
          { actions: assign({ now: ({ event }) => event.at }) },
        ],
        pingError: 'error',
      },
    },
    error: { type: 'final' },
  },
});

/** ms left before the automatic logout, as the warning dialog counts it down. */
export function remainingMs(context: SessionContext): number {
  return Math.max(0, context.lastActivityAt + context.timeoutMs - context.now);
}
