// /orders/coordinator-assignments (spec 001 §2, senior coordinators; §3 "Assignments match
// requesters to coordinators"; §7 list, create, patch with status, delete): the worked example
// of a list screen (web/CONTEXT.md "A new list screen"). The device collection in the grid
// through useCollectionGrid, the filter bar with its state in the URL, and actions that are
// device writes the sync pushes, so everything works offline. The route table keeps other
// users out (shared routes/orders.ts).
import type { MangoSelector } from '@portal/shared';
import { useCallback, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../app/screen-props.ts';
import { useLiveCount } from '../../db/hooks.ts';
import {
  Grid,
  useCollectionGrid,
  useSelectedRows,
  type GridController,
  type GridWrite,
  type SortSpec,
} from '../../grid/index.ts';
import {
  FilterBar,
  toMangoQuerySelector,
  useFilterSelector,
  useFilterState,
  type OptionLookup,
} from '../../ui/filter-bar/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toasts/queue.ts';
import { useDeviceDatabase } from '../sync/useDeviceSync.ts';
import { assignmentColumns } from './columns.ts';
import {
  coordinatorAssignmentOptions,
  coordinatorAssignmentsFilterBar as bar,
  coordinatorAssignmentsFilterMapping as mapping,
} from './filter.ts';
import { AssignmentDialog } from './AssignmentDialog.tsx';
import { useOnline } from '../../ui/useOnline.ts';
import { useRefusalToasts } from './useRefusalToasts.ts';
import type { AssignmentRow } from './user-lookup.ts';
import {
  AssignmentWriteRefused,
  checkGridWrite,
  confirmDeleteAssignments,
  prepareAssignment,
  setAssignmentStatus,
} from './writes.ts';
import './coordinator-assignments.css';

/** By requester, then coordinator (the REST list's default order too); requesterCode is indexed. */
const DEFAULT_SORT: readonly SortSpec[] = [
  { id: 'requesterCode', desc: false },
  { id: 'coordinatorCode', desc: false },
];

const toSelector = (selector: MangoSelector) => toMangoQuerySelector<AssignmentRow>(selector);
const prepare = (doc: AssignmentRow) => prepareAssignment(doc, new Date().toISOString());

function refusalToast(error: unknown): void {
  if (error instanceof AssignmentWriteRefused) showToast('error', error.text);
  else showToast('error', { id: 'orders.coordinatorAssignments.saveFailed' });
}

export default function CoordinatorAssignmentsScreen(_props: ScreenProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const collection = useDeviceDatabase()?.collections.coordinatorAssignments;
  const [state, setState] = useFilterState(bar);
  const selector = useFilterSelector(bar, state, mapping);
  const online = useOnline();
  useRefusalToasts();

  const columns = useMemo(() => assignmentColumns(intl), [intl]);
  const grid = useCollectionGrid<AssignmentRow, MangoSelector>({
    collection,
    filter: selector,
    toSelector,
    defaultSort: DEFAULT_SORT,
    writeRules: { prepare },
  });
  const { onWrite: writeGrid } = grid;
  // The duplicate rule first (the shared rule, on the device); a refusal leaves the cells as before.
  const onWrite = useCallback(
    async (write: GridWrite<AssignmentRow>) => {
      if (collection) await checkGridWrite(collection, write);
      await writeGrid(write);
    },
    [collection, writeGrid],
  );

  const [controller, setController] = useState<GridController<AssignmentRow> | null>(null);
  const selected = useSelectedRows(controller);
  const { count, loading: counting } = useLiveCount(
    'coordinatorAssignments',
    toMangoQuerySelector<AssignmentRow>(selector),
  );

  const lookupOptions = useCallback<OptionLookup>(
    async (filter, _state, query) => {
      const docs = collection ? await collection.find().exec() : [];
      return coordinatorAssignmentOptions(
        filter.key,
        docs.map((doc) => doc.toMutableJSON()),
        query.text ?? '',
      );
    },
    [collection],
  );

  const [dialog, setDialog] = useState<{ key: string; existing: AssignmentRow | null } | null>(
    null,
  );

  const changeStatus = async (status: AssignmentRow['status']) => {
    if (!collection || selected.rows.length === 0) return;
    try {
      const changed = await setAssignmentStatus(
        collection,
        selected.rows,
        status,
        new Date().toISOString(),
      );
      if (changed > 0)
        showToast(
          'success',
          {
            id: 'orders.coordinatorAssignments.statusChanged',
            values: { count: changed, status: t(`enums.coordinatorAssignment.status.${status}`) },
          },
          { timeout: SUCCESS_TOAST_MS },
        );
    } catch (error) {
      refusalToast(error);
    }
  };

  const deleteRows = async (rows: readonly AssignmentRow[], remove: () => void) => {
    if (rows.length === 0 || !(await confirmDeleteAssignments(rows))) return;
    remove();
    showToast(
      'success',
      { id: 'orders.coordinatorAssignments.deleted', values: { count: rows.length } },
      { timeout: SUCCESS_TOAST_MS },
    );
  };

  const filtered = Object.keys(selector).length > 0;
  const none = selected.rows.length === 0;

  return (
    <section className="ca-screen" aria-labelledby="ca-title">
      <header className="ca-header">
        <div className="ca-heading">
          <h1 id="ca-title" className="ca-title">
            <FormattedMessage id="orders.routeCoordinatorAssignments" />
          </h1>
          <span className="ca-count" data-testid="assignment-count" aria-live="polite">
            {!counting && (
              <FormattedMessage id="orders.coordinatorAssignments.count" values={{ count }} />
            )}
          </span>
        </div>
        <div
          className="ca-actions"
          role="toolbar"
          aria-label={t('orders.coordinatorAssignments.actions')}
        >
          <Button
            className="btn btn-primary"
            onPress={() => setDialog({ key: crypto.randomUUID(), existing: null })}
            isDisabled={!collection}
          >
            <FormattedMessage id="buttons.coordinatorAssignments.new" />
          </Button>
          <Button
            className="btn btn-secondary"
            onPress={() =>
              selected.active && setDialog({ key: selected.active.id, existing: selected.active })
            }
            isDisabled={!selected.active}
          >
            <FormattedMessage id="buttons.coordinatorAssignments.edit" />
          </Button>
          <Button
            className="btn btn-secondary"
            onPress={() => void changeStatus('Active')}
            isDisabled={none}
          >
            <FormattedMessage id="buttons.coordinatorAssignments.activate" />
          </Button>
          <Button
            className="btn btn-secondary"
            onPress={() => void changeStatus('Inactive')}
            isDisabled={none}
          >
            <FormattedMessage id="buttons.coordinatorAssignments.deactivate" />
          </Button>
          <Button
            className="btn btn-danger"
            onPress={() =>
              void deleteRows(selected.rows, () => controller?.deleteRows([...selected.rows]))
            }
            isDisabled={none}
          >
            <FormattedMessage id="buttons.coordinatorAssignments.delete" />
          </Button>
        </div>
      </header>

      {!online && (
        <p className="ca-offline" role="status">
          <FormattedMessage id="orders.coordinatorAssignments.offline" />
        </p>
      )}

      <FilterBar
        definition={bar}
        state={state}
        onChange={setState}
        lookupOptions={lookupOptions}
        labelId="orders.coordinatorAssignments.filter.label"
      />

      <div className="ca-grid">
        <Grid<AssignmentRow, MangoSelector>
          label={t('orders.coordinatorAssignments.gridLabel')}
          columns={columns}
          getId={(row) => row.id}
          {...grid}
          onWrite={onWrite}
          onError={refusalToast}
          emptyText={t(
            filtered
              ? 'orders.coordinatorAssignments.emptyFiltered'
              : 'orders.coordinatorAssignments.empty',
          )}
          canDelete={() => true}
          onDeleteRows={(rows, remove) => void deleteRows(rows, remove)}
          controllerRef={setController}
          rememberKey="coordinator-assignments"
        />
      </div>

      {dialog && (
        <AssignmentDialog
          key={dialog.key}
          existing={dialog.existing}
          collection={collection}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
