// The product detail (spec 000 §3 Product): a side panel beside the product list, read from
// the device catalogue (offline), with every field the user may see in the spec's groups, the
// computed figures of §3 Definitions (productFigures), the key initiative's label, the lines
// per location in each location's currency, all image views, the tear sheet action, and
// previous / next within the screen's current result. The screen keeps `?product=<id>` in the
// URL, so the panel is linkable; Escape or Close ends it.
import type { Product } from '@portal/shared';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../ui/icons.tsx';
import { useSessionUser } from '../../session/SessionProvider.tsx';
import { useCatalogue } from '../../sync/useDeviceSync.ts';
import { TearSheetMenu } from '../export/TearSheetMenu.tsx';
import { useProductDocuments } from '../export/useProductDocuments.ts';
import { locationEntry, useLocationEntries } from '../locations.ts';
import { productDetailGroups } from './detail-fields.ts';
import { formatDetailValue, type DetailCurrency } from './format-value.ts';
import { LocationLines, type LocationInfo } from './LocationLines.tsx';
import { ProductImages } from './ProductImages.tsx';
import { useCatalogueProduct } from './useCatalogueProduct.ts';
import './product-detail.css';

export interface ProductDetailProps {
  readonly productId: string;
  /** The screen's location: its line comes first and its currency prices the product. */
  readonly locationCode?: string | undefined;
  readonly onClose: () => void;
  /** The ids of the screen's current result, in its order, for previous / next. */
  readonly resultIds?: readonly string[];
  /** Shows another product of the result (the screen updates `?product=`). */
  readonly onNavigate?: (id: string) => void;
}

function DetailGroups({
  product,
  currency,
}: {
  readonly product: Product;
  readonly currency: DetailCurrency | undefined;
}) {
  const intl = useIntl();
  return (
    <>
      {productDetailGroups(product).map((group) => (
        <section
          key={group.id}
          className="pd-group"
          aria-labelledby={`pd-group-${group.id}`}
          data-testid={`product-group-${group.id}`}
        >
          <h3 id={`pd-group-${group.id}`} className="pd-group-title">
            <FormattedMessage id={`products.detail.group.${group.id}`} />
          </h3>
          <dl className="pd-fields">
            {group.fields.map((field) => (
              <div
                key={field.id}
                className={field.kind === 'longText' ? 'pd-field pd-field-wide' : 'pd-field'}
                data-field={field.id}
              >
                <dt>
                  <FormattedMessage id={`products.detail.field.${field.id}`} />
                </dt>
                <dd>{formatDetailValue(intl, field.kind, field.value, currency)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

function Navigation({
  productId,
  resultIds,
  onNavigate,
}: Pick<ProductDetailProps, 'productId' | 'resultIds' | 'onNavigate'>) {
  const intl = useIntl();
  if (!resultIds || !onNavigate) return null;
  const index = resultIds.indexOf(productId);
  if (index < 0) return null;
  const previous = resultIds[index - 1];
  const next = resultIds[index + 1];
  return (
    <div className="pd-nav">
      <Button
        className="btn btn-ghost btn-icon pd-prev"
        aria-label={intl.formatMessage({ id: 'products.detail.previous' })}
        isDisabled={previous === undefined}
        onPress={() => previous !== undefined && onNavigate(previous)}
      >
        <Icon name="chevronRight" />
      </Button>
      <span className="pd-position">
        <FormattedMessage
          id="products.detail.position"
          values={{ index: index + 1, total: resultIds.length }}
        />
      </span>
      <Button
        className="btn btn-ghost btn-icon"
        aria-label={intl.formatMessage({ id: 'products.detail.next' })}
        isDisabled={next === undefined}
        onPress={() => next !== undefined && onNavigate(next)}
      >
        <Icon name="chevronRight" />
      </Button>
    </div>
  );
}

export function ProductDetail(props: ProductDetailProps) {
  const { productId, locationCode, onClose } = props;
  const intl = useIntl();
  const user = useSessionUser();
  const { product, loading } = useCatalogueProduct(useCatalogue(), productId);
  const locations: readonly LocationInfo[] = useLocationEntries(user?.id ?? '');
  const documents = useProductDocuments(locationCode);
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel opens with focus on its title, so a screen reader announces the product.
  useEffect(() => heading.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) onClose();
  };
  // Product-level money in the screen's location currency (§9), default '$' and 2.
  const currency = locationEntry(locations, locationCode);

  return (
    <aside
      className="pd-panel"
      aria-labelledby="pd-title"
      onKeyDown={onKeyDown}
      data-testid="product-detail"
    >
      <header className="pd-header">
        <div className="pd-heading">
          <h2 id="pd-title" ref={heading} tabIndex={-1} className="pd-title">
            {product?.name || <FormattedMessage id="products.detail.title" />}
          </h2>
          {product && (
            <p className="pd-subtitle">
              {product.style}-{product.color} ·{' '}
              <FormattedMessage
                id={`products.filterBar.module.${product.productType.toLowerCase()}`}
              />
            </p>
          )}
        </div>
        <Button
          className="btn btn-ghost btn-icon"
          aria-label={intl.formatMessage({ id: 'buttons.close' })}
          onPress={onClose}
          data-testid="product-detail-close"
        >
          <Icon name="close" />
        </Button>
      </header>
      <div className="pd-toolbar">
        <Navigation {...props} />
        {product && <TearSheetMenu product={product} documents={documents} />}
      </div>
      <div className="pd-body">
        {loading ? (
          <p className="pd-muted" aria-busy="true" data-testid="product-detail-loading">
            <FormattedMessage id="products.detail.loading" />
          </p>
        ) : product === null ? (
          <p className="pd-muted" role="status">
            <FormattedMessage id="products.detail.notFound" />
          </p>
        ) : (
          <div key={product.id}>
            <ProductImages product={product} />
            <section className="pd-group" aria-labelledby="pd-group-locations">
              <h3 id="pd-group-locations" className="pd-group-title">
                <FormattedMessage id="products.detail.locations" />
              </h3>
              <LocationLines product={product} locationCode={locationCode} locations={locations} />
            </section>
            <DetailGroups product={product} currency={currency} />
          </div>
        )}
      </div>
    </aside>
  );
}
