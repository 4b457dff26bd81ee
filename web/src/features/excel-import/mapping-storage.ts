// Column mappings remembered per user and file layout (issue 6 scope 2), in localStorage:
// small JSON values, read once per file, and they need no sync (a device preference).
import type { MappingStorage } from '@portal/shared';

/** Import context ids: one remembered mapping per kind of import screen. */
export const BULK_DOWNLOAD_CONTEXT = 'bulkDownload';

export function localMappingStorage(storage: Storage | undefined = globalThis.localStorage) {
  return {
    get(key: string): string | null {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null; // storage disabled (private mode): nothing remembered
      }
    },
    set(key: string, value: string): void {
      try {
        storage?.setItem(key, value);
      } catch {
        // full or disabled: the mapping is simply not remembered
      }
    },
  } satisfies MappingStorage;
}
