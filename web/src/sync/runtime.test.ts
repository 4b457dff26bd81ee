// The app's one device sync per user (runtime.ts) on a real device database (RxDB over
// fake-indexeddb). Regression: the shell's sync layer and a screen asking in the same tick
// opened two databases of one name; the second waited forever for a leadership the first held,
// and the screen showed an empty catalogue.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from './runtime.ts';

afterEach(async () => {
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
});

describe('openDeviceSync', () => {
  it('gives callers in the same tick one device sync', async () => {
    const userId = `runtime-${Date.now()}`;
    const [a, b] = await Promise.all([openDeviceSync(userId), openDeviceSync(userId)]);
    expect(b).toBe(a);
    expect(currentDeviceSync()).toBe(a);
    // A later call returns the open one.
    expect(await openDeviceSync(userId)).toBe(a);
  });

  it('closes the first user’s sync before opening the next user’s', async () => {
    const first = `runtime-a-${Date.now()}`;
    const second = `runtime-b-${Date.now()}`;
    const a = await openDeviceSync(first);
    const aDb = await a.database();
    const b = await openDeviceSync(second);
    expect(b.userId).toBe(second);
    expect(aDb.closed).toBe(true);
    expect(currentDeviceSync()).toBe(b);
    await aDb.remove().catch(() => undefined);
  });
});
