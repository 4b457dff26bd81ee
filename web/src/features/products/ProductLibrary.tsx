// The product library (spec 000 §2 /product/libraries/products, §3 Product, §8 empty grid,
// §9 page size 100, thumbnail 60 px): the product filter bar with its state in the URL, the
// sort and view type, the total, the grid or the tiles over the device's product index, and
// the selection's actions. Everything reads the device (catalogue + index worker), so it works
// offline; while the index is built the first page comes from the catalogue's own indexes.
import type { Product, SessionUser } from '@portal/shared';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueDatabase } from '../../db/catalogue.ts';
import { Grid, useSelectedRows, type GridController } from '../../grid/index.ts';
import type { ProductIndexClient } from '../../products/client.ts';
import { FilterBar } from '../../ui/filter-bar/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toasts/queue.ts';
import { useSyncStatus } from '../sync/useDeviceSync.ts';
import { productColumns } from './columns.ts';
import { ProductDetail } from './detail/index.ts';
import { SelectionExports } from './export/index.ts';
import { IndexNotice } from './IndexNotice.tsx';
import { LibraryToolbar } from './LibraryToolbar.tsx';
import { TileView } from './TileView.tsx';
import { useOpenProduct, useResultIds } from './useOpenProduct.ts';
import { useProductLibrary } from './useProductLibrary.ts';
import { useViewType } from './view-settings.ts';
import './products.css';

const NO_WRITE = () => undefined;
const idOf = (p: Product) => p.id;

/** Copies the address of this view (filters and sort are in it: spec 000 §2 share). */
async function shareLink(): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    showToast('success', { id: 'products.library.linkCopied' }, { timeout: SUCCESS_TOAST_MS });
  } catch {
    showToast('error', {
      id: 'products.library.linkNotCopied',
      values: { url: window.location.href },
    });
  }
}

export function ProductLibrary(props: {
  readonly user: SessionUser;
  readonly index: ProductIndexClient;
  readonly catalogue: CatalogueDatabase;
}) {
  const { user, index, catalogue } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const library = useProductLibrary({ user, index, catalogue });
  const { source, query, status } = library;
  const sync = useSyncStatus();
  const [view, setView] = useViewType(user.id);

  const total = useSyncExternalStore(
    source.onTotal,
    () => source.totalOf(query),
    () => source.totalOf(query),
  );
  const columns = useMemo(
    () => productColumns(intl, library.priceEntry, library.priceCode),
    [intl, library.priceEntry, library.priceCode],
  );

  // Selection: the grid's cell range, or the tiles' check boxes.
  const [controller, setController] = useState<GridController<Product> | null>(null);
  const gridSelection = useSelectedRows(controller);
  const [tiles, setTiles] = useState<ReadonlyMap<string, Product>>(new Map());
  const toggleTile = useCallback(
    (p: Product) =>
      setTiles((before) => {
        const next = new Map(before);
        if (next.has(p.id)) next.delete(p.id);
        else next.set(p.id, p);
        return next;
      }),
    [],
  );
  const tileIds = useMemo(() => new Set(tiles.keys()), [tiles]);
  const selected = view === 'grid' ? gridSelection.rows : [...tiles.values()];
  const clearSelection = () => {
    controller?.select(null);
    setTiles(new Map());
  };

  const [open, setOpen] = useOpenProduct();
  const resultIds = useResultIds(index, query, open !== undefined, status.version);
  const openProduct = useCallback((p: Product) => setOpen(p.id), [setOpen]);
  const active = view === 'grid' ? gridSelection.active : selected[0];
  const emptyText = t('common.grid.empty.noResultsLocation');

  return (
    <section className="pl-screen" aria-labelledby="pl-title">
      <header className="pl-header">
        <h1 id="pl-title" className="pl-title">
          <FormattedMessage id="products.routeProducts" />
        </h1>
        <span className="pl-count" data-testid="product-count" aria-live="polite">
          {total !== undefined && status.ready ? (
            <FormattedMessage id="products.library.count" values={{ count: total }} />
          ) : null}
        </span>
        {library.priceCode ? (
          <span className="pl-price-location">
            <FormattedMessage
              id="products.library.priceLocation"
              values={{ location: library.priceEntry?.name ?? library.priceCode }}
            />
          </span>
        ) : null}
      </header>

      <IndexNotice status={status} catalogue={sync.catalogue} />

      <FilterBar
        definition={library.bar}
        state={library.state}
        onChange={library.setState}
        lookupOptions={library.lookup}
        optionsVersion={status.version}
        labelId="products.library.filterLabel"
        actions={
          <Button className="btn btn-secondary" onPress={() => void shareLink()}>
            <FormattedMessage id="buttons.productLibrary.share" />
          </Button>
        }
      />

      <LibraryToolbar
        sort={library.sort}
        onSort={library.setSort}
        view={view}
        onView={(next) => {
          clearSelection();
          setView(next);
        }}
        selectedCount={selected.length}
        onClearSelection={clearSelection}
      >
        <Button
          className="btn btn-secondary"
          isDisabled={!active}
          onPress={() => active && setOpen(active.id)}
        >
          <FormattedMessage id="buttons.productLibrary.details" />
        </Button>
        <SelectionExports
          selectedIds={selected.map((p) => p.id)}
          locationCode={library.priceCode}
        />
      </LibraryToolbar>

      <div className="pl-main">
        <div className="pl-body">
          {view === 'grid' ? (
            <Grid<Product, typeof query>
              label={t('products.library.gridLabel')}
              columns={columns}
              source={source}
              filter={query}
              getId={idOf}
              onWrite={NO_WRITE}
              emptyText={emptyText}
              controllerRef={setController}
              rememberKey="product-library"
            />
          ) : (
            <TileView
              label={t('products.library.tilesLabel')}
              source={source}
              filter={query}
              selected={tileIds}
              onToggle={toggleTile}
              onOpen={openProduct}
              priceCode={library.priceCode}
              location={library.priceEntry}
              emptyText={emptyText}
            />
          )}
        </div>
        {open !== undefined ? (
          <ProductDetail
            key={open}
            productId={open}
            locationCode={library.priceCode}
            onClose={() => setOpen(undefined)}
            resultIds={resultIds}
            onNavigate={(id) => setOpen(id, { replace: true })}
          />
        ) : null}
      </div>
    </section>
  );
}
