// Runs the session machine for the app: boot, login/logout, the keep-alive ping, and the side
// effects of each transition (device copy of the user, messages, other tabs, GET cache).
import { useActorRef, useSelector } from '@xstate/react';
import type { SessionUser } from '@portal/shared/api/users.ts';
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { api } from '../../api/client.ts';
import { HttpError } from '../../api/errors.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toasts/queue.ts';
import type { BootResult } from './boot.ts';
import { forgetUser, keepUser, loadTimeouts } from './boot.ts';
import { refusalText } from './login-errors.ts';
import { sessionMachine, type LogoutReason, type SessionEvent } from './machine.ts';
import { endServerSession } from './server-logout.ts';
import { useActivityTracking, useSessionChannel, useVisibilityCheck } from './session-effects.ts';
import * as sessionApi from './session-api.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export type LoginOutcome = 'ok' | 'refused' | 'pending' | 'failed';

export interface SessionApi {
  readonly actor: SessionActor;
  /** The start-up check has answered (until then guards wait). */
  readonly ready: boolean;
  login(email: string, password: string): Promise<LoginOutcome>;
  logout(): void;
}

const SessionContext = createContext<SessionApi | null>(null);

export function useSessionApi(): SessionApi {
  const value = use(SessionContext);
  if (!value) throw new Error('useSessionApi() outside <SessionProvider>');
  return value;
}

/** The signed-in user, null when logged out (including during the warning: still signed in). */
export function useSessionUser(): SessionUser | null {
  return useSelector(useSessionApi().actor, (s) => s.context.user);
}

export function useSessionState(): 'loggedOut' | 'loggedIn' | 'inactivityWarning' | 'error' {
  return useSelector(useSessionApi().actor, (s) => s.value);
}

function runPing(self: AnyActorRef): void {
  sessionApi.ping().then(
    () => {
      if (!self.getSnapshot().matches('loggedOut')) self.send({ type: 'pingOk', at: Date.now() });
    },
    (error: unknown) => {
      if (self.getSnapshot().matches('loggedOut')) return;
      // spec 001 §4: 401 means the session is gone; other errors are a state error. No
      // answer at all is just offline and changes nothing.
      if (error instanceof HttpError)
        self.send(error.status === 401 ? { type: 'pingBad' } : { type: 'pingError' });
    },
  );
}

interface Props {
  readonly children: ReactNode;
  /** The start-up check, started early by main.tsx. */
  readonly boot: Promise<BootResult>;
}

export function SessionProvider({ children, boot }: Props) {
  const actor = useActorRef(
    sessionMachine.provide({ actions: { ping: ({ self }) => runPing(self) } }),
    { input: {} },
  );
  const [ready, setReady] = useState(false);
  // Set while applying a logout another tab announced, so it is not announced back.
  const remote = useRef(false);
  const channel = useSessionChannel(actor, remote);

  useEffect(() => {
    let live = true;
    void boot.then(({ user, offline, timeouts, freshTimeouts }) => {
      if (!live) return;
      actor.send({ type: 'setTimeouts', ...timeouts });
      if (user && actor.getSnapshot().matches('loggedOut'))
        actor.send({ type: 'login', user, at: Date.now(), offline });
      // The first screen renders as a transition, in slices (0007-app-shell.md, Performance):
      // the app bar shows the user at once, the screen follows without one long task.
      startTransition(() => setReady(true));
      void freshTimeouts.then((fresh) => {
        if (live && fresh && actor.getSnapshot().status === 'active')
          actor.send({ type: 'setTimeouts', ...fresh });
      });
    });
    return () => {
      live = false;
    };
  }, [actor, boot]);

  // Side effects of transitions.
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      const wasIn = !previous.matches('loggedOut') && !previous.matches('error');
      const isOut = snapshot.matches('loggedOut');
      if (previous.matches('loggedOut') && snapshot.matches('loggedIn')) {
        api.clearCache();
        if (snapshot.context.user && !snapshot.context.offline) keepUser(snapshot.context.user);
      }
      if (wasIn && isOut) onLoggedOut(snapshot.context.logoutReason ?? 'manual', remote.current);
      previous = snapshot;
    });
    function onLoggedOut(reason: LogoutReason, fromOtherTab: boolean): void {
      api.clearCache();
      forgetUser();
      if (!fromOtherTab) {
        channel.current?.postMessage({ type: 'logout', reason });
        // The server session ends too; offline, the logout is sent once back online.
        if (reason !== 'sessionGone') void endServerSession();
      }
      if (reason === 'inactivity')
        showToast('info', { id: 'msgCodes.loggedOutInactivity' }, { persist: true });
      if (reason === 'sessionGone') showToast('info', { id: 'msgCodes.sessionEnded' });
    }
    return () => subscription.unsubscribe();
  }, [actor, channel]);

  // spec 001 §8: a 401 on any call but the session check clears the user.
  useEffect(
    () =>
      api.onTransportEvent((event) => {
        const snapshot = actor.getSnapshot();
        if (
          event.kind === 'unauthorized' &&
          !snapshot.matches('loggedOut') &&
          snapshot.status === 'active'
        )
          actor.send({ type: 'logout', reason: 'sessionGone' });
      }),
    [actor],
  );

  useActivityTracking(actor, channel);
  useVisibilityCheck(actor);

  const value = useMemo<SessionApi>(
    () => ({
      actor,
      ready,
      async login(email, password) {
        if (!actor.getSnapshot().matches('loggedOut')) return 'failed';
        try {
          const user = await sessionApi.login(email, password);
          if (!actor.getSnapshot().matches('loggedOut')) return 'failed';
          actor.send({ type: 'login', user, at: Date.now() } satisfies SessionEvent);
          channel.current?.postMessage({ type: 'login' });
          showToast('success', { id: 'msgCodes.loginSuccess' }, { timeout: SUCCESS_TOAST_MS });
          void loadTimeouts().then((t) => {
            if (actor.getSnapshot().status === 'active') actor.send({ type: 'setTimeouts', ...t });
          });
          return 'ok';
        } catch (error) {
          // 5xx and no-response errors already opened the transport dialog.
          if (!(error instanceof HttpError) || error.status >= 500) return 'failed';
          showToast('error', refusalText(error), { persist: true });
          return error.code === 'access_pending' ? 'pending' : 'refused';
        }
      },
      logout() {
        if (!actor.getSnapshot().matches('loggedOut'))
          actor.send({ type: 'logout', reason: 'manual' });
      },
    }),
    [actor, ready, channel],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
