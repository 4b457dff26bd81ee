// A signed-in device's HTTP as the browser would do it, for Node: the session cookie, the
// same-origin Origin header, and a switch that takes the device offline (every request then
// fails like a dropped network).
import type { SyncTransport } from '../../../web/src/sync/transport.ts';

export class DeviceSession implements SyncTransport {
  readonly baseUrl: string;
  online = true;
  private cookie: string | undefined;
  /** Push bodies sent, for tests that check what left the device. */
  readonly pushes: { collection: string; body: unknown }[] = [];
  recordPushes = false;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  readonly fetch: typeof fetch = async (input, init) => {
    if (!this.online) throw new TypeError('fetch failed (device offline)');
    const headers = new Headers(init?.headers);
    headers.set('origin', this.baseUrl);
    if (this.cookie) headers.set('cookie', this.cookie);
    const url = String(input instanceof Request ? input.url : input);
    if (
      this.recordPushes &&
      init?.method === 'POST' &&
      url.includes('/push') &&
      typeof init.body === 'string'
    ) {
      const collection = /\/api\/sync\/([^/]+)\/push/.exec(url)?.[1] ?? '';
      this.pushes.push({ collection, body: JSON.parse(init.body) });
    }
    const res = await fetch(input, { ...init, headers });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0]!;
      if (/max-age=0/i.test(set) || pair.endsWith('=')) this.cookie = undefined;
      else this.cookie = pair;
    }
    return res;
  };

  /** POST /api/users/session. */
  async login(email: string, password: string): Promise<void> {
    const res = await this.fetch(`${this.baseUrl}/api/users/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  }

  /** Forgets the cookie (as if the session expired on the device's side). */
  dropCookie(): void {
    this.cookie = undefined;
  }

  async json<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const res = await this.fetch(`${this.baseUrl}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    return { status: res.status, body: (await res.json()) as T };
  }
}
