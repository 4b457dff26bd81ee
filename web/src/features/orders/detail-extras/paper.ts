// The print view's paper size (spec 001 §2 "a print view"; layout not shown: A4 and Letter),
// remembered on this device for the user (localStorage, like the library view type).
import { useCallback, useState } from 'react';

export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const paperKey = (userId: string) => `portal.orders.printPaper.${userId}`;

/** Letter where it is the usual paper (the United States and Canada), else A4. */
export function defaultPaper(locale: string): PaperSize {
  const region = locale.split('-')[1]?.toUpperCase();
  return region === 'US' || region === 'CA' ? 'letter' : 'a4';
}

function readPaper(key: string, fallback: PaperSize): PaperSize {
  try {
    const stored = globalThis.localStorage?.getItem(key) ?? '';
    return (PAPER_SIZES as readonly string[]).includes(stored) ? (stored as PaperSize) : fallback;
  } catch {
    return fallback; // storage disabled
  }
}

/** `[paper, setPaper]`, remembered for this user on this device. */
export function usePaperSize(
  userId: string,
  locale: string,
): readonly [PaperSize, (paper: PaperSize) => void] {
  const key = paperKey(userId);
  const [state, setState] = useState(() => ({ key, paper: readPaper(key, defaultPaper(locale)) }));
  const paper = state.key === key ? state.paper : readPaper(key, defaultPaper(locale));
  const setPaper = useCallback(
    (next: PaperSize) => {
      try {
        globalThis.localStorage?.setItem(key, next);
      } catch {
        // full or disabled: not remembered
      }
      setState({ key, paper: next });
    },
    [key],
  );
  return [paper, setPaper] as const;
}
