// Device storage (issue 5 scope 1): ask the browser to keep the device database through
// storage pressure (navigator.storage.persist), and report the space used.

export interface StorageInfo {
  /** Bytes used by this origin, when the browser tells. */
  readonly usage: number | null;
  /** Bytes this origin may use. */
  readonly quota: number | null;
  /** The browser promised not to evict the data on its own. */
  readonly persisted: boolean;
}

function storageManager(): StorageManager | undefined {
  return typeof navigator !== 'undefined' ? navigator.storage : undefined;
}

/** Asks once per page; answers whether storage is (now) persistent. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = storageManager();
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

export async function storageInfo(): Promise<StorageInfo> {
  const storage = storageManager();
  try {
    const [estimate, persisted] = await Promise.all([
      storage?.estimate?.() ?? Promise.resolve(undefined),
      storage?.persisted?.() ?? Promise.resolve(false),
    ]);
    return {
      usage: estimate?.usage ?? null,
      quota: estimate?.quota ?? null,
      persisted: persisted === true,
    };
  } catch {
    return { usage: null, quota: null, persisted: false };
  }
}
