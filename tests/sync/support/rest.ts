// REST calls and the hint stream for the rest-*.test.ts files: a signed-in device session's
// HTTP (cookie, same-origin Origin) with any method and any body, and a raw SSE reader that
// waits for a pattern.
import type { DeviceSession } from './session.ts';

export interface RestAnswer<T> {
  readonly status: number;
  readonly body: T;
  readonly contentType: string | null;
}

/** A JSON call; `body` as text is sent as is (malformed JSON), `type` overrides the type. */
export async function call<T = unknown>(
  session: DeviceSession,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  type = 'application/json',
): Promise<RestAnswer<T>> {
  const res = await session.fetch(`${session.baseUrl}/api${path}`, {
    method,
    ...(body === undefined
      ? {}
      : {
          body: typeof body === 'string' ? body : JSON.stringify(body),
          headers: { 'content-type': type },
        }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    contentType: res.headers.get('content-type'),
  };
}

export interface ErrorAnswer {
  readonly error: { readonly code: string; readonly message: string };
}

/** One open /api/sync/stream of a session; `until` reads on until the text matches. */
export class HintStream {
  private text = '';
  private readonly reader: ReadableStreamDefaultReader<string>;
  private readonly abort: AbortController;
  private constructor(reader: ReadableStreamDefaultReader<string>, abort: AbortController) {
    this.reader = reader;
    this.abort = abort;
  }

  static async open(session: DeviceSession): Promise<HintStream> {
    const abort = new AbortController();
    const res = await session.fetch(`${session.baseUrl}/api/sync/stream`, {
      signal: abort.signal,
    });
    if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
    const stream = new HintStream(res.body.pipeThrough(new TextDecoderStream()).getReader(), abort);
    await stream.until(/event: hello/);
    return stream;
  }

  /** Everything received so far. */
  get received(): string {
    return this.text;
  }

  async until(pattern: RegExp, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.text)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${pattern} on the stream: ${this.text}`);
      const next = await Promise.race([
        this.reader.read(),
        new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), left)),
      ]);
      if (next === 'timeout') continue;
      if (next.done) throw new Error(`stream ended: ${this.text}`);
      this.text += next.value;
    }
  }

  close(): void {
    this.abort.abort();
  }
}
