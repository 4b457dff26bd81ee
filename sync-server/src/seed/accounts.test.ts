// Every demo account against the real server (harness: real app over HTTP, real database):
// each DEMO_USERS entry logs in with the documented password and gets its permissions; the
// deactivated and pending accounts are refused with the spec's messages (001 §8). And the
// README block lists every account as generated.
import { readFileSync } from 'node:fs';
import { DEMO_USERS, SESSION_MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, TestClient, startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO_PASSWORD, SEED_ACCOUNTS, accountFor, shownPassword } from './accounts.ts';
import { DEMO_ACCOUNTS, seedIfEmpty } from './index.ts';
import { BLOCK_END, BLOCK_START, README_PATH, accountsMarkdown, readmeBlock } from './readme.ts';

describe.each(DATABASE_KINDS)('demo accounts on the real server (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // The smallest catalogue: this suite is about the accounts.
    await seedIfEmpty(server.handle.db, { scale: 0.012, now: new Date() });
  });
  afterAll(async () => {
    await server?.close();
  });

  const login = (email: string, password: string) =>
    new TestClient(server.url).request('POST', '/api/users/session', { email, password });

  it('every DEMO_USERS entry logs in with the demo password and gets its permissions', async () => {
    const answers = await Promise.all(
      DEMO_USERS.map(async (demo) => {
        const res = await login(`${demo.emailLocal}@demo.portal`, DEMO_PASSWORD);
        return { demo, status: res.status, body: (await res.json()) as Record<string, unknown> };
      }),
    );
    for (const { demo, status, body } of answers) {
      expect(status, demo.emailLocal).toBe(200);
      expect(body.userCode).toBe(demo.user.userCode);
      expect(body.permissions).toEqual(demo.user.permissions);
      expect(body.userTBEs).toEqual(demo.user.userTBEs);
    }
  });

  it('a signed-in demo user reads the seeded session options', async () => {
    const client = new TestClient(server.url);
    expect(
      (
        await client.request('POST', '/api/users/session', {
          email: 'admin@demo.portal',
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const res = await client.request('GET', '/api/options/data/userTimeoutMs');
    expect(await res.json()).toEqual({ data: 3_570_000 });
  });

  it('the deactivated and the pending accounts are refused with the spec messages', async () => {
    const deactivated = await login('deactivated@demo.portal', DEMO_PASSWORD);
    expect(deactivated.status).toBe(403);
    expect(((await deactivated.json()) as { error: { message: string } }).error.message).toBe(
      SESSION_MESSAGES.deactivated,
    );
    const pending = await login('pending@demo.portal', 'whatever-they-type');
    expect(pending.status).toBe(403);
    expect(((await pending.json()) as { error: { message: string } }).error.message).toBe(
      SESSION_MESSAGES.pending,
    );
    expect((await login('admin@demo.portal', 'not-the-password')).status).toBe(401);
  });
});

describe('account documentation', () => {
  it('the README block lists every account with its password, as generated', () => {
    const readme = readFileSync(README_PATH, 'utf8');
    const block = readmeBlock(readme);
    expect(block, `README needs ${BLOCK_START} … ${BLOCK_END}`).not.toBeNull();
    for (const a of SEED_ACCOUNTS)
      expect(block, `README row for ${a.email}`).toContain(`| ${a.email} | ${shownPassword(a)} |`);
    // Regenerate with: node sync-server/src/seed/readme.ts --write
    expect(block).toBe(accountsMarkdown());
  });

  it('covers every DEMO_USERS entry plus the two refused accounts; start prints a readable subset', () => {
    expect(SEED_ACCOUNTS.map((a) => a.id)).toEqual([
      ...DEMO_USERS.map((d) => d.id),
      'demo-deactivated',
      'demo-pending',
    ]);
    expect(new Set(SEED_ACCOUNTS.map((a) => a.email)).size).toBe(SEED_ACCOUNTS.length);
    expect(DEMO_ACCOUNTS.length).toBeLessThanOrEqual(15);
    for (const printed of DEMO_ACCOUNTS) {
      const account = SEED_ACCOUNTS.find((a) => a.email === printed.email);
      expect(account, printed.email).toBeDefined();
      expect(printed.password).toBe(shownPassword(account!));
    }
    expect(DEMO_ACCOUNTS[0]).toMatchObject({
      email: 'admin@demo.portal',
      password: accountFor('admin').password,
    });
  });
});
