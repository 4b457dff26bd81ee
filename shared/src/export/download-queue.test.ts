import { describe, expect, it } from 'vitest';
import {
  downloadQueueReducer,
  EMPTY_DOWNLOAD_QUEUE,
  type DownloadQueueEvent,
  type DownloadQueueState,
} from './download-queue.ts';
import { JOB_MESSAGES } from './job-messages.ts';

function item(n: number, family = `f${n}`, kind: 'pdf' | 'zip' | 'xlsx' = 'pdf') {
  return {
    hashId: `h${n}`,
    family,
    kind,
    filename: `${n}.${kind}`,
    displayName: `Doc ${n}`,
    addedToQueue: n,
  };
}

function run(events: DownloadQueueEvent[], state: DownloadQueueState = EMPTY_DOWNLOAD_QUEUE) {
  const effects = [];
  for (const event of events) {
    const step = downloadQueueReducer(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return {
    state,
    effects,
    status: Object.fromEntries(state.items.map((i) => [i.hashId, i.status])),
  };
}

describe('download queue (spec 001 §4, §9)', () => {
  it('processes at most 3 at once and starts the next when one finishes', () => {
    const started = run([1, 2, 3, 4].map((n) => ({ type: 'enqueue', item: item(n) }) as const));
    expect(started.status).toEqual({
      h1: 'processing',
      h2: 'processing',
      h3: 'processing',
      h4: 'queued',
    });
    const next = run([{ type: 'completed', hashId: 'h2' }], started.state);
    expect(next.status['h4']).toBe('processing');
    expect(next.effects).toEqual([
      { type: 'download', hashId: 'h2' },
      { type: 'scheduleRemoval', hashId: 'h2', afterMs: 3000 },
      { type: 'start', hashId: 'h4' },
    ]);
    expect(
      run([{ type: 'remove', hashId: 'h2' }], next.state).state.items.map((i) => i.hashId),
    ).toEqual(['h1', 'h3', 'h4']);
  });

  it('keeps one request per family: a new one cancels the earlier silently', () => {
    const { status, effects } = run([
      { type: 'enqueue', item: item(1, 'assortment:7:pdf') },
      { type: 'enqueue', item: item(2, 'assortment:7:pdf') },
    ]);
    expect(status).toEqual({ h2: 'processing' });
    expect(effects).toEqual([
      { type: 'start', hashId: 'h1' },
      { type: 'abort', hashId: 'h1' },
      { type: 'start', hashId: 'h2' },
    ]);
  });

  it("tells the user the spec's message when they cancel a document or a ZIP", () => {
    const { effects, status } = run([
      { type: 'enqueue', item: item(1, 'a', 'pdf') },
      { type: 'enqueue', item: item(2, 'b', 'zip') },
      { type: 'cancel', hashId: 'h1' },
      { type: 'cancel', hashId: 'h2' },
    ]);
    expect(status).toEqual({ h1: 'cancelled', h2: 'cancelled' });
    const notes = effects
      .filter((e) => e.type === 'notify')
      .map((e) => (e.type === 'notify' ? JOB_MESSAGES[e.messageId] : ''));
    expect(notes).toEqual([
      'Your document has been canceled',
      'Your ZIP download has been cancelled',
    ]);
  });

  it('ignores the late answer of a cancelled job', () => {
    const cancelled = run([
      { type: 'enqueue', item: item(1) },
      { type: 'cancel', hashId: 'h1' },
    ]);
    const late = run([{ type: 'completed', hashId: 'h1' }], cancelled.state);
    expect(late.effects).toEqual([]);
    expect(late.status).toEqual({ h1: 'cancelled' });
  });

  it('marks a failure and schedules its removal without a download', () => {
    const { effects, status } = run([
      { type: 'enqueue', item: item(1) },
      { type: 'failed', hashId: 'h1' },
    ]);
    expect(status).toEqual({ h1: 'failed' });
    expect(effects.at(-1)).toEqual({ type: 'scheduleRemoval', hashId: 'h1', afterMs: 3000 });
    expect(effects.some((e) => e.type === 'download')).toBe(false);
  });
});
