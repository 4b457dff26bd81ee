// Style/Color IDs in the index (./ids.ts semantics): upper-cased id → slot and style → slots
// in hash maps, so a 500-id paste is 500 look-ups; 'Style Suffix Only' looks the reversed
// entry up as a prefix of the sorted reversed styles (binary search), not a scan.
import type { IdEntry } from '../ids.ts';
import { Bitset } from './bitset.ts';

const reverse = (text: string) => [...text].reverse().join('');
/** Upper case, without a new string when there is nothing to change (ids usually are). */
const upper = (text: string) => (/[^A-Z0-9./_-]/.test(text) ? text.toUpperCase() : text);

export class IdIndex {
  private readonly byId = new Map<string, number>();
  private readonly byStyle = new Map<string, number[]>();
  /** Sorted [reversed style, style] pairs; rebuilt when a style comes or goes. */
  private reversed: (readonly [string, string])[] | undefined;

  add(slot: number, id: string, style: string): void {
    this.byId.set(upper(id), slot);
    const key = upper(style);
    let slots = this.byStyle.get(key);
    if (!slots) {
      slots = [];
      this.byStyle.set(key, slots);
      this.reversed = undefined;
    }
    slots.push(slot);
  }

  remove(slot: number, id: string, style: string): void {
    this.byId.delete(upper(id));
    const key = upper(style);
    const slots = this.byStyle.get(key);
    const at = slots?.indexOf(slot) ?? -1;
    if (slots && at >= 0) slots.splice(at, 1);
    if (slots?.length === 0) {
      this.byStyle.delete(key);
      this.reversed = undefined;
    }
  }

  /** Builds the suffix list now (the index's build does, so no query pays for it). */
  prepare(): void {
    this.stylesEndingWith('');
  }

  /** The styles ending with `suffix` (upper-cased). */
  private stylesEndingWith(suffix: string): string[] {
    this.reversed ??= [...this.byStyle.keys()]
      .map((s) => [reverse(s), s] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const list = this.reversed;
    const prefix = reverse(suffix);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((list[mid]?.[0] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < list.length; i++) {
      const pair = list[i];
      if (!pair || !pair[0].startsWith(prefix)) break;
      out.push(pair[1]);
    }
    return out;
  }

  search(entries: readonly IdEntry[], suffixOnly: boolean, capacity: number): Bitset {
    const out = new Bitset(capacity);
    for (const entry of entries) {
      const styles = suffixOnly ? this.stylesEndingWith(entry.style) : [entry.style];
      for (const style of styles) {
        if (entry.color !== undefined) {
          const slot = this.byId.get(`${style}_${entry.color}`);
          if (slot !== undefined) out.set(slot);
        } else for (const slot of this.byStyle.get(style) ?? []) out.set(slot);
      }
    }
    return out;
  }

  bytes(): number {
    let total = 0;
    for (const id of this.byId.keys()) total += id.length * 2 + 48;
    for (const [style, slots] of this.byStyle) total += style.length * 2 + 64 + slots.length * 8;
    return total + (this.reversed?.length ?? 0) * 64;
  }
}
