// Keyword search (spec 000 §2 Footwear "Keyword (Name, with Outsole/Upper toggles, and
// Description)", POP "Name"). The filter model's text filters match "contains, case-insensitive"
// (decision 0029); over several words that reads: each word the user typed appears inside some
// word of the searched fields, ignoring case and accents ("cafe" finds "Café"). Words are runs
// of letters and digits in any script.

/** Lower case without accents (NFD, combining marks dropped): the form words are compared in. */
export function foldText(text: string): string {
  // ASCII has no accents to drop: skip the normalization (most names and descriptions).
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
// eslint-disable-next-line no-control-regex -- the ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;

const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct words of a text, folded, in first-seen order. */
export function keywordWords(text: string): string[] {
  return [...new Set(foldText(text).match(WORD) ?? [])];
}

/** The words of a typed keyword; empty when it holds no letter or digit (the filter is then off). */
export function keywordTokens(typed: string): string[] {
  return keywordWords(typed);
}

/** True when every token is inside some word of the texts (each token may use another field). */
export function keywordMatches(tokens: readonly string[], texts: readonly string[]): boolean {
  if (tokens.length === 0) return true;
  const words = texts.flatMap(keywordWords);
  return tokens.every((token) => words.some((word) => word.includes(token)));
}
