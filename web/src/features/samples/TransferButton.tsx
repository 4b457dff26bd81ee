// Spec 001 §4 "Items of Sales can be moved (transferred) to Production", §7 PATCH
// /sampleInventory/Sales/transfer: on the Sales screen, the selected rows go to Production
// through the server's `sample.transfer` command (sync-server commands/samples.ts), written to
// the device's outbox and sent exactly once by the sync, offline like every write. The prompt
// (spec 000 §4) names the count; the rows show their state meanwhile (transfer-state.ts); when
// the command is executed a success toast counts the samples (the pull then takes them out of
// Sales), when refused an error toast gives the server's reason. Decision 0052.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { runCommand } from '../../db/actions.ts';
import { useLiveQuery } from '../../db/hooks.ts';
import { confirmAction } from '../../ui/confirm/confirm-store.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toasts/queue.ts';
import type { SampleRow } from './columns.ts';
import { TRANSFER_COMMAND, transferSampleIds, type TransferRowState } from './transfer-state.ts';

export interface TransferButtonProps {
  /** The grid's selected rows (Sales samples). */
  readonly rows: readonly SampleRow[];
  /** The rows' states (`useTransferStates()`): a row already pending is not sent again. */
  readonly states: ReadonlyMap<string, TransferRowState>;
}

/** spec 000 §4 prompt: 'Transfer one sample / n samples to Production?'; true when agreed. */
export function confirmTransferSamples(count: number): Promise<boolean> {
  return confirmAction({
    title: { id: 'labels.samples.transfer.confirm', values: { count } },
    description: { id: 'labels.samples.transfer.confirmText' },
    labelYes: { id: 'buttons.samples.transfer' },
    labelNo: { id: 'buttons.cancel' },
  });
}

export function TransferButton({ rows, states }: TransferButtonProps) {
  const watch = useTransferToasts();
  const sendable = rows.filter((row) => states.get(row.id)?.state !== 'pending');
  const [busy, setBusy] = useState(false);

  const transfer = async () => {
    const sampleIds = sendable.map((row) => row.id);
    if (sampleIds.length === 0 || !(await confirmTransferSamples(sampleIds.length))) return;
    setBusy(true);
    try {
      // Written to the outbox at once (offline too); its outcome reaches the rows and the
      // toasts through the command document, so a reload loses neither.
      const { id } = await runCommand(TRANSFER_COMMAND, { sampleIds });
      watch(id);
    } catch {
      showToast('error', { id: 'labels.samples.saveFailed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      className="btn btn-secondary"
      onPress={() => void transfer()}
      isDisabled={busy || sendable.length === 0}
    >
      <FormattedMessage id="buttons.samples.transfer" />
    </Button>
  );
}

/**
 * The toasts of the transfers this screen saw pending (queued by it, or found in the outbox
 * after a reload): success with the count once the server executed one, error with the
 * server's reason once it failed. Each command is announced once.
 */
function useTransferToasts(): (commandId: string) => void {
  const [watched, setWatched] = useState<readonly string[]>([]);
  const announced = useRef(new Set<string>());
  const query = useMemo(
    () => ({
      selector: {
        type: TRANSFER_COMMAND,
        $or: [{ status: 'pending' }, { id: { $in: [...watched] } }],
      },
    }),
    [watched],
  );
  const { docs, loading } = useLiveQuery('commands', query as never);

  useEffect(() => {
    // A new query answers nothing until its first answer: judge only a query's own answer.
    if (loading) return;
    const pending = docs.filter((d) => d.status === 'pending').map((d) => d.id);
    const seen = new Set(docs.map((d) => d.id));
    for (const doc of docs) {
      if (doc.status === 'pending' || !watched.includes(doc.id)) continue;
      if (announced.current.has(doc.id)) continue;
      announced.current.add(doc.id);
      if (doc.status === 'executed') {
        const count = doc.result?.ids?.length ?? transferSampleIds(doc).length;
        showToast(
          'success',
          { id: 'labels.samples.transfer.done', values: { count } },
          { timeout: SUCCESS_TOAST_MS },
        );
      } else {
        showToast('error', {
          id: 'labels.samples.transfer.refused',
          values: { message: doc.result?.message ?? '' },
        });
      }
    }
    // Keep watching what is pending, and what is still to be announced.
    const next = [
      ...new Set([
        ...pending,
        ...watched.filter((id) => seen.has(id) && !announced.current.has(id)),
      ]),
    ].sort();
    if (next.join() !== [...watched].sort().join()) setWatched(next);
  }, [docs, loading, watched]);

  // The screen's own transfer is watched from its write on, however fast the server answers.
  return useCallback(
    (commandId: string) =>
      setWatched((ids) => (ids.includes(commandId) ? ids : [...ids, commandId].sort())),
    [],
  );
}
