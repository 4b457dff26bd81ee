// The order's lines in the project's grid (spec 001 §3 Order line / Wholesale order line, §4
// Order line status and Order actions, §5 validation). Every write is one patch of the order
// document's `lines` on the device (the sync pushes it), so the grid works offline: cell edits
// through the shared rules (lines.ts), Add line (a product from the device catalogue; one already
// in the order is an update), Delete line = the status Deleted (the line stays on the order and
// leaves the grid). Edits, adds and deletes all go through the grid, so undo and redo (§4 "Undo
// and redo exist for row updates, adds, deletes") and the saving indicator cover them.
import {
  addProductLine,
  allowedPromoLineTransitions,
  type Order,
  type OrderLine,
  type PermissionUser,
  type Product,
} from '@portal/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { patchDocuments } from '../../../db/actions.ts';
import { Grid, useSelectedRows, type GridController, type GridWrite } from '../../../grid/index.ts';
import { confirmAction } from '../../../ui/confirm/confirm-store.ts';
import { useDateDisplayPattern } from '../../../ui/forms/date-format.tsx';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { useCatalogue } from '../../sync/useDeviceSync.ts';
import { AddLineDialog } from './AddLineDialog.tsx';
import { lineColumns } from './columns.ts';
import {
  applyLineWrite,
  catalogueLinePrice,
  toLineRow,
  type LineProblem,
  type OrderLineRow,
} from './lines.ts';
import { OrderLinesSource } from './linesSource.ts';
import { useWholesaleOptions } from '../wholesale-options.ts';

export interface OrderLinesProps {
  readonly order: Order;
  readonly user: PermissionUser;
  readonly editable: boolean;
}

/** Today as YYYY-MM-DD where the user is (the date rules count from it). */
const todayIn = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC' }).format(new Date());

/** The grid shows the live lines; a Deleted line stays on the order (001 §4) but not here. */
const rowsOf = (lines: readonly OrderLine[], decimals: number, order: Order) =>
  lines.filter((line) => line.status !== 'Deleted').map((line) => toLineRow(line, decimals, order));

const showProblem = (p: LineProblem) =>
  showToast(p.tone, p.text, p.detail ? { detail: p.detail } : {});

/** spec 000 §4 prompt before a delete, naming how many lines. */
const confirmDelete = (count: number) =>
  confirmAction({
    title: { id: 'msgCodes.orderDetail.deleteLines', values: { count } },
    description: { id: 'msgCodes.orderDetail.deleteLinesWarning' },
    labelYes: { id: 'buttons.orderDetail.deleteLine' },
    labelNo: { id: 'buttons.cancel' },
    tone: 'danger',
  });

export function OrderLines({ order, user, editable }: OrderLinesProps) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const wholesale = order.type === 'wholesale';
  const currency = order.currency ?? order.customer?.currency;
  const decimals = currency?.decimalPlaces ?? 2;
  const symbol = currency?.currencySymbol;

  // The lines each write starts from: the live document, or this screen's last write while
  // the device has not answered with it yet.
  const latest = useRef<readonly OrderLine[]>(order.lines);
  useEffect(() => {
    latest.current = order.lines;
  }, [order.lines]);
  const [source] = useState(() => new OrderLinesSource(intl.locale));
  useEffect(() => source.replace(rowsOf(order.lines, decimals, order)), [source, order, decimals]);
  const datePattern = useDateDisplayPattern();

  // 001 §4: promo approvers set APPROVED or DENIED; nobody else sets a line's status here.
  const movesKey = (
    order.type === 'promo' ? allowedPromoLineTransitions(user, 'PENDING') : []
  ).join(',');
  const packKey = (order.packCodes ?? []).join(',');
  // 001 §5 M–R pack compositions: the device's copy of the pack table (decision 0075).
  const { packs: packTable } = useWholesaleOptions();
  const columns = useMemo(
    () =>
      lineColumns(intl, {
        wholesale,
        editable,
        statusChoices: movesKey ? movesKey.split(',') : [],
        currency: { currencySymbol: symbol ?? null, decimalPlaces: decimals },
        packCodes: packKey ? packKey.split(',') : [],
        packTable,
        datePattern,
      }),
    [intl, wholesale, editable, movesKey, symbol, decimals, packKey, packTable, datePattern],
  );
  const [controller, setController] = useState<GridController<OrderLineRow> | null>(null);
  const selected = useSelectedRows(controller);
  const [adding, setAdding] = useState(false);

  const save = async (lines: readonly OrderLine[]) => {
    latest.current = lines;
    await patchDocuments('orders', order.id, {
      lines: [...lines],
      modifiedDate: new Date().toISOString(),
    });
  };

  const onWrite = async (write: GridWrite<OrderLineRow>) => {
    const outcome = applyLineWrite(latest.current, write, {
      kind: order.type,
      packCodes: order.packCodes ?? [],
      packTable,
      region: order.region ?? order.customer?.region,
      user,
      requesterCode: order.requesterCode,
      today: todayIn(intl.timeZone),
      dateFormat: datePattern.text,
      decimals,
    });
    outcome.problems.forEach(showProblem);
    await save(outcome.lines);
    // A refused or cleared cell goes back to the stored value (the grid shows what the device
    // holds). After this write has settled: the grid keeps an edit over the data until a read
    // that starts after its save (grid saveQueue.settle), so a read started now would keep it.
    if (outcome.problems.length > 0) {
      const rows = rowsOf(outcome.lines, decimals, order);
      setTimeout(() => source.replace(rows), 0);
    }
  };

  // 001 §4: the new lines are grid rows (undoable, on the saving indicator); the grid's write
  // adds them through applyLineWrite. A wholesale line takes its price from the catalogue.
  const addProducts = (products: readonly Product[]): Promise<void> => {
    if (!controller?.guardSiteUpdating()) return Promise.resolve();
    let lines = [...latest.current];
    const rows: OrderLineRow[] = [];
    let present = 0;
    for (const product of products) {
      // The product's stock at the order's location within the window (spec 001 §9).
      const add = addProductLine(order, lines, product, user, crypto.randomUUID(), {
        today: todayIn(intl.timeZone),
      });
      lines = add.lines;
      const line = add.lines.find((l) => l.id === add.lineId);
      if (add.outcome === 'present' || !line) {
        present += 1;
        continue;
      }
      const priced = wholesale ? { ...line, ...catalogueLinePrice(product, order) } : line;
      rows.push(toLineRow(priced, decimals, order));
    }
    const added = rows.length;
    if (added > 0) controller.addRows(rows);
    if (present > 0) {
      showToast('info', { id: 'msgCodes.orderDetail.alreadyInOrder', values: { count: present } });
    }
    if (added > 0) {
      showToast(
        'success',
        { id: 'msgCodes.orderDetail.itemsAdded', values: { count: added } },
        { timeout: SUCCESS_TOAST_MS },
      );
    }
    return Promise.resolve();
  };

  const deleteRows = async (rows: readonly OrderLineRow[], remove: () => void) => {
    if (!editable || rows.length === 0) return;
    if (controller && !controller.guardSiteUpdating()) return;
    if (!(await confirmDelete(rows.length))) return;
    remove();
    showToast(
      'success',
      { id: 'msgCodes.orderDetail.itemsDeleted', values: { count: rows.length } },
      { timeout: SUCCESS_TOAST_MS },
    );
  };

  return (
    <div className="od-grid">
      <Grid<OrderLineRow>
        label={intl.formatMessage(
          { id: 'labels.orderDetail.linesLabel' },
          { number: String(order.orderNumber ?? '') },
        )}
        columns={columns}
        getId={(row) => row.id}
        source={source}
        onWrite={onWrite}
        onMessage={(m) => showToast(m.kind, { text: m.text })}
        onError={() => showToast('error', { id: 'common.grid.saveError' })}
        emptyText={intl.formatMessage({ id: 'labels.orderDetail.noLines' })}
        canDelete={() => editable}
        onDeleteRows={(rows, remove) => void deleteRows(rows, remove)}
        controllerRef={setController}
        rememberKey={wholesale ? 'order-detail-wholesale' : 'order-detail-lines'}
        toolbar={
          editable ? (
            <>
              <Button
                className="btn btn-primary"
                onPress={() => setAdding(true)}
                isDisabled={!catalogue}
              >
                <FormattedMessage id="buttons.orderDetail.addLine" />
              </Button>
              <Button
                className="btn btn-danger"
                onPress={() =>
                  void deleteRows(selected.rows, () => controller?.deleteRows([...selected.rows]))
                }
                isDisabled={selected.rows.length === 0}
              >
                <FormattedMessage id="buttons.orderDetail.deleteLine" />
              </Button>
            </>
          ) : undefined
        }
      />
      {adding && (
        <AddLineDialog
          catalogue={catalogue}
          productType={order.productType}
          onAdd={addProducts}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  );
}
