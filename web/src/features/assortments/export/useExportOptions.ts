// The export screen's choices remembered per user and assortment on this device (spec 000 §3
// Assortment document settings). localStorage, not the assortment's uiSettings: the entity has
// no place for them, and a user's last document choice is a device preference, not shared data.
import {
  restoreExportOptions,
  type Assortment,
  type AssortmentExportOptions,
} from '@portal/shared';
import { useCallback, useState } from 'react';

export const exportOptionsKey = (userId: string, assortmentId: string) =>
  `portal.assortments.export.${userId}.${assortmentId}`;

type Subject = Pick<Assortment, 'id' | 'productType' | 'status'>;

export function readExportOptions(
  userId: string,
  assortment: Subject,
  storage: Storage | undefined = globalThis.localStorage,
): AssortmentExportOptions {
  let stored: unknown;
  try {
    const raw = storage?.getItem(exportOptionsKey(userId, assortment.id));
    stored = raw ? JSON.parse(raw) : undefined;
  } catch {
    stored = undefined; // unreadable or disabled: the defaults
  }
  return restoreExportOptions(stored, assortment.productType, assortment.status);
}

function writeExportOptions(
  userId: string,
  assortmentId: string,
  options: AssortmentExportOptions,
) {
  try {
    globalThis.localStorage?.setItem(
      exportOptionsKey(userId, assortmentId),
      JSON.stringify(options),
    );
  } catch {
    // full or disabled: not remembered
  }
}

/** `[options, update]`; the options follow the assortment (and its product type and status). */
export function useExportOptions(
  userId: string,
  assortment: Subject | null,
): readonly [AssortmentExportOptions | null, (next: AssortmentExportOptions) => void] {
  const key = assortment
    ? `${exportOptionsKey(userId, assortment.id)}|${assortment.productType}|${assortment.status}`
    : null;
  const [state, setState] = useState<{
    key: string | null;
    options: AssortmentExportOptions | null;
  }>({ key: null, options: null });
  let current = state;
  if (state.key !== key) {
    // Derived from the props while rendering (React's pattern for state that follows a prop).
    current = { key, options: assortment ? readExportOptions(userId, assortment) : null };
    setState(current);
  }
  const id = assortment?.id;
  const update = useCallback(
    (next: AssortmentExportOptions) => {
      setState((s) => ({ ...s, options: next }));
      if (id !== undefined) writeExportOptions(userId, id, next);
    },
    [userId, id],
  );
  return [current.options, update] as const;
}
