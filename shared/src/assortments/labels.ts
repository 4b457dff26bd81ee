// spec 000 §3 Assortment labels (color, name) and the grid row's label (the colour of one of
// them); §5 "Labels matching no assortment label colour or name are cleared". Editing the
// assortment's labels (decision 0069): a label cell stores the colour, so colours are unique;
// names are what people read and pick, so they are unique too (any case) and not blank. A
// label taken away is cleared from the products that carried it, in the same write.
import type { AssortmentLabel } from '../entities/assortment.ts';

/** spec 000 §3: an assortment holds at most this many labels (the entity's bound). */
export const MAX_ASSORTMENT_LABELS = 50;

/** The colours offered for a new label, in order (readable as swatches and in print). */
export const LABEL_COLORS = [
  '#d32f2f',
  '#f57c00',
  '#fbc02d',
  '#388e3c',
  '#0288d1',
  '#303f9f',
  '#7b1fa2',
  '#c2185b',
  '#5d4037',
  '#616161',
] as const;

export type LabelProblem = 'blankName' | 'sameName' | 'sameColor' | 'tooMany';

export interface LabelCheck {
  readonly index: number;
  readonly problem: LabelProblem;
}

const key = (text: string) => text.trim().toLowerCase();

/** What is wrong with a list of labels, per label (the first of two equal ones is fine). */
export function checkLabels(labels: readonly AssortmentLabel[]): LabelCheck[] {
  const problems: LabelCheck[] = [];
  const names = new Set<string>();
  const colors = new Set<string>();
  labels.forEach((label, index) => {
    if (index >= MAX_ASSORTMENT_LABELS) problems.push({ index, problem: 'tooMany' });
    else if (label.name.trim() === '') problems.push({ index, problem: 'blankName' });
    else if (names.has(key(label.name))) problems.push({ index, problem: 'sameName' });
    else if (colors.has(key(label.color))) problems.push({ index, problem: 'sameColor' });
    names.add(key(label.name));
    colors.add(key(label.color));
  });
  return problems;
}

/**
 * The first offered colour no label uses yet, nor a product still carries (a removed label's
 * colour given to a new one would hand it that label's products); the first again when all are
 * taken.
 */
export function nextLabelColor(
  labels: readonly AssortmentLabel[],
  carried: readonly (string | undefined)[] = [],
): string {
  const used = new Set(
    [...labels.map((l) => l.color), ...carried].flatMap((c) => (c ? [key(c)] : [])),
  );
  return LABEL_COLORS.find((color) => !used.has(color)) ?? LABEL_COLORS[0];
}

export interface LabelledProduct {
  readonly label?: string | undefined;
}

/**
 * The write that replaces an assortment's labels: the labels (names trimmed) and, when a
 * colour went away, the products with that label cleared; null when nothing changes.
 */
export function labelsChange<P extends LabelledProduct>(
  current: { readonly labels: readonly AssortmentLabel[]; readonly products: readonly P[] },
  next: readonly AssortmentLabel[],
): { labels: AssortmentLabel[]; products?: P[] } | null {
  const labels = next.map((l) => ({ color: l.color, name: l.name.trim() }));
  const kept = new Set(labels.map((l) => key(l.color)));
  const cleared = current.products.some((p) => p.label !== undefined && !kept.has(key(p.label)));
  const same =
    labels.length === current.labels.length &&
    labels.every(
      (l, i) => l.color === current.labels[i]?.color && l.name === current.labels[i]?.name,
    );
  if (same) return null;
  if (!cleared) return { labels };
  const products = current.products.map((p) => {
    if (p.label === undefined || kept.has(key(p.label))) return p;
    const { label: _gone, ...rest } = p;
    return rest as P;
  });
  return { labels, products };
}
