// What the product library tells about the device's data (spec 000 §8 grid data load: the
// user sees why a list is short): the catalogue still arriving, the search index still being
// prepared (the first page then comes straight from the catalogue), or an index that could not
// be built. Offline is the app bar's to say.
import { FormattedMessage } from 'react-intl';
import type { IndexStatus } from '../../products/protocol.ts';
import type { CatalogueProgress } from '../../sync/catalogue-sync.ts';

export function IndexNotice(props: {
  readonly status: IndexStatus;
  readonly catalogue: CatalogueProgress;
}) {
  const { status, catalogue } = props;
  const arriving = !catalogue.done && catalogue.total !== null && catalogue.loaded > 0;
  // A first sign-in: nothing stored yet and the catalogue's first page not come (spec 000 §8:
  // an empty list says why).
  const starting = status.ready && status.size === 0 && !catalogue.done && !arriving;
  return (
    <div className="pl-notices" role="status" aria-live="polite">
      {status.error ? (
        <p className="pl-notice pl-notice-error">
          <FormattedMessage id="products.library.indexFailed" />
        </p>
      ) : !status.ready ? (
        <p className="pl-notice" data-testid="index-building">
          <FormattedMessage id="products.library.indexBuilding" />
        </p>
      ) : null}
      {starting ? (
        <p className="pl-notice">
          <FormattedMessage id="products.library.catalogueStarting" />
        </p>
      ) : null}
      {arriving ? (
        <p className="pl-notice">
          <FormattedMessage
            id="products.library.catalogueArriving"
            values={{ loaded: catalogue.loaded, total: catalogue.total }}
          />
        </p>
      ) : null}
    </div>
  );
}
