// Drag and drop → the spec's moves (000 §4 "Group sort": item and beforeItem). react-aria's
// drop target says "before" or "after" an item; the move names the item it lands before.
import type { DropItem, ItemDropTarget, Key } from 'react-aria-components';
import { isTextDropItem } from 'react-aria-components';

/** Drag types of the sort screen (a style carries its group, so it may change group). */
export const DRAG_TYPES = {
  group: 'application/x-portal-display-group',
  style: 'application/x-portal-assortment-style',
  color: 'application/x-portal-style-color',
} as const;

/** The item a drop lands before (null: the end), the dragged items not counted. */
export function beforeItemOf(
  keys: readonly string[],
  target: ItemDropTarget,
  dragged: ReadonlySet<Key>,
): string | null {
  if (target.dropPosition === 'before') return String(target.key);
  const rest = keys.filter((k) => k === String(target.key) || !dragged.has(k));
  return rest[rest.indexOf(String(target.key)) + 1] ?? null;
}

export const dragItems = (type: string, values: readonly string[]): Record<string, string>[] =>
  values.map((value) => ({ [type]: value, 'text/plain': value }));

/** The dropped values of one type (another list's items). */
export async function droppedValues(items: readonly DropItem[], type: string): Promise<string[]> {
  const texts = items.filter(isTextDropItem).filter((i) => i.types.has(type));
  return Promise.all(texts.map((i) => i.getText(type)));
}
