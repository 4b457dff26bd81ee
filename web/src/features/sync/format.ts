// Small formatting helpers of the sync UI.

/** spec 000 §9 / 001 §9: file sizes in KB, MB, GB at base 1024. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** The message id naming a replicated collection (server or device name). */
export function collectionLabelId(collection: string): string {
  return `common.syncCollection.${collection === 'assortmentCollections' ? 'collections' : collection}`;
}

/** The message id of a rejection reason code (shared REJECTION_REASONS). */
export function reasonLabelId(reason: string | undefined): string {
  return `msgCodes.syncReason.${reason ?? 'conflict'}`;
}

/** A JSON value as a short text for the issues list. */
export function shortValue(json: string | unknown): string {
  const value = typeof json === 'string' ? safeParse(json) : json;
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

function safeParse(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}
