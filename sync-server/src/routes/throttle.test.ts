// Slowing down password guessing: 5 failures per email, or 20 per address, within 15 minutes
// lock that key until the window ends (sync-server/src/auth/throttle.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../auth/throttle.ts';
import { createUser } from '../auth/users.ts';
import { DATABASE_KINDS, startTestServer, TestClient, type TestServer } from '../test/harness.ts';
import { PASSWORD, errorOf, uniqueEmail } from './test-helpers.ts';

describe.each(DATABASE_KINDS)('login throttling on %s', (kind) => {
  // A server per test: the per-address counter (every test client is 127.0.0.1) starts at 0.
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(kind);
  });
  afterEach(() => server.close());

  const login = (email: string, password: string) =>
    new TestClient(server.url).request('POST', '/api/users/session', { email, password });

  it('answers 429 with Retry-After after 5 failures for one email, then recovers', async () => {
    expect(LOGIN_THROTTLE).toEqual({
      windowMs: 900_000,
      maxFailuresPerEmail: 5,
      maxFailuresPerAddress: 20,
    });
    const email = uniqueEmail();
    await createUser(server.handle.db, { email, name: 'T', password: PASSWORD });
    for (let i = 0; i < 5; i++) {
      const res = await login(email, `wrong ${i}`);
      expect(res.status).toBe(401);
    }
    // Locked: even the right password waits, and a different case of the email too.
    const locked = await login(email.toUpperCase(), PASSWORD);
    expect(locked.status).toBe(429);
    expect((await errorOf(locked)).code).toBe('too_many_attempts');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // Another email from the same address is not locked by this one.
    const other = uniqueEmail();
    await createUser(server.handle.db, { email: other, name: 'O', password: PASSWORD });
    expect((await login(other, PASSWORD)).status).toBe(200);

    server.advance(LOGIN_THROTTLE.windowMs);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('a successful login resets the email counter', async () => {
    const email = uniqueEmail();
    await createUser(server.handle.db, { email, name: 'R', password: PASSWORD });
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('failures older than the window do not count', async () => {
    const email = uniqueEmail();
    await createUser(server.handle.db, { email, name: 'W', password: PASSWORD });
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong')).status).toBe(401);
    server.advance(LOGIN_THROTTLE.windowMs + 1);
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('answers 429 after 20 failures from one address, across emails', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(uniqueEmail('guess'), 'wrong')).status).toBe(401);
    }
    const email = uniqueEmail();
    await createUser(server.handle.db, { email, name: 'A', password: PASSWORD });
    const res = await login(email, PASSWORD);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    server.advance(LOGIN_THROTTLE.windowMs);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });
});
