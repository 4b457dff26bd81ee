// The sample styles list (spec 001 §2 /orders/samples/sample-styles; decision 0076): the
// coordinator's SUBMITTED and IN PROGRESS sample orders (shared orderListSelector
// 'sampleStyles', their own coordinator, no change allowed) seen as one row per style/colour
// with the units, sizes and orders asking for it (shared sampleStyleRows). Reads the device's
// orders, so it works offline; Open leads to the first order asking for the active style.
import { orderListSelector } from '@portal/shared';
import { sampleStyleRows, type SampleStyleRow } from '@portal/shared/orders/sample-styles.ts';
import type { WebRoute } from '@portal/shared/routes/types.ts';
import { useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLiveQuery } from '../../../db/hooks.ts';
import {
  Grid,
  ReplaceableSource,
  columnKit,
  useSelectedRows,
  type GridColumn,
  type GridController,
} from '../../../grid/index.ts';
import { toMangoQuerySelector } from '../../../ui/filter-bar/index.ts';
import { useOnline } from '../../../ui/useOnline.ts';
import { useUnreadOfType } from '../../notifications/useUnread.ts';
import { CoordinatorSelect } from '../CoordinatorSelect.tsx';
import { OrderNotificationsButton } from '../OrderNotificationsButton.tsx';
import { coordinatorOptions, ownCoordinator, selectedCoordinator } from '../coordinator.ts';
import type { OrderUser } from '../dialogs/person.ts';
import { orderDetailPath } from '../dialogs/writes.ts';
import '../order-lists.css';

const ACTIVE_ASSIGNMENTS = { selector: { status: 'Active' } } as const;
const NO_WRITE = () => Promise.resolve();
const idOf = (row: SampleStyleRow) => row.id;

function styleColumns(intl: ReturnType<typeof useIntl>): GridColumn<SampleStyleRow>[] {
  const col = columnKit<SampleStyleRow>(intl, {
    header: (id) => intl.formatMessage({ id: `labels.sampleStyles.${id}` }),
  });
  const fixed = { readOnly: true } as const;
  return [
    col.text('style', { ...fixed, width: 120 }),
    col.text('color', { ...fixed, width: 100 }),
    col.text('productType', { ...fixed, width: 130 }),
    col.number('quantity', { ...fixed, decimals: 0, width: 100 }),
    col.text('sizes', { ...fixed, width: 220 }),
    col.number('orderCount', { ...fixed, decimals: 0, width: 100 }),
    col.text('orderNumbers', { ...fixed, width: 220 }),
    col.dateTime('firstSubmitted', { ...fixed, width: 180 }),
  ] as GridColumn<SampleStyleRow>[];
}

export interface SampleStylesListProps {
  readonly route: WebRoute;
  readonly user: OrderUser;
}

export function SampleStylesList({ route, user }: SampleStylesListProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const online = useOnline();
  // spec 001 §2 "Order list behaviour", as the other sample lists: the sample-order
  // notifications, then the coordinator from the assignments, then the orders.
  const unread = useUnreadOfType(user, 'sample');
  const assignments = useLiveQuery(
    'coordinatorAssignments',
    unread.loading ? null : ACTIVE_ASSIGNMENTS,
  );
  const coordinatorChosen = !unread.loading && !assignments.loading;
  const own = useMemo(() => ownCoordinator(user, assignments.docs), [user, assignments.docs]);
  // spec 001 §2: sample styles allows no coordinator change; the URL's choice is ignored.
  const coordinator = selectedCoordinator(null, false, own);
  const [now] = useState(() => new Date());
  const query = useMemo(
    () => ({
      selector: toMangoQuerySelector(orderListSelector('sampleStyles', { user, now, coordinator })),
    }),
    [user, now, coordinator],
  );
  const orders = useLiveQuery('orders', coordinatorChosen ? query : null);
  const rows = useMemo(() => sampleStyleRows(orders.docs), [orders.docs]);
  const [source] = useState(
    () => new ReplaceableSource<SampleStyleRow>({ getId: idOf, locale: intl.locale }),
  );
  useEffect(() => source.replace(rows), [source, rows]);
  const columns = useMemo(() => styleColumns(intl), [intl]);
  const [controller, setController] = useState<GridController<SampleStyleRow> | null>(null);
  const active = useSelectedRows(controller).active;
  const firstOrder = active ? orders.docs.find((o) => o.id === active.orderIds[0]) : undefined;

  return (
    <section className="ol-screen" aria-labelledby="ol-title">
      <header className="ol-header">
        <div className="ol-heading">
          <h1 id="ol-title" className="ol-title">
            <FormattedMessage id={route.meta.title} />
          </h1>
          <span className="ol-count" data-testid="order-count" aria-live="polite">
            {!orders.loading && (
              <FormattedMessage
                id="labels.sampleStyles.count"
                values={{ count: rows.length, orders: orders.docs.length }}
              />
            )}
          </span>
        </div>
        <div
          className="ol-actions"
          role="toolbar"
          aria-label={intl.formatMessage({ id: 'labels.orderLists.actions' })}
        >
          <CoordinatorSelect
            options={coordinatorOptions(assignments.docs)}
            value={coordinator}
            isDisabled
            onChange={() => undefined}
          />
          <OrderNotificationsButton kind="sample" count={unread.count} />
          <Button
            className="btn btn-secondary"
            isDisabled={!firstOrder}
            onPress={() => firstOrder && void navigate(orderDetailPath('sample', firstOrder))}
          >
            <FormattedMessage id="buttons.sampleStyles.openOrder" />
          </Button>
        </div>
      </header>
      {!online && (
        <p className="ol-offline" role="status">
          <FormattedMessage id="labels.orderLists.offline" />
        </p>
      )}
      <div className="ol-grid">
        <Grid<SampleStyleRow>
          label={intl.formatMessage({ id: route.meta.title })}
          columns={columns}
          source={source}
          getId={idOf}
          onWrite={NO_WRITE}
          history={false}
          loading={!coordinatorChosen || orders.loading}
          emptyText={intl.formatMessage({ id: 'labels.sampleStyles.empty' })}
          controllerRef={setController}
          rememberKey="order-list-sample-styles"
        />
      </div>
    </section>
  );
}
