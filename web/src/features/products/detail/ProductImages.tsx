// The product's images, every view (spec 000 §3 image, printImage; thumbnail for the strip):
// one large, the others as buttons to show them. Files come from /api/files/{key}, which the
// service worker serves from its cache offline; an image that cannot load shows its thumbnail,
// then a neutral placeholder instead of a broken picture.
import type { Product } from '@portal/shared';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { fileUrl, productImageKeys } from './detail-fields.ts';

function Placeholder() {
  return (
    <div className="pd-image-placeholder" role="img" aria-labelledby="pd-no-image">
      <span id="pd-no-image">
        <FormattedMessage id="products.detail.noImage" />
      </span>
    </div>
  );
}

export function ProductImages({ product }: { readonly product: Product }) {
  const intl = useIntl();
  const views = productImageKeys(product);
  const [chosen, setChosen] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const current = views[Math.min(chosen, views.length - 1)];
  const fail = (key: string) => setFailed((s) => new Set(s).add(key));
  // Offline, a large image never seen online is not on the device; its thumbnail (the grid's
  // and the tiles', likely cached) is better than the placeholder.
  const shown =
    current === undefined
      ? undefined
      : [current.key, current.thumbnail].find((key) => !failed.has(key));
  const alt = (index: number) =>
    intl.formatMessage(
      { id: 'products.detail.imageAlt' },
      { name: product.name, index: index + 1, count: views.length },
    );

  return (
    <section
      className="pd-images"
      aria-label={intl.formatMessage({ id: 'products.detail.images' })}
    >
      <div className="pd-image-main">
        {current === undefined || shown === undefined ? (
          <Placeholder />
        ) : (
          <img
            key={shown}
            src={fileUrl(shown)}
            alt={alt(views.indexOf(current))}
            onError={() => fail(shown)}
            data-testid="product-image"
          />
        )}
      </div>
      {views.length > 1 && (
        <div className="pd-image-strip">
          {views.map((view, i) => (
            <Button
              key={view.key}
              className="pd-image-thumb"
              aria-label={intl.formatMessage({ id: 'products.detail.showView' }, { index: i + 1 })}
              aria-pressed={view === current}
              onPress={() => setChosen(i)}
            >
              {failed.has(view.thumbnail) ? (
                <span className="pd-thumb-placeholder" aria-hidden="true" />
              ) : (
                <img src={fileUrl(view.thumbnail)} alt="" onError={() => fail(view.thumbnail)} />
              )}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
