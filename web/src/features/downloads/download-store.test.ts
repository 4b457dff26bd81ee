// The app's download queue (spec 001 §4 Downloads and exports) running real effects: jobs
// started at most three at a time, a newer request of a family replacing the older one
// silently, the user's cancel with the spec's message, the file saved when it is ready and the
// item dropped after the file-pop delay (spec 001 §9, 3000 ms).
import type { JobOutcome } from '@portal/workers';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllToasts, toastQueue } from '../../ui/toasts/queue.ts';
import { createDownloadStore, type DownloadFile, type DownloadRequest } from './download-store.ts';

/** A job whose end the test decides. */
function job(name: string) {
  let finish: (outcome: JobOutcome<DownloadFile>) => void = () => undefined;
  const started: string[] = [];
  const state = { cancelled: false, started: false };
  const outcome = new Promise<JobOutcome<DownloadFile>>((resolve) => (finish = resolve));
  const request = (family = name, kind: 'pdf' | 'zip' | 'xlsx' = 'pdf'): DownloadRequest => ({
    family,
    kind,
    displayName: name,
    start: () => {
      state.started = true;
      started.push(name);
      return {
        id: name,
        outcome,
        cancel: () => {
          state.cancelled = true;
          finish({ ok: false, kind: 'cancelled' });
        },
      };
    },
  });
  const succeed = () =>
    finish({
      ok: true,
      value: { bytes: new Uint8Array([1]), fileName: `${name}.pdf`, type: 'application/pdf' },
    });
  return { request, succeed, state, finish };
}

function store() {
  const saved: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const s = createDownloadStore({
    save: (file) => saved.push(file.fileName),
    now: () => timers.length,
    setTimer: (run, ms) => void timers.push({ run, ms }),
  });
  return { s, saved, timers };
}

const toastIds = () =>
  toastQueue.visibleToasts.map((t) => {
    const m = t.content.message;
    return typeof m === 'object' && m !== null && 'id' in m ? m.id : m;
  });
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => clearAllToasts());

describe('download queue', () => {
  it('runs at most three at once; the next starts when one ends; a finished file is saved', async () => {
    const { s, saved } = store();
    const jobs = ['a', 'b', 'c', 'd'].map(job);
    for (const j of jobs) s.enqueue(j.request());
    expect(jobs.map((j) => j.state.started)).toEqual([true, true, true, false]);
    expect(s.items().map((i) => i.status)).toEqual([
      'processing',
      'processing',
      'processing',
      'queued',
    ]);
    jobs[1]!.succeed();
    await settle();
    expect(saved).toEqual(['b.pdf']);
    expect(toastIds()).toContain('msgCodes.documentExported');
    expect(jobs[3]!.state.started).toBe(true);
  });

  it('a new request of the same family cancels the earlier one without a message', async () => {
    const { s, saved } = store();
    const first = job('first');
    const second = job('second');
    s.enqueue(first.request('assortment:1:pdf'));
    s.enqueue(second.request('assortment:1:pdf'));
    expect(first.state.cancelled).toBe(true);
    expect(s.items().map((i) => i.displayName)).toEqual(['second']);
    second.succeed();
    await settle();
    expect(saved).toEqual(['second.pdf']);
    expect(toastIds()).not.toContain('msgCodes.documentCanceled');
  });

  it.each([
    ['pdf', 'msgCodes.documentCanceled'],
    ['zip', 'msgCodes.zipCanceled'],
  ] as const)(
    'the user cancels a %s: the job stops and the spec message shows',
    async (kind, id) => {
      const { s, saved, timers } = store();
      const j = job('doc');
      const hashId = s.enqueue(j.request('doc', kind));
      s.cancel(hashId);
      expect(j.state.cancelled).toBe(true);
      expect(s.items()[0]?.status).toBe('cancelled');
      expect(toastIds()).toContain(id);
      await settle();
      expect(saved).toEqual([]);
      // Dropped after the file-pop delay.
      expect(timers.map((t) => t.ms)).toEqual([3000]);
      timers[0]!.run();
      expect(s.items()).toEqual([]);
    },
  );

  it('a failed job shows its message and is dropped later', async () => {
    const { s, timers } = store();
    const j = job('broken');
    s.enqueue(j.request());
    j.finish({
      ok: false,
      kind: 'failed',
      messageId: 'msgCodes.jobFailed',
      values: {},
      detail: 'x',
    });
    await settle();
    expect(s.items()[0]?.status).toBe('failed');
    expect(toastIds()).toContain('msgCodes.jobFailed');
    timers[0]!.run();
    expect(s.items()).toEqual([]);
  });

  it('shows the progress a running job reports', () => {
    const { s } = store();
    let report: (p: { phase: 'msgCodes.jobRendering'; done: number; total: number }) => void = () =>
      undefined;
    s.enqueue({
      family: 'p',
      kind: 'pdf',
      displayName: 'p',
      start: (onProgress) => {
        report = onProgress as typeof report;
        return { id: 'p', outcome: new Promise(() => undefined), cancel: () => undefined };
      },
    });
    report({ phase: 'msgCodes.jobRendering', done: 3, total: 10 });
    expect(s.items()[0]?.progress).toMatchObject({ done: 3, total: 10 });
  });
});
