// Style/Color IDs (spec 000 §2): a pasted list of hundreds of ids, each a style-colour id
// (`STYLE_COLOR`, one product) or a bare style (every colour of it). With 'Style Suffix Only'
// each entry's style is the end of a style number ("2001" finds 102001 and 232001); a colour
// given with it must still match. Ids compare without regard to case.
import type { Product } from '../entities/product.ts';
import { parseIdList } from '../filters/values.ts';

export interface IdEntry {
  /** Upper-cased style, or style suffix. */
  readonly style: string;
  /** Upper-cased colour, when the entry names one. */
  readonly color?: string;
}

/** The entries of a stored id-list value (comma-separated); empty when it cannot be read. */
export function readIdEntries(value: string): IdEntry[] {
  return (parseIdList(value) ?? []).map((raw) => {
    const upper = raw.toUpperCase();
    const cut = upper.indexOf('_');
    if (cut < 0) return { style: upper };
    return { style: upper.slice(0, cut), color: upper.slice(cut + 1) };
  });
}

export function idEntryMatches(entry: IdEntry, p: Product, suffixOnly: boolean): boolean {
  const style = p.style.toUpperCase();
  const styleOk = suffixOnly ? style.endsWith(entry.style) : style === entry.style;
  return styleOk && (entry.color === undefined || p.color.toUpperCase() === entry.color);
}
