// The search tab of a static assortment (spec 000 §2 assortment screens "adding products from
// the product library's search and filter bar"; §4 "in a static one [searching] re-fetches
// products", 'Add to Collection?'; §9 product search limit 1000 by style): the product
// library's filter bar, fixed to the assortment's product type, and its results over the
// device's product index. The user adds the rows picked, or every product found, to the
// assortment, or adds them to the assortment's selections collection (after the prompt), which
// adds them to the assortment too. All on the device: works offline.
import {
  DYNAMIC_QUERY_OPTIONS,
  dynamicFilterBar,
  dynamicFilterState,
  hasDynamicFilters,
  type Assortment,
  type FilterState,
  type PermissionUser,
  type Product,
} from '@portal/shared';
import { DEBOUNCE_MS } from '@portal/shared/constants.ts';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { columnKit, Grid, useSelectedRows, type GridController } from '../../../../grid/index.ts';
import { confirmAction } from '../../../../ui/confirm/confirm-store.ts';
import { FilterBar, useSettledValue } from '../../../../ui/filter-bar/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../../ui/toasts/queue.ts';
import { productColumns } from '../../../products/columns.ts';
import type { LocationEntry } from '../../../products/locations.ts';
import { dynamicProductQuery, dynamicProducts } from '../dynamic/dynamic-rows.ts';
import { useProductSearch } from './useProductSearch.ts';
import { useSelections } from './useSelections.ts';
import './search.css';

const NO_WRITE = () => undefined;
const NO_TOTAL = () => () => undefined;
const idOf = (p: Product) => p.id;

export interface LibrarySearchPanelProps {
  readonly assortment: Assortment;
  readonly user: PermissionUser | null | undefined;
  readonly entries: readonly LocationEntry[];
  readonly locationCode: string;
  readonly currency: LocationEntry | undefined;
  /** Ids of the assortment's rows now. */
  readonly present: ReadonlySet<string>;
  /** Adds catalogue products to the assortment (one undo step); resolves when written. */
  readonly onAdd: (products: readonly Product[]) => Promise<void>;
  readonly onClose: () => void;
}

export function LibrarySearchPanel(props: LibrarySearchPanelProps) {
  const { assortment, present } = props;
  const intl = useIntl();
  const search = useProductSearch(true, props.user, props.entries);
  const selections = useSelections(assortment);
  const [state, setState] = useState<FilterState>(() =>
    dynamicFilterState(null, assortment.productType),
  );
  const settled = useSettledValue(state, DEBOUNCE_MS.filterQueryRefresh);
  const query = useMemo(() => dynamicProductQuery(settled, search.ctx), [settled, search.ctx]);
  const source = search.source;
  const total = useSyncExternalStore(
    source?.onTotal ?? NO_TOTAL,
    () => source?.totalOf(query),
    () => source?.totalOf(query),
  );
  const filtered = hasDynamicFilters(settled);

  const columns = useMemo(() => {
    const col = columnKit<Product>(intl, {
      header: (id) => intl.formatMessage({ id: `labels.assortmentGrid.search.${id}` }),
    });
    const fixed = { readOnly: true, sortable: false, width: 130 } as const;
    return [
      col.yesNo('inAssortment', { ...fixed, get: (p) => present.has(p.id) }),
      col.yesNo('inCollection', { ...fixed, get: (p) => selections.selected.has(p.id) }),
      ...productColumns(intl, props.currency, props.locationCode),
    ];
  }, [intl, present, selections.selected, props.currency, props.locationCode]);

  const [controller, setController] = useState<GridController<Product> | null>(null);
  const picked = useSelectedRows(controller).rows;
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch {
      showToast('error', { id: 'common.grid.saveError' });
    } finally {
      setBusy(false);
    }
  };

  const addFound = () =>
    run(async () => {
      if (!source) return;
      const found = await dynamicProducts(source, query);
      await props.onAdd(found.products);
    });

  const addToCollection = () =>
    run(async () => {
      const chosen = [...picked];
      const yes = await confirmAction({
        title: { id: 'labels.assortmentGrid.search.addToCollectionTitle' },
        description: {
          id: 'labels.assortmentGrid.search.addToCollectionText',
          values: { count: chosen.length, name: selections.name },
        },
        labelYes: { id: 'buttons.assortmentGrid.search.addToCollection' },
        labelNo: { id: 'buttons.cancel' },
      });
      if (!yes) return;
      await selections.apply({
        addProducts: chosen.map((p) => ({ style: p.style, color: p.color, selected: true })),
      });
      await props.onAdd(chosen);
    });

  const removeFromCollection = () =>
    run(async () => {
      const counts = await selections.apply({
        deleteProducts: picked.map((p) => ({ style: p.style, color: p.color })),
      });
      showToast(
        'success',
        { id: 'msgCodes.assortmentGrid.search.removedFromCollection', values: { ...counts } },
        { timeout: SUCCESS_TOAST_MS },
      );
    });

  return (
    <section
      className="am-search"
      aria-label={intl.formatMessage({ id: 'labels.assortmentGrid.search.title' })}
      data-testid="assortment-search"
    >
      <FilterBar
        definition={dynamicFilterBar(assortment.productType, state.module)}
        state={state}
        onChange={setState}
        {...(search.lookup ? { lookupOptions: search.lookup } : {})}
        optionsVersion={search.status.version}
        labelId="labels.assortmentGrid.search.filters"
        actions={
          <span className="am-search-count" data-testid="search-count" aria-live="polite">
            {total !== undefined && (
              <FormattedMessage id="labels.assortmentGrid.dynamicCount" values={{ count: total }} />
            )}
          </span>
        }
      />
      <div className="am-search-grid">
        {source && (
          <Grid<Product, typeof query>
            label={intl.formatMessage({ id: 'labels.assortmentGrid.search.gridLabel' })}
            columns={columns}
            source={source}
            filter={query}
            getId={idOf}
            onWrite={NO_WRITE}
            emptyText={intl.formatMessage({ id: 'common.grid.empty.noResultsLocation' })}
            controllerRef={setController}
            rememberKey="assortment-search"
            history={false}
            toolbar={
              <>
                <Button
                  className="btn btn-primary"
                  isDisabled={busy || picked.length === 0}
                  onPress={() => void run(() => props.onAdd(picked))}
                >
                  <FormattedMessage
                    id="buttons.assortmentGrid.search.addSelected"
                    values={{ count: picked.length }}
                  />
                </Button>
                <Button
                  className="btn btn-secondary"
                  isDisabled={busy || !filtered || !total}
                  onPress={() => void addFound()}
                >
                  <FormattedMessage
                    id="buttons.assortmentGrid.search.addAll"
                    values={{ count: Math.min(total ?? 0, DYNAMIC_QUERY_OPTIONS.limit) }}
                  />
                </Button>
                <Button
                  className="btn btn-secondary"
                  isDisabled={busy || picked.length === 0}
                  onPress={() => void addToCollection()}
                >
                  <FormattedMessage id="buttons.assortmentGrid.search.addToCollection" />
                </Button>
                <Button
                  className="btn btn-secondary"
                  isDisabled={busy || !picked.some((p) => selections.selected.has(p.id))}
                  onPress={() => void removeFromCollection()}
                >
                  <FormattedMessage id="buttons.assortmentGrid.search.removeFromCollection" />
                </Button>
                <Button className="btn btn-ghost" onPress={props.onClose}>
                  <FormattedMessage id="buttons.assortmentGrid.search.close" />
                </Button>
              </>
            }
          />
        )}
      </div>
    </section>
  );
}
