// The catalogue's window of pages asked ahead (pages-ahead.ts), driven by a scripted server:
// each ask is recorded and answered only when the test releases its head, so the order of asks
// against heads is exact. The real server behind it is exercised by tests/sync/catalogue.test.ts.
import { describe, expect, it } from 'vitest';
import type { Checkpoint, NextPage, PullLinesPage } from '@portal/shared';
import { announcedCheckpoint, PagesAhead, type PageAnswer } from './pages-ahead.ts';

interface Ask {
  readonly at: string;
  readonly fresh: boolean;
  readonly total: boolean;
  answer(next: NextPage | null): Promise<void>;
}

function scriptedServer() {
  const asks: Ask[] = [];
  const ask = (cp: Checkpoint, fresh: boolean, total: boolean) =>
    new Promise<PageAnswer>((resolve) => {
      asks.push({
        at: cp.seq,
        fresh,
        total,
        answer: async (next) => {
          resolve({ next, page: Promise.resolve({} as PullLinesPage) });
          await settle();
        },
      });
    });
  return { asks, ask };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const at = (seq: string): Checkpoint => ({ txid: '1', seq, scope: 's' });
const next = (seq: string, reset = false): NextPage => ({ txid: '1', seq, scope: 's', reset });
const start = { at: at('0'), fresh: true, total: true };

describe('PagesAhead', () => {
  it('keeps at most `depth` pages asked beyond the one taken, each from the head before it', async () => {
    const server = scriptedServer();
    const pages = new PagesAhead(server.ask, 2, start, false);
    const first = pages.take();
    expect(server.asks.map((a) => a.at)).toEqual(['0']);
    await server.asks[0]!.answer(next('10'));
    await first;
    await server.asks[1]!.answer(next('20'));
    // Pages 2 and 3 are out, page 1 is being stored: the window is full.
    expect(server.asks.map((a) => a.at)).toEqual(['0', '10', '20']);
    await server.asks[2]!.answer(next('30'));
    expect(server.asks).toHaveLength(3);
    // Taking page 2 makes room for page 4, asked from page 3's head.
    await pages.take();
    expect(server.asks.map((a) => a.at)).toEqual(['0', '10', '20', '30']);
  });

  it('with depth 1 asks the next page only once the current one is taken and its head is in', async () => {
    const server = scriptedServer();
    const pages = new PagesAhead(server.ask, 1, start, false);
    void pages.take();
    await server.asks[0]!.answer(next('10'));
    await server.asks[1]!.answer(next('20'));
    expect(server.asks).toHaveLength(2);
    void pages.take();
    await settle();
    expect(server.asks.map((a) => a.at)).toEqual(['0', '10', '20']);
  });

  it('asks the first page fresh and with the total, later pages neither, unless sweeping', async () => {
    const server = scriptedServer();
    const pages = new PagesAhead(server.ask, 3, start, false);
    void pages.take();
    await server.asks[0]!.answer(next('10'));
    await server.asks[1]!.answer(next('20'));
    expect(server.asks.map(({ fresh, total }) => ({ fresh, total }))).toEqual([
      { fresh: true, total: true },
      { fresh: false, total: false },
      { fresh: false, total: false },
    ]);
    const sweeping = scriptedServer();
    void new PagesAhead(sweeping.ask, 2, { ...start, fresh: false }, true).take();
    await sweeping.asks[0]!.answer(next('10'));
    expect(sweeping.asks.map((a) => a.fresh)).toEqual([true, true]);
  });

  it('asks every page after an answer that restarted the pull fresh (the sweep begins there)', async () => {
    const server = scriptedServer();
    const pages = new PagesAhead(server.ask, 3, { ...start, fresh: false }, false);
    void pages.take();
    await server.asks[0]!.answer(next('10', true));
    await server.asks[1]!.answer(next('20'));
    expect(server.asks.map((a) => a.fresh)).toEqual([false, true, true]);
  });

  it('restart drops the pages asked ahead and asks from the checkpoint the body gave', async () => {
    const server = scriptedServer();
    const pages = new PagesAhead(server.ask, 2, start, false);
    void pages.take();
    await server.asks[0]!.answer(next('10'));
    pages.restart(at('15'), false);
    const taken = pages.take();
    expect(server.asks.map((a) => a.at)).toEqual(['0', '10', '15']);
    // The dropped page's head arrives late: it asks for nothing.
    await server.asks[1]!.answer(next('20'));
    expect(server.asks).toHaveLength(3);
    await server.asks[2]!.answer(next('25'));
    expect((await taken).next).toEqual(next('25'));
    expect(server.asks.map((a) => a.at)).toEqual(['0', '10', '15', '25']);
  });

  it('asks for nothing more once stopped, and says so when the last page was taken', async () => {
    const server = scriptedServer();
    const pages = new PagesAhead(server.ask, 2, start, false);
    void pages.take();
    pages.stop();
    await server.asks[0]!.answer(next('10'));
    expect(server.asks).toHaveLength(1);
    const last = new PagesAhead(scriptedServer().ask, 2, start, false);
    void last.take();
    expect(() => last.take()).toThrow(/no page asked/);
  });

  it('announcedCheckpoint: a head holds when it names the body’s txid, seq and scope', () => {
    expect(announcedCheckpoint(next('10'), at('10'))).toBe(true);
    expect(announcedCheckpoint(next('10'), at('11'))).toBe(false);
    expect(announcedCheckpoint(next('10'), { ...at('10'), scope: 'other' })).toBe(false);
    expect(announcedCheckpoint(null, at('10'))).toBe(false);
  });
});
