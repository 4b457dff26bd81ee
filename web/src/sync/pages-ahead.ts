// The catalogue's pages asked ahead of the one being stored (decision 0024). Each pull answer's
// head announces where the next page starts (SYNC_NEXT_HEADER), so the next page can be asked
// for before this one's body is read; the window keeps up to `depth` pages asked and not yet
// taken, so the server prepares and sends them while the device parses and writes.
import type { Checkpoint, NextPage, PullLinesPage } from '@portal/shared';

/** A pull answer once its head arrived; its body may still be downloading. */
export interface PageAnswer {
  readonly next: NextPage | null;
  readonly page: Promise<PullLinesPage>;
}

export type AskPage = (cp: Checkpoint, fresh: boolean, total: boolean) => Promise<PageAnswer>;

interface Slot {
  readonly answer: Promise<PageAnswer>;
  head?: PageAnswer;
  followed: boolean;
}

export class PagesAhead {
  private readonly ask: AskPage;
  private readonly depth: number;
  /** Asked, not yet taken, in order. */
  private slots: Slot[] = [];
  /** The page asked last (taken or not): its head says where the next one starts. */
  private tail: Slot | undefined;
  /** Later pages are asked fresh while the pass sweeps (from the start or after a reset). */
  private sweeping: boolean;
  private stopped = false;

  /**
   * Asks for the first page at once: `first.fresh` for a pull from scratch, `first.total` with
   * the count of what remains. `sweeping`: the pass sweeps, so every page is asked fresh.
   */
  constructor(
    ask: AskPage,
    depth: number,
    first: { readonly at: Checkpoint; readonly fresh: boolean; readonly total: boolean },
    sweeping: boolean,
  ) {
    this.ask = ask;
    this.depth = Math.max(1, depth);
    this.sweeping = sweeping;
    this.enqueue(first.at, first.fresh || sweeping, first.total);
  }

  /** The next page in order: its head, once arrived. */
  take(): Promise<PageAnswer> {
    const slot = this.slots.shift();
    if (!slot) throw new Error('PagesAhead.take: no page asked (the last page was taken)');
    this.follow();
    return slot.answer;
  }

  /** Drops the pages asked ahead and asks again from `cp` (a head disagreed with its body).
   * Answers to the dropped asks are never read; the server's work on them is lost, no data. */
  restart(cp: Checkpoint, sweeping: boolean): void {
    this.slots = [];
    this.sweeping = sweeping;
    this.enqueue(cp, sweeping, false);
  }

  /** Asks for nothing more (the pass ended or failed). */
  stop(): void {
    this.stopped = true;
    this.slots = [];
  }

  private enqueue(cp: Checkpoint, fresh: boolean, total: boolean): void {
    const answer = this.ask(cp, fresh, total);
    // Awaited by the pass when taken; unhandled only if the pass ended first.
    answer.catch(() => undefined);
    const slot: Slot = { answer, followed: false };
    this.slots.push(slot);
    this.tail = slot;
    answer.then(
      (head) => {
        slot.head = head;
        this.follow();
      },
      () => undefined,
    );
  }

  /** Asks for the page after the last one asked, when its head is in and the window has room. */
  private follow(): void {
    const tail = this.tail;
    if (this.stopped || !tail?.head || tail.followed || this.slots.length >= this.depth) return;
    const next = tail.head.next;
    if (!next) return;
    tail.followed = true;
    // An answer that restarted the pull (a scope change) starts a sweep.
    if (next.reset) this.sweeping = true;
    this.enqueue({ txid: next.txid, seq: next.seq, scope: next.scope }, this.sweeping, false);
  }
}

/** Whether a head announced the checkpoint its body carries (the pages asked from it hold). */
export function announcedCheckpoint(announced: NextPage | null, cp: Checkpoint): boolean {
  return (
    announced !== null &&
    announced.txid === cp.txid &&
    announced.seq === cp.seq &&
    announced.scope === cp.scope
  );
}
