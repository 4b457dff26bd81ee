// Session lifecycle (spec 001 §4 Session, §7, §8 Session messages) over HTTP on a real database.
import { SESSION_MESSAGES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TOUCH_MS } from '../auth/sessions.ts';
import { sha256Hex } from '../auth/tokens.ts';
import { createUser } from '../auth/users.ts';
import { sessions } from '../db/schema/index.ts';
import { DATABASE_KINDS, startTestServer, TestClient, type TestServer } from '../test/harness.ts';
import { PASSWORD, errorOf, signedIn, uniqueEmail } from './test-helpers.ts';

describe.each(DATABASE_KINDS)('session lifecycle on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { sessionIdleMs: 600_000 });
  });
  afterAll(() => server.close());

  it('login sets an httpOnly SameSite=Lax cookie that GET /users/session accepts', async () => {
    const email = uniqueEmail();
    await createUser(server.handle.db, { email, name: 'Ann', lastName: 'Lee', password: PASSWORD });
    const client = new TestClient(server.url);
    const res = await client.request('POST', '/api/users/session', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^portal_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const user = (await res.json()) as Record<string, unknown>;
    expect(user).toMatchObject({ email, name: 'Ann', lastName: 'Lee', status: 'active' });
    expect(user).not.toHaveProperty('passwordHash');

    // Only the token's SHA-256 is stored.
    const token = client.cookie('portal_session')!;
    const stored = await server.handle.db.select().from(sessions).where(eq(sessions.id, token));
    expect(stored).toHaveLength(0);
    const hashed = await server.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(token)));
    expect(hashed).toHaveLength(1);

    const check = await client.request('GET', '/api/users/session');
    expect(check.status).toBe(200);
    expect(((await check.json()) as { email: string }).email).toBe(email);
  });

  it('answers 401 JSON without a session, and with a made-up token', async () => {
    const res = await new TestClient(server.url).request('GET', '/api/users/session');
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthorized');
    const forged = await new TestClient(server.url).request(
      'GET',
      '/api/users/session',
      undefined,
      {
        cookie: `portal_session=${'A'.repeat(43)}`,
      },
    );
    expect(forged.status).toBe(401);
  });

  it('ping extends the session; idle expiry after advancing the clock gives 401', async () => {
    const { client } = await signedIn(server);
    server.advance(500_000); // under the 600 s idle time
    const ping = await client.request('GET', '/api/users/ping');
    expect(ping.status).toBe(200);
    const { data } = (await ping.json()) as { data: { expiresAt: string } };
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 500_000);
    server.advance(500_000); // 1000 s after login, 500 s after the ping: still alive
    expect((await client.request('GET', '/api/users/session')).status).toBe(200);
    server.advance(600_001); // idle longer than sessionIdleMs
    const gone = await client.request('GET', '/api/users/ping');
    expect(gone.status).toBe(401);
    expect((await errorOf(gone)).code).toBe('unauthorized');
    expect((await client.request('GET', '/api/users/session')).status).toBe(401);
  });

  it('an authenticated request rolls the expiry and the cookie Max-Age', async () => {
    const { client } = await signedIn(server);
    server.advance(400_000);
    const res = await client.request('GET', '/api/options/data/userWarningMs');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=600;/);
    server.advance(400_000);
    expect((await client.request('GET', '/api/users/session')).status).toBe(200);
  });

  it('a burst of requests writes the session once; the next request after the touch interval rolls it', async () => {
    const { client } = await signedIn(server);
    const id = sha256Hex(client.cookie('portal_session')!);
    const stored = async () =>
      (await server.handle.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.expiresAt;
    server.advance(SESSION_TOUCH_MS);
    expect((await client.request('GET', '/api/users/session')).status).toBe(200);
    const rolled = await stored();
    server.advance(SESSION_TOUCH_MS - 1_000);
    for (let i = 0; i < 5; i++)
      expect((await client.request('GET', '/api/users/session')).status).toBe(200);
    expect(await stored()).toEqual(rolled); // within the interval: no write
    server.advance(1_000);
    expect((await client.request('GET', '/api/users/session')).status).toBe(200);
    // (The test clock is the real one plus the advances: a few ms pass between requests.)
    const next = (await stored()).getTime() - rolled.getTime();
    expect(next).toBeGreaterThanOrEqual(SESSION_TOUCH_MS);
    expect(next).toBeLessThan(SESSION_TOUCH_MS + 5_000);
  });

  it('logout ends the session and clears the cookie', async () => {
    const { client } = await signedIn(server);
    const token = client.cookie('portal_session')!;
    const res = await client.request('GET', '/api/users/logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/portal_session=;.*Max-Age=0/);
    expect(client.cookie('portal_session')).toBeUndefined();
    expect((await client.request('GET', '/api/users/session')).status).toBe(401);
    // The old token is dead on the server too.
    const replay = await new TestClient(server.url).request('GET', '/api/users/ping', undefined, {
      cookie: `portal_session=${token}`,
    });
    expect(replay.status).toBe(401);
    // Logging out without a session is harmless.
    expect((await new TestClient(server.url).request('GET', '/api/users/logout')).status).toBe(200);
  });

  it('a second login replaces the earlier session of the browser', async () => {
    const { client, email } = await signedIn(server);
    const first = client.cookie('portal_session')!;
    const again = await client.request('POST', '/api/users/session', { email, password: PASSWORD });
    expect(again.status).toBe(200);
    const second = client.cookie('portal_session')!;
    expect(second).not.toBe(first);
    const replay = await new TestClient(server.url).request(
      'GET',
      '/api/users/session',
      undefined,
      {
        cookie: `portal_session=${first}`,
      },
    );
    expect(replay.status).toBe(401);
    expect((await client.request('GET', '/api/users/session')).status).toBe(200);
  });

  it('a deactivated account loses its session at the next request', async () => {
    const { client, id } = await signedIn(server);
    const { users } = await import('../db/schema/index.ts');
    await server.handle.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, id));
    expect((await client.request('GET', '/api/users/session')).status).toBe(401);
  });
});

describe.each(DATABASE_KINDS)('login refusals on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) =>
    new TestClient(server.url).request('POST', '/api/users/session', { email, password });

  it("refuses a deactivated account with the spec's message (001 §8)", async () => {
    const email = uniqueEmail();
    await createUser(server.handle.db, {
      email,
      name: 'D',
      password: PASSWORD,
      status: 'deactivated',
    });
    const res = await login(email, PASSWORD);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'account_deactivated',
      message: SESSION_MESSAGES.deactivated,
    });
    expect(SESSION_MESSAGES.deactivated).toBe(
      'Your account has been deactivated due to inactivity. Please contact your administrator.',
    );
    // The status is told only to someone who knows the password.
    const wrong = await login(email, 'not the password');
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).code).toBe('invalid_credentials');
  });

  it.each(['pendingEmail', 'pendingApproval'] as const)(
    "refuses a %s request with the spec's pending message",
    async (status) => {
      const email = uniqueEmail();
      await createUser(server.handle.db, { email, name: 'P', status });
      const res = await login(email, 'anything at all');
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({
        code: 'access_pending',
        message:
          'Your request for access is currently under review. You will be notified by email when your access has been approved.',
      });
    },
  );

  it('answers wrong credentials and unknown emails with one generic message', async () => {
    const email = uniqueEmail();
    await createUser(server.handle.db, { email, name: 'W', password: PASSWORD });
    const wrong = await errorOf(await login(email, 'wrong password'));
    const unknown = await errorOf(await login(uniqueEmail('nobody'), PASSWORD));
    expect(wrong).toEqual({
      code: 'invalid_credentials',
      message: SESSION_MESSAGES.invalidCredentials,
    });
    expect(unknown).toEqual(wrong);
  });

  it('matches the email case-insensitively', async () => {
    const email = uniqueEmail('Mixed.Case');
    await createUser(server.handle.db, { email, name: 'M', password: PASSWORD });
    expect((await login(email.toUpperCase(), PASSWORD)).status).toBe(200);
  });

  it('sets the Secure flag when config.cookieSecure is on', async () => {
    const secure = await startTestServer(kind, { cookieSecure: true });
    try {
      const email = uniqueEmail();
      await createUser(secure.handle.db, { email, name: 'S', password: PASSWORD });
      const res = await new TestClient(secure.url).request('POST', '/api/users/session', {
        email,
        password: PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});
