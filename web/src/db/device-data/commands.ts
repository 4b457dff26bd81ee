// Commands from screens (issue 14 scope 6; docs/decisions/0013-sync-commands.md): the command
// document a screen's `runCommand` writes, and the state a screen shows, derived from the
// command document, the sync rejections of it and the pushes on their way.
import {
  commandDocumentSchema,
  commandPayloadSchemas,
  type CommandDocument,
  type CommandType,
} from '@portal/shared';
import type { z } from 'zod';
import type { DeviceDocOf } from '../device-docs.ts';
import type { CommandView } from './protocol.ts';

export function isCommandType(type: string): type is CommandType {
  return Object.hasOwn(commandPayloadSchemas, type);
}

export type CommandDocumentCheck =
  | { readonly ok: true; readonly doc: CommandDocument }
  | { readonly ok: false; readonly issues: readonly z.core.$ZodIssue[] };

/**
 * The command document for the device's outbox: its payload checked against its type (issues
 * under `payload`), status pending (the server sets the rest), the device's time of writing.
 */
export function commandDocument(
  id: string,
  type: string,
  payload: unknown,
  now: Date,
): CommandDocumentCheck {
  const base = { id, _deleted: false, status: 'pending', createdAt: now.toISOString() };
  // The type crossed from the page: an unknown one is refused by the document schema.
  if (!isCommandType(type)) {
    const parsed = commandDocumentSchema.safeParse({ ...base, type, payload: {} });
    return parsed.success
      ? { ok: true, doc: parsed.data }
      : { ok: false, issues: parsed.error.issues };
  }
  const checked = commandPayloadSchemas[type].safeParse(payload);
  if (!checked.success) {
    return {
      ok: false,
      issues: checked.error.issues.map((i) => ({ ...i, path: ['payload', ...i.path] })),
    };
  }
  const parsed = commandDocumentSchema.safeParse({ ...base, type, payload: checked.data });
  return parsed.success
    ? { ok: true, doc: parsed.data }
    : { ok: false, issues: parsed.error.issues };
}

type StoredCommand = Pick<DeviceDocOf<'commands'>, 'id' | 'type' | 'status' | 'result'>;
type Rejection = Pick<DeviceDocOf<'syncIssues'>, 'message' | 'reasonCode' | 'refusedValues'>;

/** A refused command document is gone from the device; its rejection keeps what was sent. */
function refusedType(rejection: Rejection | undefined): CommandType | undefined {
  const type = rejection?.refusedValues?.type;
  return typeof type === 'string' && isCommandType(type) ? type : undefined;
}

/**
 * What a screen shows of a command. The server's verdict wins: executed is done, failed is
 * refused; a sync rejection of the command document (the server refused the document itself,
 * and the device then holds no command) is refused too; otherwise it is running while a push
 * carries it, else queued. Null when the device holds neither the command nor a rejection.
 */
export function commandView(
  id: string,
  stored: StoredCommand | null,
  rejections: readonly Rejection[],
  running: boolean,
): CommandView | null {
  const rejection = rejections[0];
  if (stored?.status === 'executed') {
    return {
      id,
      type: stored.type,
      state: 'done',
      ...(stored.result ? { result: stored.result } : {}),
    };
  }
  if (stored?.status === 'failed' || rejection) {
    const type = stored?.type ?? refusedType(rejection);
    const message = stored?.result?.message ?? rejection?.message ?? rejection?.reasonCode;
    return {
      id,
      ...(type ? { type } : {}),
      state: 'refused',
      ...(stored?.result ? { result: stored.result } : {}),
      ...(message ? { message } : {}),
    };
  }
  if (!stored) return null;
  return { id, type: stored.type, state: running ? 'running' : 'queued' };
}
