// The client end of the one SSE stream (GET /api/sync/stream), read with fetch so it works the
// same in the browser and in Node and carries the session cookie. Reconnects with backoff; a
// reconnect is answered by a resync of every collection (hints may have been missed), and a
// stream silent for three heartbeats is treated as lost.
import {
  STREAM_HEARTBEAT_MS,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
  parseStreamEvent,
  type StreamEvent,
} from '@portal/shared';
import type { SyncTransport } from './transport.ts';

export interface HintStreamHandlers {
  onEvent(event: StreamEvent): void;
  /** Connected (hello received) or not. */
  onConnection(connected: boolean): void;
  /** The server answered 401: stop until the next login. */
  onAuthRequired(): void;
}

export interface HintStreamOptions {
  readonly heartbeatMs?: number;
  readonly minBackoffMs?: number;
  readonly maxBackoffMs?: number;
}

export class HintStream {
  private readonly t: SyncTransport;
  private readonly handlers: HintStreamHandlers;
  private readonly opts: Required<HintStreamOptions>;
  private abort: AbortController | undefined;
  private running = false;
  private connectedOnce = false;
  private connected = false;
  /** Ends the backoff wait early (set while waiting). */
  private wakeUp: (() => void) | undefined;

  constructor(t: SyncTransport, handlers: HintStreamHandlers, opts: HintStreamOptions = {}) {
    this.t = t;
    this.handlers = handlers;
    this.opts = {
      heartbeatMs: opts.heartbeatMs ?? STREAM_HEARTBEAT_MS,
      minBackoffMs: opts.minBackoffMs ?? 500,
      maxBackoffMs: opts.maxBackoffMs ?? 30_000,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.loop();
  }

  stop(): void {
    this.running = false;
    this.abort?.abort();
  }

  /** Drops the current connection (e.g. the browser came back online): reconnect now. */
  reconnect(): void {
    this.abort?.abort();
    this.wake();
  }

  /** The server answered again: stop waiting out a long backoff and connect now. */
  wake(): void {
    if (!this.connected) this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    let backoff = this.opts.minBackoffMs;
    while (this.running) {
      const outcome = await this.connectOnce();
      this.handlers.onConnection(false);
      if (!this.running) return;
      if (outcome === 'auth') {
        this.running = false;
        this.handlers.onAuthRequired();
        return;
      }
      if (outcome === 'ok') backoff = this.opts.minBackoffMs;
      const woken = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), backoff);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      this.wakeUp = undefined;
      backoff = woken ? this.opts.minBackoffMs : Math.min(this.opts.maxBackoffMs, backoff * 2);
    }
  }

  /** One connection: 'ok' when it had connected, 'failed' when it never did, 'auth' on 401. */
  private async connectOnce(): Promise<'ok' | 'failed' | 'auth'> {
    const abort = new AbortController();
    this.abort = abort;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => abort.abort(), this.opts.heartbeatMs * 3);
    };
    let connected = false;
    try {
      arm();
      const res = await this.t.fetch(`${this.t.baseUrl}/api/sync/stream`, {
        headers: {
          accept: 'text/event-stream',
          [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
        },
        signal: abort.signal,
      });
      if (res.status === 401) return 'auth';
      if (!res.ok || !res.body) return 'failed';
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        arm();
        buffer += value;
        let cut: number;
        while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, '');
          const event = parseBlock(block);
          if (!event) continue;
          if (event.type === 'hello') {
            connected = true;
            this.connected = true;
            this.handlers.onConnection(true);
            // A reconnect: hints may have been missed while away.
            if (this.connectedOnce) this.handlers.onEvent({ type: 'resync' });
            this.connectedOnce = true;
          }
          this.handlers.onEvent(event);
        }
      }
    } catch {
      // Aborted, offline or cut off: reconnect.
    } finally {
      clearTimeout(idle);
      this.connected = false;
    }
    return connected ? 'ok' : 'failed';
  }
}

function parseBlock(block: string): StreamEvent | undefined {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }
  return parseStreamEvent(name, data.join('\n'));
}
