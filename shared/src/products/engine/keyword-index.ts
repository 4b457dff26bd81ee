// Keyword search in the index (decision 0034): per searched field, each distinct folded word
// and the slots whose field holds it (a posting list). A typed token matches every word that
// contains it (./keyword.ts semantics), found by scanning the field's vocabulary — thousands of
// words, not 100,000 products. A product written again appends its new words; its old
// postings stay until compaction and are checked against its current words, so an update
// costs its own words, not a pass over every list.
import { KEYWORD_FIELDS, type KeywordField } from '../fields.ts';
import { keywordWords } from '../keyword.ts';
import { Bitset } from './bitset.ts';

/** A growable list of slots. */
class SlotList {
  data = new Int32Array(4);
  length = 0;
  push(slot: number): void {
    if (this.length === this.data.length) {
      const data = new Int32Array(this.data.length * 2);
      data.set(this.data);
      this.data = data;
    }
    this.data[this.length++] = slot;
  }
}

class FieldPostings {
  readonly postings = new Map<string, SlotList>();
  /** The vocabulary in a plain array, scanned by `includes`. */
  readonly words: string[] = [];

  add(word: string, slot: number): void {
    let list = this.postings.get(word);
    if (!list) {
      list = new SlotList();
      this.postings.set(word, list);
      this.words.push(word);
    }
    list.push(slot);
  }
}

export class KeywordIndex {
  private readonly fields = new Map<KeywordField, FieldPostings>(
    KEYWORD_FIELDS.map((f) => [f, new FieldPostings()]),
  );
  /** Current words of slots written more than once: their older postings may be stale. */
  private readonly rewritten = new Map<number, Map<KeywordField, readonly string[]>>();
  private stalePostings = 0;
  private totalPostings = 0;

  /** Indexes a slot's texts; `again` when the slot held a product before. */
  write(slot: number, texts: Readonly<Record<KeywordField, string>>, again: boolean): void {
    const current = new Map<KeywordField, readonly string[]>();
    for (const field of KEYWORD_FIELDS) {
      const words = keywordWords(texts[field]);
      current.set(field, words);
      const postings = this.fields.get(field);
      if (!postings) continue;
      for (const word of words) postings.add(word, slot);
      this.totalPostings += words.length;
    }
    if (again) {
      this.rewritten.set(slot, current);
      this.stalePostings += [...current.values()].reduce((n, w) => n + w.length, 0);
      if (this.stalePostings > this.totalPostings / 4) this.compact();
    }
  }

  /** A removed slot: none of its postings hold any more. */
  removeSlot(slot: number): void {
    this.rewritten.set(slot, new Map());
  }

  /** Slots where every token is inside a word of one of the fields. */
  search(tokens: readonly string[], fields: readonly KeywordField[], capacity: number): Bitset {
    let result: Bitset | undefined;
    for (const token of tokens) {
      const found = new Bitset(capacity);
      for (const field of fields) {
        const postings = this.fields.get(field);
        if (!postings) continue;
        for (const word of postings.words) {
          if (!word.includes(token)) continue;
          const list = postings.postings.get(word);
          if (!list) continue;
          for (let i = 0; i < list.length; i++) found.set(list.data[i] ?? 0);
        }
      }
      for (const [slot, current] of this.rewritten)
        if (found.has(slot) && !fields.some((f) => current.get(f)?.some((w) => w.includes(token))))
          found.clear(slot);
      result = result ? result.and(found) : found;
    }
    return result ?? new Bitset(capacity);
  }

  /**
   * Drops the postings of rewritten slots that their current words no longer hold, and
   * duplicates, so lists stay exact and `rewritten` empty.
   */
  compact(): void {
    for (const [field, postings] of this.fields) {
      for (const [word, list] of postings.postings) {
        const seen = new Set<number>();
        let kept = 0;
        for (let i = 0; i < list.length; i++) {
          const slot = list.data[i] ?? 0;
          const current = this.rewritten.get(slot);
          if (current) {
            if (seen.has(slot) || !current.get(field)?.includes(word)) continue;
            seen.add(slot);
          }
          list.data[kept++] = slot;
        }
        list.length = kept;
      }
    }
    this.rewritten.clear();
    this.stalePostings = 0;
  }

  bytes(): number {
    let total = 0;
    for (const postings of this.fields.values())
      for (const [word, list] of postings.postings)
        total += list.data.byteLength + word.length * 4 + 96;
    return total;
  }
}
