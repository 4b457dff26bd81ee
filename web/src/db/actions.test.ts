// Writes from forms and actions (decision 0027) on a real device sync in the page (RxDB over
// fake-indexeddb): each document is validated with its shared zod schema where the sync runs;
// a bad one is refused with the zod issues and never stored; removals are tombstones.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../sync/runtime.ts';
import {
  DeviceNotOpenError,
  DeviceWriteError,
  insertDocuments,
  patchDocuments,
  removeDocuments,
  upsertDocuments,
} from './actions.ts';

let user = 0;
const openSync = () => openDeviceSync(`actions-${++user}-${Date.now()}`);

afterEach(async () => {
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
});

const assignment = (id: string, coordinatorCode = 'C1') => ({
  id,
  requesterCode: 'R1',
  coordinatorCode,
  orderSubtype: 'sample' as const,
});

async function stored(id: string) {
  const db = await currentDeviceSync()!.database();
  return (await db.collections.coordinatorAssignments!.findOne(id).exec())?.toJSON() ?? null;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the write was accepted');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(DeviceWriteError);
      return error as DeviceWriteError;
    },
  );

describe('device writes', () => {
  it('[0027 device writes] stores a valid document with its schema’s defaults', async () => {
    await openSync();
    expect(await insertDocuments('coordinatorAssignments', assignment('a1'))).toEqual(['a1']);
    expect(await stored('a1')).toMatchObject({ ...assignment('a1'), status: 'Active' });
  });

  it('[0027 device writes] refuses an invalid document with the zod issues and stores none of the batch', async () => {
    await openSync();
    const error = await refusal(
      insertDocuments('coordinatorAssignments', [
        assignment('a1'),
        { ...assignment('a2'), orderSubtype: 'bogus' as 'sample' },
      ]),
    );
    expect(error.issues).toEqual([
      expect.objectContaining({ id: 'a2', path: ['orderSubtype'], code: 'invalid_value' }),
    ]);
    expect(await stored('a1')).toBeNull();
    expect(await stored('a2')).toBeNull();
  });

  it('[0027 device writes] a patch is checked on the merged document; an invalid one changes nothing', async () => {
    await openSync();
    await insertDocuments('coordinatorAssignments', [assignment('a1'), assignment('a2')]);
    await patchDocuments('coordinatorAssignments', ['a1', 'a2'], { status: 'Inactive' });
    expect(await stored('a1')).toMatchObject({ status: 'Inactive' });
    expect(await stored('a2')).toMatchObject({ status: 'Inactive' });
    const error = await refusal(
      patchDocuments('coordinatorAssignments', ['a1', 'a2'], { coordinatorCode: '' }),
    );
    expect(error.issues.map((i) => [i.id, i.path])).toEqual([
      ['a1', ['coordinatorCode']],
      ['a2', ['coordinatorCode']],
    ]);
    expect(await stored('a1')).toMatchObject({ coordinatorCode: 'C1' });
    const missing = await refusal(patchDocuments('coordinatorAssignments', 'nope', {}));
    expect(missing.issues).toEqual([expect.objectContaining({ id: 'nope', code: 'not_found' })]);
  });

  it('[0027 device writes] an insert of an existing id is refused; an upsert replaces it', async () => {
    await openSync();
    await insertDocuments('coordinatorAssignments', assignment('a1'));
    const error = await refusal(insertDocuments('coordinatorAssignments', assignment('a1', 'C2')));
    expect(error.issues).toEqual([expect.objectContaining({ id: 'a1', code: 'exists' })]);
    await upsertDocuments('coordinatorAssignments', assignment('a1', 'C2'));
    expect(await stored('a1')).toMatchObject({ coordinatorCode: 'C2' });
  });

  it('[ARCHITECTURE replication: deletes are tombstones] a removal leaves a tombstone to replicate', async () => {
    const sync = await openSync();
    await insertDocuments('coordinatorAssignments', [assignment('a1'), assignment('a2')]);
    expect(await removeDocuments('coordinatorAssignments', ['a1'])).toEqual(['a1']);
    expect(await stored('a1')).toBeNull();
    const collection = (await sync.database()).collections.coordinatorAssignments!;
    const [tombstone] = await collection.storageInstance.findDocumentsById(['a1'], true);
    expect(tombstone).toMatchObject({ id: 'a1', _deleted: true });
    expect(await stored('a2')).not.toBeNull();
  });

  it('[0027 device writes] without an open device sync a write fails clearly', async () => {
    await expect(insertDocuments('coordinatorAssignments', assignment('a1'))).rejects.toThrow(
      DeviceNotOpenError,
    );
  });
});
