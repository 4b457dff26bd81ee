// One order list (spec 001 §2 order routes and "Order list behaviour", §4 Lists): the route's
// manage type names the list, shared `orderListSelector` says which of the device's orders it
// shows (kind, statuses, approval stage, the last year for archived lists, the coordinator),
// the grid shows them by orderNumber descending. Everything reads and writes the device
// database, so the list works the same offline. The route table keeps other users out.
import {
  ORDER_LIST_KIND,
  orderListSelector,
  type MangoSelector,
  type OrderList as OrderListName,
} from '@portal/shared';
import type { WebRoute } from '@portal/shared/routes/types.ts';
import { useCallback, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useLiveCount, useLiveQuery } from '../../db/hooks.ts';
import {
  Grid,
  useCollectionGrid,
  useSelectedRows,
  type GridController,
  type SortSpec,
} from '../../grid/index.ts';
import {
  FilterBar,
  toMangoQuerySelector,
  useFilterSelector,
  useFilterState,
  type OptionLookup,
} from '../../ui/filter-bar/index.ts';
import { showToast } from '../../ui/toasts/queue.ts';
import { useOnline } from '../../ui/useOnline.ts';
import { useUnreadOfType } from '../notifications/useUnread.ts';
import { useDeviceDatabase } from '../sync/useDeviceSync.ts';
import { orderColumns, type OrderRow } from './columns.ts';
import { CoordinatorSelect } from './CoordinatorSelect.tsx';
import { NewOrderButton } from './dialogs/NewOrderButton.tsx';
import type { OrderUser } from './dialogs/person.ts';
import { orderDetailPath } from './dialogs/writes.ts';
import { OrderNotificationsButton } from './OrderNotificationsButton.tsx';
import { coordinatorOptions, ownCoordinator, selectedCoordinator } from './coordinator.ts';
import {
  orderListFilterBar as bar,
  orderListFilterMapping as mapping,
  requesterOptions,
  withFilter,
} from './filter.ts';
import { canDeleteOrders, deleteOrders } from './writes.ts';
import './order-lists.css';

/** spec 001 §2, §9: orderNumber descending, read ascending on the inverted `idxNumber` key. */
const DEFAULT_SORT: readonly SortSpec[] = [{ id: 'orderNumber', desc: true }];
const SORT_FIELDS = { orderNumber: { field: 'idxNumber', inverted: true } };
const ACTIVE_ASSIGNMENTS = { selector: { status: 'Active' } } as const;

const toSelector = (selector: MangoSelector) => toMangoQuerySelector<OrderRow>(selector);

/** spec 001 §8: the lists where the user creates orders invite them to make the first one. */
const CREATE_LISTS: readonly OrderListName[] = [
  'promoNeedsReview',
  'sampleActive',
  'wholesaleActive',
];

export interface OrderListProps {
  readonly route: WebRoute;
  readonly list: OrderListName;
  readonly user: OrderUser;
}

export function OrderList({ route, list, user }: OrderListProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const online = useOnline();
  const kind = ORDER_LIST_KIND[list];
  const collection = useDeviceDatabase()?.collections.orders;

  // spec 001 §2 "Order list behaviour": the sample list loads the sample-order notifications,
  // then selects the user's coordinator from the assignments, then loads the orders. Each read
  // is asked only once the one before it has answered (null asks nothing yet). The other lists
  // read their kind's notifications for the toolbar's indicator beside their orders.
  const byCoordinator = kind === 'sample';
  const allowChange = route.meta.allowCoordinatorChange === true;
  const [params, setParams] = useSearchParams();
  const unread = useUnreadOfType(user, kind);
  const assignments = useLiveQuery(
    'coordinatorAssignments',
    byCoordinator && !unread.loading ? ACTIVE_ASSIGNMENTS : null,
  );
  const coordinatorChosen = !byCoordinator || (!unread.loading && !assignments.loading);
  const own = useMemo(() => ownCoordinator(user, assignments.docs), [user, assignments.docs]);
  const coordinator = byCoordinator
    ? selectedCoordinator(params.get('coordinator'), allowChange, own)
    : null;

  // The moment the list opened: the archived lists' year counts back from it.
  const [now] = useState(() => new Date());
  const [filterState, setFilterState] = useFilterState(bar);
  const filterSelector = useFilterSelector(bar, filterState, mapping);
  const filtered = Object.keys(filterSelector).length > 0;
  const selector = useMemo(
    () => withFilter(orderListSelector(list, { user, now, coordinator }), filterSelector),
    [list, user, now, coordinator, filterSelector],
  );
  const grid = useCollectionGrid<OrderRow, MangoSelector>({
    collection: coordinatorChosen ? collection : undefined,
    filter: selector,
    toSelector,
    sortFields: SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
  });
  const waiting = grid.loading || !coordinatorChosen;
  const { count, loading: counting } = useLiveCount(
    'orders',
    coordinatorChosen ? toSelector(selector) : null,
  );
  const columns = useMemo(() => orderColumns(intl, kind), [intl, kind]);

  const [controller, setController] = useState<GridController<OrderRow> | null>(null);
  const selected = useSelectedRows(controller);
  const canDelete = (rows: readonly OrderRow[]) => canDeleteOrders(rows, kind, user.userCode);
  const remove = (rows: readonly OrderRow[]) =>
    void deleteOrders(rows).catch(() =>
      showToast('error', { id: 'msgCodes.orderLists.deleteFailed' }),
    );
  const active = selected.active;

  // The requester lookup: the people of the device's orders of this list's kind.
  const lookupOptions = useCallback<OptionLookup>(
    async (_filter, _state, query) => {
      const docs = collection ? await collection.find({ selector: { type: kind } }).exec() : [];
      return requesterOptions(
        docs.map((doc) => doc.toMutableJSON()),
        query.text ?? '',
      );
    },
    [collection, kind],
  );

  return (
    <section className="ol-screen" aria-labelledby="ol-title">
      <header className="ol-header">
        <div className="ol-heading">
          <h1 id="ol-title" className="ol-title">
            <FormattedMessage id={route.meta.title} />
          </h1>
          <span className="ol-count" data-testid="order-count" aria-live="polite">
            {coordinatorChosen && !counting && (
              <FormattedMessage id="labels.orderLists.count" values={{ count }} />
            )}
          </span>
        </div>
        <div className="ol-actions" role="toolbar" aria-label={t('labels.orderLists.actions')}>
          {byCoordinator && (
            <CoordinatorSelect
              options={coordinatorOptions(assignments.docs)}
              value={coordinator}
              isDisabled={!allowChange}
              onChange={(code) =>
                setParams((p) => {
                  p.set('coordinator', code);
                  return p;
                })
              }
            />
          )}
          <OrderNotificationsButton kind={kind} count={unread.count} />
          {CREATE_LISTS.includes(list) && <NewOrderButton kind={kind} user={user} />}
          <Button
            className="btn btn-secondary"
            isDisabled={!active}
            onPress={() => active && void navigate(orderDetailPath(kind, active))}
          >
            <FormattedMessage id="buttons.orderLists.open" />
          </Button>
          <Button
            className="btn btn-danger"
            isDisabled={!canDelete(selected.rows)}
            onPress={() => remove(selected.rows)}
          >
            <FormattedMessage id="buttons.orderLists.delete" />
          </Button>
        </div>
      </header>

      {!online && (
        <p className="ol-offline" role="status">
          <FormattedMessage id="labels.orderLists.offline" />
        </p>
      )}

      <FilterBar
        definition={bar}
        state={filterState}
        onChange={setFilterState}
        lookupOptions={lookupOptions}
        labelId="labels.orderLists.filter.label"
      />

      <div className="ol-grid">
        <Grid<OrderRow, MangoSelector>
          label={t(route.meta.title)}
          columns={columns}
          getId={(row) => row.id}
          {...grid}
          loading={waiting}
          emptyText={t(
            filtered
              ? 'labels.orderLists.emptyFiltered'
              : CREATE_LISTS.includes(list) && coordinator === null
                ? 'labels.orderLists.emptyCreate'
                : 'labels.orderLists.empty',
          )}
          canDelete={canDelete}
          onDeleteRows={(rows) => remove(rows)}
          controllerRef={setController}
          rememberKey={`order-list-${list}`}
        />
      </div>
    </section>
  );
}
