// Spec 001 §4 "Items of Sales can be moved (transferred) to Production" on the device: each
// Sales row's transfer state, derived from the `sample.transfer` command documents of the
// device's outbox (the `commands` collection), never from React state alone, so a transfer
// queued offline still shows after a reload. A pending command (written offline, or on its way)
// marks its samples "pending"; a failed one marks them refused with the server's reason until a
// newer transfer of the sample; an executed one marks nothing (the pull moves the samples out of
// Sales). Decision 0052.
import type { CommandResult } from '@portal/shared';
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import type { DeviceDocOf } from '../../db/device-docs.ts';
import { useLiveQuery } from '../../db/hooks.ts';
import { columnKit, type GridColumn } from '../../grid/index.ts';
import type { SampleRow } from './columns.ts';

export const TRANSFER_COMMAND = 'sample.transfer';

type CommandDoc = DeviceDocOf<'commands'>;

export type TransferRowState =
  | { readonly state: 'pending'; readonly commandId: string }
  | { readonly state: 'refused'; readonly commandId: string; readonly message: string };

/** The sample ids a transfer command names (its payload, as the device wrote it). */
export function transferSampleIds(command: Pick<CommandDoc, 'payload'>): string[] {
  const ids = (command.payload as { sampleIds?: unknown }).sampleIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The server's reason for one sample: its own line of `errors` ('<id>: not a Sales sample',
 * sync-server commands/samples.ts) when there is one, else the command's message.
 */
export function refusalFor(sampleId: string, result: CommandResult | undefined): string {
  const own = result?.errors?.find((line) => line.startsWith(`${sampleId}: `));
  return own ? own.slice(sampleId.length + 2) : (result?.message ?? '');
}

/**
 * Sample id → its latest transfer's state. Commands are taken oldest first (createdAt, then
 * id), so a newer transfer of a sample replaces an older refusal; an executed one clears it.
 */
export function transferStates(
  commands: readonly Pick<
    CommandDoc,
    'id' | 'type' | 'status' | 'payload' | 'result' | 'createdAt'
  >[],
): ReadonlyMap<string, TransferRowState> {
  const ordered = commands
    .filter((c) => c.type === TRANSFER_COMMAND)
    .sort(
      (a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id.localeCompare(b.id),
    );
  const states = new Map<string, TransferRowState>();
  for (const command of ordered) {
    for (const id of transferSampleIds(command)) {
      if (command.status === 'pending') states.set(id, { state: 'pending', commandId: command.id });
      else if (command.status === 'failed')
        states.set(id, {
          state: 'refused',
          commandId: command.id,
          message: refusalFor(id, command.result),
        });
      else states.delete(id);
    }
  }
  return states;
}

/**
 * A row whose transfer is pending may not be changed or deleted meanwhile: an edit pushed after
 * the command ran would name the Sales library of a Production sample (refused, 0048), and a
 * delete pushed before it would make the server refuse the whole transfer.
 */
export function transferPending(
  states: ReadonlyMap<string, TransferRowState>,
  sampleId: string,
): boolean {
  return states.get(sampleId)?.state === 'pending';
}

/** The device's transfer commands still worth showing (pending or failed), live. */
const OPEN_TRANSFERS = {
  selector: { type: TRANSFER_COMMAND, status: { $in: ['pending', 'failed'] } },
} as const;

/** Live per-row states of the Sales screen (the outbox's transfer commands). */
export function useTransferStates(): ReadonlyMap<string, TransferRowState> {
  const { docs } = useLiveQuery('commands', OPEN_TRANSFERS as never);
  // The live query answers a new array on every change of the collection; the map keeps its
  // identity while the transfer commands are the same, so the grid's columns are not rebuilt.
  const key = JSON.stringify(docs.map((d) => [d.id, d.status, d.payload, d.result, d.createdAt]));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the commands' content
  return useMemo(() => transferStates(docs), [key]);
}

/** The text of a row's state, in the user's language ('' when it has none). */
export function transferText(intl: IntlShape, state: TransferRowState | undefined): string {
  if (!state) return '';
  return state.state === 'pending'
    ? intl.formatMessage({ id: 'labels.samples.transfer.pending' })
    : intl.formatMessage({ id: 'labels.samples.transfer.refused' }, { message: state.message });
}

/**
 * The Sales grid's "Transfer" column: read-only, the row's state as text, tinted (a warning
 * while pending, an error when refused) with the same text as its tooltip.
 */
export function transferColumn(
  intl: IntlShape,
  states: ReadonlyMap<string, TransferRowState>,
): GridColumn<SampleRow> {
  const col = columnKit<SampleRow>(intl);
  return col.text('transferState', {
    header: intl.formatMessage({ id: 'labels.samples.transfer.column' }),
    get: (row) => transferText(intl, states.get(row.id)),
    readOnly: true,
    sortable: false,
    width: 220,
    note: (row) => {
      const state = states.get(row.id);
      return state
        ? {
            text: transferText(intl, state),
            tone: state.state === 'pending' ? ('warning' as const) : ('error' as const),
          }
        : undefined;
    },
  });
}
