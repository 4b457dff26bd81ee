// Writes and commands from forms and actions, for the signed-in user's device (issue 14
// scopes 5, 6). Each goes where the device sync runs, is validated there with the shared
// schema (a bad document is refused with its zod issues as a `DeviceWriteError`, never
// stored) and is written offline like every write; replication sends it.
import type { CommandPayload, CommandType } from '@portal/shared';
import { currentDeviceSync } from '../sync/runtime.ts';
import type { DeviceCollectionName } from './collections.ts';
import type { DeviceData, RunningCommand } from './device-data/client.ts';
import type { DeviceInputOf, DevicePatchOf } from './device-docs.ts';

export { DeviceWriteError } from './device-data/client.ts';
export type { CommandOutcome, DeviceData, RunningCommand } from './device-data/client.ts';
export type { CommandState, CommandView, WriteIssue } from './device-data/protocol.ts';

/** No user's device sync is open (signed out, or the shell has not opened it yet). */
export class DeviceNotOpenError extends Error {
  constructor() {
    super('The device database is not open');
    this.name = 'DeviceNotOpenError';
  }
}

/** The signed-in user's device data; throws `DeviceNotOpenError` when none is open. */
export function deviceData(): DeviceData {
  const sync = currentDeviceSync();
  if (!sync) throw new DeviceNotOpenError();
  return sync.data;
}

type Many<T> = T | readonly T[];

/** New documents (an id that exists is refused). Resolves with the ids written. */
export async function insertDocuments<N extends DeviceCollectionName>(
  name: N,
  docs: Many<DeviceInputOf<N>>,
): Promise<readonly string[]> {
  return deviceData().insert(name, docs);
}

/** Whole documents, inserted or replaced. */
export async function upsertDocuments<N extends DeviceCollectionName>(
  name: N,
  docs: Many<DeviceInputOf<N>>,
): Promise<readonly string[]> {
  return deviceData().upsert(name, docs);
}

/**
 * The same changes on one or many documents; each merged document is validated, and none is
 * written when one is invalid. An optional field set to `undefined` is cleared.
 *
 * @example await patchDocuments('notifications', selectedIds, { state: 'Read', readDate: now });
 */
export async function patchDocuments<N extends DeviceCollectionName>(
  name: N,
  ids: Many<string>,
  changes: DevicePatchOf<N>,
): Promise<readonly string[]> {
  return deviceData().patch(name, ids, changes);
}

/** Removes documents: tombstones, so the removal replicates. */
export async function removeDocuments(
  name: DeviceCollectionName,
  ids: Many<string>,
): Promise<readonly string[]> {
  return deviceData().remove(name, ids);
}

/**
 * A server-only action (ARCHITECTURE.md "Data flow" 3): the command is written offline and
 * `outcome` resolves when its result reaches the device.
 *
 * @example
 * const { id, outcome } = await runCommand('order.submit', { orderId });
 * // <CommandStatusChip commandId={id} /> meanwhile
 * const end = await outcome; // { state: 'done', result } | { state: 'refused', message }
 */
export async function runCommand<T extends CommandType>(
  type: T,
  payload: CommandPayload<T>,
): Promise<RunningCommand> {
  return deviceData().runCommand(type, payload);
}
