// The session calls of spec 001 §7 "Session and configuration", typed with the shared schemas'
// types. Never cached; all but the login form's own call are background calls (no transport
// dialog: they run on their own and fail quietly offline).
import type { SessionUser } from '@portal/shared/api/users.ts';
import { api } from '../../api/client.ts';
import { HttpError } from '../../api/errors.ts';
import { sanitizeTimeouts, type SessionTimeouts } from './timing.ts';

const quiet = { cache: false, background: true } as const;

/** GET /users/session: the signed-in user (the answer is the user); 401 when nobody is. */
export function fetchSessionUser(): Promise<SessionUser> {
  return api.get<SessionUser>('/users/session', quiet);
}

/** POST /users/session. A refusal (401/403) rejects with the server's code and message. */
export function login(email: string, password: string): Promise<SessionUser> {
  return api.post<SessionUser>('/users/session', { email, password });
}

export async function logout(): Promise<void> {
  await api.get('/users/logout', quiet);
}

/** GET /users/ping: keeps the server session; 401 means it is gone. */
export async function ping(): Promise<void> {
  await api.get('/users/ping', quiet);
}

/** GET /options/data/loggedIn: computed on every request (spec 000 §7). */
export async function isLoggedInOnServer(): Promise<boolean> {
  return (await api.get<{ data: boolean }>('/options/data/loggedIn', quiet)).data === true;
}

/**
 * The server options userWarningMs / userTimeoutMs (spec 001 §9), defaults where one is absent;
 * null when the server could not be asked (offline), so the device's last copy is used.
 */
export async function fetchTimeouts(): Promise<SessionTimeouts | null> {
  let reached = false;
  const read = (name: string) =>
    api
      .get<{ data: unknown }>(`/options/data/${name}`, quiet)
      .then((answer) => {
        reached = true;
        return answer.data;
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) reached = true;
        return undefined;
      });
  const [warningMs, timeoutMs] = await Promise.all([read('userWarningMs'), read('userTimeoutMs')]);
  return reached ? sanitizeTimeouts({ warningMs, timeoutMs }) : null;
}
