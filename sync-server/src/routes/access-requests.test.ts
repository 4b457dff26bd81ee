// The access-request flow end to end through the mail outbox (issue: request access, email
// confirmation link, admin approval, set password via /set-password/{userId}/{code}).
import { LINK_LIFETIMES_MS, SESSION_MESSAGES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../auth/users.ts';
import { users } from '../db/schema/index.ts';
import { DATABASE_KINDS, startTestServer, TestClient, type TestServer } from '../test/harness.ts';
import { PASSWORD, errorOf, linkFromMail, mailsTo, signedIn, uniqueEmail } from './test-helpers.ts';

const GRANT = {
  permissions: [{ permission: 'productAssortments', role: 'manager' }],
  userTBEs: [{ territory: 'US', businessEntity: 'Domestic', locations: [{ key: 'US' }] }],
};

describe.each(DATABASE_KINDS)('access-request flow on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  // A fresh admin session per test: some tests move the clock past the session's idle time.
  beforeEach(async () => {
    admin = (
      await signedIn(server, { permissions: [{ permission: 'admin:users', role: 'admin' }] })
    ).client;
  });
  afterAll(() => server.close());

  const anonymous = () => new TestClient(server.url);
  const requestAccess = (email: string) =>
    anonymous().request('POST', '/api/users/access-request', {
      email,
      name: 'Nora',
      lastName: 'Newcomer',
      reason: 'I order samples for the Boston showroom.',
    });
  const login = (email: string, password = PASSWORD) =>
    anonymous().request('POST', '/api/users/session', { email, password });
  const statusOf = async (email: string) =>
    (await findUserByEmail(server.handle.db, email))?.status;

  /** request → confirm; returns the new user's id. */
  async function confirmedRequest(email: string): Promise<string> {
    expect((await requestAccess(email)).status).toBe(200);
    const confirm = await anonymous().request(
      'GET',
      await linkFromMail(server.handle.db, email, 'confirm-email'),
    );
    expect(confirm.headers.get('location')).toBe('/confirm-email/confirmed');
    return (await findUserByEmail(server.handle.db, email))!.id;
  }

  it('request → confirm link → admin approves → set-password link → login works', async () => {
    const email = uniqueEmail('nora');
    const res = await requestAccess(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SESSION_MESSAGES.accessRequested });
    expect(await statusOf(email)).toBe('pendingEmail');
    expect((await errorOf(await login(email))).message).toBe(SESSION_MESSAGES.pending);

    // The confirmation mail links to the API, which redirects to the public page.
    const confirmPath = await linkFromMail(server.handle.db, email, 'confirm-email');
    expect(confirmPath).toMatch(/^\/api\/users\/confirm-email\/[\w-]+\/[\w-]{43}$/);
    const confirmed = await anonymous().request('GET', confirmPath);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/confirm-email/confirmed');
    expect(await statusOf(email)).toBe('pendingApproval');
    // Single use.
    const again = await anonymous().request('GET', confirmPath);
    expect(again.headers.get('location')).toBe('/confirm-email/invalid');

    // The administrator sees the request and approves it.
    const list = await admin.request('GET', '/api/users/access-requests');
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as {
      data: { id: string; email: string; reason: string }[];
    };
    const pending = data.find((r) => r.email === email)!;
    expect(pending.reason).toBe('I order samples for the Boston showroom.');
    const approved = await admin.request(
      'POST',
      `/api/users/access-requests/${pending.id}/approve`,
      { ...GRANT, userCode: 'NORA01' },
    );
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ data: { id: pending.id, status: 'approved' } });
    expect((await errorOf(await login(email))).code).toBe('password_not_set');

    // The set-password link is the web route /set-password/{userId}/{code}/new.
    const setPath = await linkFromMail(server.handle.db, email, 'access-approved');
    const match = /^\/set-password\/([\w-]+)\/([\w-]{43})\/new$/.exec(setPath);
    expect(match?.[1]).toBe(pending.id);
    const code = match![2]!;
    const wrongCode = await anonymous().request('POST', '/api/users/set-password', {
      userId: pending.id,
      code: 'A'.repeat(43),
      password: 'a brand new password',
    });
    expect(wrongCode.status).toBe(400);
    expect((await errorOf(wrongCode)).code).toBe('invalid_code');
    const set = await anonymous().request('POST', '/api/users/set-password', {
      userId: pending.id,
      code,
      password: 'a brand new password',
    });
    expect(set.status).toBe(200);
    expect(await statusOf(email)).toBe('active');
    // Codes are single use.
    const reuse = await anonymous().request('POST', '/api/users/set-password', {
      userId: pending.id,
      code,
      password: 'another new password',
    });
    expect(reuse.status).toBe(400);

    const session = await login(email, 'a brand new password');
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({
      email,
      userCode: 'NORA01',
      permissions: GRANT.permissions,
      userTBEs: GRANT.userTBEs,
    });
    // The stored hash is scrypt, never the password.
    const row = await findUserByEmail(server.handle.db, email);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('a brand new password');
  });

  it('refuses an expired set-password code (7 days for new accounts)', async () => {
    const email = uniqueEmail('late');
    const id = await confirmedRequest(email);
    expect(
      (await admin.request('POST', `/api/users/access-requests/${id}/approve`, GRANT)).status,
    ).toBe(200);
    const code = (await linkFromMail(server.handle.db, email, 'access-approved')).split('/')[3]!;
    server.advance(LINK_LIFETIMES_MS.newAccount + 1);
    const res = await anonymous().request('POST', '/api/users/set-password', {
      userId: id,
      code,
      password: 'too late for this',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_code');
    expect(await statusOf(email)).toBe('approved');
  });

  it('refuses an expired confirmation link', async () => {
    const email = uniqueEmail('slow');
    expect((await requestAccess(email)).status).toBe(200);
    const path = await linkFromMail(server.handle.db, email, 'confirm-email');
    server.advance(LINK_LIFETIMES_MS.confirmEmail + 1);
    const res = await anonymous().request('GET', path);
    expect(res.headers.get('location')).toBe('/confirm-email/invalid');
    expect(await statusOf(email)).toBe('pendingEmail');
  });

  it('a user without admin:users can neither list, approve nor deny', async () => {
    const email = uniqueEmail('waiting');
    const id = await confirmedRequest(email);
    const { client: plain } = await signedIn(server, {
      permissions: [{ permission: 'productAssortments', role: 'manager' }],
    });
    expect((await plain.request('GET', '/api/users/access-requests')).status).toBe(403);
    const approve = await plain.request('POST', `/api/users/access-requests/${id}/approve`, GRANT);
    expect(approve.status).toBe(403);
    expect((await errorOf(approve)).code).toBe('forbidden');
    expect((await plain.request('POST', `/api/users/access-requests/${id}/deny`, {})).status).toBe(
      403,
    );
    expect(await statusOf(email)).toBe('pendingApproval');
    const anon = await anonymous().request(
      'POST',
      `/api/users/access-requests/${id}/approve`,
      GRANT,
    );
    expect(anon.status).toBe(401);
  });

  it('an administrator (ADMIN territory) may approve; only an administrator grants ADMIN', async () => {
    const email = uniqueEmail('boss');
    const id = await confirmedRequest(email);
    const adminTbe = { territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] };
    const escalate = await admin.request('POST', `/api/users/access-requests/${id}/approve`, {
      permissions: [],
      userTBEs: [adminTbe],
    });
    expect(escalate.status).toBe(403);
    const { client: administrator } = await signedIn(server, { userTBEs: [adminTbe] });
    const ok = await administrator.request('POST', `/api/users/access-requests/${id}/approve`, {
      permissions: [],
      userTBEs: [adminTbe],
    });
    expect(ok.status).toBe(200);
    expect(await statusOf(email)).toBe('approved');
    // Approving twice is a conflict.
    const twice = await administrator.request(
      'POST',
      `/api/users/access-requests/${id}/approve`,
      GRANT,
    );
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe('not_pending');
  });

  it('deny: the person is told by mail and at login', async () => {
    const email = uniqueEmail('denied');
    const id = await confirmedRequest(email);
    const res = await admin.request('POST', `/api/users/access-requests/${id}/deny`, {});
    expect(res.status).toBe(200);
    expect(await statusOf(email)).toBe('denied');
    expect(await mailsTo(server.handle.db, email, 'access-denied')).toHaveLength(1);
    expect((await errorOf(await login(email))).code).toBe('access_denied');
    expect((await admin.request('POST', `/api/users/access-requests/${id}/deny`, {})).status).toBe(
      409,
    );
    const unknown = await admin.request('POST', '/api/users/access-requests/no-such-user/deny', {});
    expect(unknown.status).toBe(404);
  });

  it('a repeated request does not reveal whether the account exists', async () => {
    const { email: existing } = await signedIn(server);
    const fresh = uniqueEmail('fresh');
    const a = await requestAccess(existing);
    const b = await requestAccess(fresh);
    expect(a.status).toBe(b.status);
    expect(await a.json()).toEqual(await b.json());
    // The owner of the existing address is told by mail; nothing changed on the account.
    expect(await mailsTo(server.handle.db, existing, 'account-exists')).toHaveLength(1);
    expect(await statusOf(existing)).toBe('active');
  });

  it('a repeated request while unconfirmed re-sends the link and retires the old one', async () => {
    const email = uniqueEmail('twice');
    expect((await requestAccess(email)).status).toBe(200);
    const first = await linkFromMail(server.handle.db, email, 'confirm-email');
    expect((await requestAccess(email)).status).toBe(200);
    const second = await linkFromMail(server.handle.db, email, 'confirm-email');
    expect(second).not.toBe(first);
    expect((await anonymous().request('GET', first)).headers.get('location')).toBe(
      '/confirm-email/invalid',
    );
    expect((await anonymous().request('GET', second)).headers.get('location')).toBe(
      '/confirm-email/confirmed',
    );
  });

  it('a mangled confirmation link lands on the invalid page', async () => {
    for (const path of [
      '/api/users/confirm-email/nobody/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/api/users/confirm-email/x%00y/%27%20OR%201=1',
      '/api/users/confirm-email/abc/short',
    ]) {
      const res = await anonymous().request('GET', path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/confirm-email/invalid');
    }
  });
});

describe.each(DATABASE_KINDS)('password reset on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const anonymous = () => new TestClient(server.url);
  const reset = (email: string) =>
    anonymous().request('POST', '/api/users/password-reset', { email });

  it('mails a 1-hour /set-password link; the new password replaces the old one', async () => {
    const { client, email, id } = await signedIn(server);
    const res = await reset(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SESSION_MESSAGES.passwordResetRequested });
    const path = await linkFromMail(server.handle.db, email, 'password-reset');
    const match = /^\/set-password\/([\w-]+)\/([\w-]{43})$/.exec(path);
    expect(match?.[1]).toBe(id);
    server.advance(LINK_LIFETIMES_MS.passwordReset - 60_000);
    const set = await anonymous().request('POST', '/api/users/set-password', {
      userId: id,
      code: match![2],
      password: 'my reset password',
    });
    expect(set.status).toBe(200);
    // Sessions of the account end with the password change.
    expect((await client.request('GET', '/api/users/session')).status).toBe(401);
    const old = await anonymous().request('POST', '/api/users/session', {
      email,
      password: PASSWORD,
    });
    expect(old.status).toBe(401);
    const fresh = await anonymous().request('POST', '/api/users/session', {
      email,
      password: 'my reset password',
    });
    expect(fresh.status).toBe(200);
  });

  it('a reset code older than 1 hour is refused', async () => {
    const { email, id } = await signedIn(server);
    expect((await reset(email)).status).toBe(200);
    const code = (await linkFromMail(server.handle.db, email, 'password-reset')).split('/')[3];
    server.advance(LINK_LIFETIMES_MS.passwordReset + 1);
    const res = await anonymous().request('POST', '/api/users/set-password', {
      userId: id,
      code,
      password: 'never accepted',
    });
    expect(res.status).toBe(400);
  });

  it('always gives the same answer; only active local accounts get a link', async () => {
    const unknown = uniqueEmail('ghost');
    const { email: corporate } = await signedIn(server, { strategy: 'corporate' });
    const { email: gone, id: goneId } = await signedIn(server);
    await server.handle.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, goneId));
    const answers = await Promise.all([unknown, corporate, gone].map(reset));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(bodies).toEqual([bodies[0], bodies[0], bodies[0]]);
    expect(await mailsTo(server.handle.db, unknown, 'password-reset')).toHaveLength(0);
    expect(await mailsTo(server.handle.db, gone, 'password-reset')).toHaveLength(0);
    expect(await mailsTo(server.handle.db, corporate, 'password-reset')).toHaveLength(0);
    expect(await mailsTo(server.handle.db, corporate, 'password-reset-corporate')).toHaveLength(1);
  });
});

describe.each(DATABASE_KINDS)('mail limits of the public flows on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('mails one address at most 5 times in 15 minutes; the answer never changes', async () => {
    const { email } = await signedIn(server);
    const anonymous = new TestClient(server.url);
    const answers = new Set<string>();
    for (let i = 0; i < 7; i++) {
      const res = await anonymous.request('POST', '/api/users/password-reset', { email });
      expect(res.status).toBe(200);
      answers.add(await res.text());
    }
    expect(answers.size).toBe(1);
    expect(await mailsTo(server.handle.db, email, 'password-reset')).toHaveLength(5);
    server.advance(15 * 60_000);
    expect((await anonymous.request('POST', '/api/users/password-reset', { email })).status).toBe(
      200,
    );
    expect(await mailsTo(server.handle.db, email, 'password-reset')).toHaveLength(6);
  });
});
