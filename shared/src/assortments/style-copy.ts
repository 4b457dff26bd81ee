// 000 §4: "Editing a style note, collection style note or pillar (assortments) copies the value
// to all colors of the same style." The copies are ordinary row changes the screen writes with
// the edit (one undo step).
export const STYLE_WIDE_FIELDS = ['styleNote', 'collectionStyleNote', 'pillar'] as const;
export type StyleWideField = (typeof STYLE_WIDE_FIELDS)[number];

export const isStyleWideField = (field: string): field is StyleWideField =>
  (STYLE_WIDE_FIELDS as readonly string[]).includes(field);

export interface StyleRow {
  readonly id: string;
  readonly style: string;
}

/** The other colours of the edited row's style that must take the value (ids, in row order). */
export function styleWideTargets(
  rows: readonly StyleRow[],
  edited: StyleRow,
  field: string,
): readonly string[] {
  if (!isStyleWideField(field)) return [];
  return rows.filter((r) => r.style === edited.style && r.id !== edited.id).map((r) => r.id);
}
