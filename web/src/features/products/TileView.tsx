// The product library's tile view (spec 000 §3 library view preferences: viewType, default
// grid): a tile per product with its image, style, colour, name and price, virtualised with
// react-window (rows of as many tiles as fit), fed a page of 100 at a time from the same source
// as the grid. A tile's check box selects it (for the selection's export actions); pressing the
// tile opens the product.
import { GRID, type Product } from '@portal/shared';
import { memo, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { List, type RowComponentProps } from 'react-window';
import { WindowCache } from '../../grid/data/windowCache.ts';
import { currencyOf, type GridDataSource } from '../../grid/index.ts';
import { locationRow, toMajor } from './columns.ts';
import { productImageSrc } from './images.ts';
import type { LocationEntry } from './locations.ts';

export const TILE_WIDTH = 208;
export const TILE_HEIGHT = 292;

export interface TileViewProps<Filter> {
  readonly label: string;
  readonly source: GridDataSource<Product, Filter>;
  readonly filter: Filter;
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (product: Product) => void;
  readonly onOpen: (product: Product) => void;
  readonly priceCode: string | undefined;
  readonly location: LocationEntry | undefined;
  readonly emptyText: string;
  /** The size assumed before the list is measured (jsdom). */
  readonly defaultSize?: { width: number; height: number };
}

interface RowProps {
  readonly cache: Pick<WindowCache<Product>, 'get'>;
  readonly columns: number;
  readonly count: number;
  readonly version: number;
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (product: Product) => void;
  readonly onOpen: (product: Product) => void;
  readonly price: (p: Product) => string;
  readonly selectLabel: (p: Product) => string;
  readonly loadingLabel: string;
}

/**
 * Minor units → the location's money text (spec 000 §9: the location's symbol and decimals,
 * default '$' and 2), one number format for every tile (a scroll paints dozens).
 */
function moneyFormatter(locale: string, location: LocationEntry | undefined) {
  const { symbol, decimals } = currencyOf(location);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (minor: number | undefined): string => {
    const major = toMajor(minor, decimals);
    if (major === undefined) return '';
    return format
      .formatToParts(major)
      .map((part) => (part.type === 'currency' ? symbol : part.value))
      .join('');
  };
}

/**
 * Offline, an image never seen online is not on the device: the thumbnail (the grid's, which
 * the service worker may hold) is tried, then the tile's plain background shows instead of a
 * broken image.
 */
function imageFailed(img: HTMLImageElement, thumbnail: string | undefined): void {
  if (thumbnail && img.dataset['fallback'] !== 'true') {
    img.dataset['fallback'] = 'true';
    img.src = thumbnail;
  } else img.dataset['failed'] = 'true';
}

const Tile = memo(function Tile(props: {
  product: Product;
  selected: boolean;
  price: string;
  selectLabel: string;
  onToggle: (product: Product) => void;
  onOpen: (product: Product) => void;
}) {
  const { product: p, selected } = props;
  const src = productImageSrc(p.image ?? p.thumbnail);
  const thumbnail = productImageSrc(p.thumbnail);
  return (
    <article className={`pl-tile${selected ? ' pl-tile-selected' : ''}`} data-id={p.id}>
      <label className="pl-tile-check">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => props.onToggle(p)}
          aria-label={props.selectLabel}
        />
      </label>
      <button type="button" className="pl-tile-open" onClick={() => props.onOpen(p)}>
        <span className="pl-tile-image">
          {src ? (
            <img
              src={src}
              alt=""
              loading="lazy"
              decoding="async"
              onError={(event) => imageFailed(event.currentTarget, thumbnail)}
            />
          ) : null}
        </span>
        <span className="pl-tile-id">
          {p.style} {p.color}
        </span>
        <span className="pl-tile-name">{p.name}</span>
        <span className="pl-tile-price">{props.price}</span>
      </button>
    </article>
  );
});

function TileRow(props: RowComponentProps<RowProps>) {
  const { index, style, cache, columns, count } = props;
  const tiles = [];
  for (let c = 0; c < columns; c++) {
    const at = index * columns + c;
    if (at >= count) break;
    const product = cache.get(at);
    tiles.push(
      product ? (
        <Tile
          key={product.id}
          product={product}
          selected={props.selected.has(product.id)}
          price={props.price(product)}
          selectLabel={props.selectLabel(product)}
          onToggle={props.onToggle}
          onOpen={props.onOpen}
        />
      ) : (
        <div key={`loading-${at}`} className="pl-tile pl-tile-loading" aria-busy="true">
          <span className="pl-visually-hidden">{props.loadingLabel}</span>
        </div>
      ),
    );
  }
  return (
    <div className="pl-tile-row" style={style} {...props.ariaAttributes}>
      {tiles}
    </div>
  );
}

export function TileView<Filter>(props: TileViewProps<Filter>) {
  const { source, filter, priceCode, location } = props;
  const intl = useIntl();
  const [version, setVersion] = useState(0);
  const [width, setWidth] = useState(props.defaultSize?.width ?? 1280);
  const cache = useMemo(
    () =>
      new WindowCache<Product, Filter>({
        source,
        getId: (p) => p.id,
        pageSize: GRID.pageSize,
        onChange: () => setVersion((v) => v + 1),
        onError: (error) => console.error('[products] tiles could not load', error),
      }),
    [source],
  );
  // A new filter or sort: positions mean other products now (as the grid's useGridRows).
  useMemo(() => cache.setQuery([], filter), [cache, filter]);
  useEffect(() => {
    void cache.ensure(0, GRID.pageSize - 1);
  }, [cache, filter]);
  useEffect(() => source.subscribe(() => void cache.refresh()), [cache, source]);

  const columns = Math.max(1, Math.floor(width / TILE_WIDTH));
  const count = cache.count;
  const rows = Math.ceil(count / columns);
  const money = useMemo(() => moneyFormatter(intl.locale, location), [intl.locale, location]);
  const rowProps = useMemo<RowProps>(
    () => ({
      cache,
      columns,
      count,
      version,
      selected: props.selected,
      onToggle: props.onToggle,
      onOpen: props.onOpen,
      price: (p) => money(locationRow(p, priceCode)?.wholesalePrice),
      selectLabel: (p) =>
        intl.formatMessage({ id: 'products.library.selectTile' }, { id: `${p.style} ${p.color}` }),
      loadingLabel: intl.formatMessage({ id: 'products.library.loading' }),
    }),
    [
      cache,
      columns,
      count,
      version,
      props.selected,
      props.onToggle,
      props.onOpen,
      priceCode,
      money,
      intl,
    ],
  );

  if (cache.answered && count === 0)
    return (
      <p className="pl-empty" role="status">
        {props.emptyText}
      </p>
    );
  const style: CSSProperties = { height: '100%', width: '100%' };
  return (
    <List
      className="pl-tiles"
      aria-label={props.label}
      style={style}
      rowComponent={TileRow}
      rowCount={rows}
      rowHeight={TILE_HEIGHT}
      rowProps={rowProps}
      overscanCount={2}
      defaultHeight={props.defaultSize?.height ?? 720}
      onResize={(size) => setWidth(size.width)}
      onRowsRendered={(visible) =>
        // A page beyond what shows on either side, so a steady scroll finds its tiles loaded.
        void cache.ensure(
          Math.max(0, visible.startIndex * columns - GRID.pageSize),
          (visible.stopIndex + 1) * columns - 1 + GRID.pageSize,
        )
      }
    />
  );
}
