// An assortment screen whose assortment is not on the device (still arriving, or not the
// user's): the route's own title heads the page, as on every screen, with what is happening.
import type { WebRoute } from '@portal/shared/routes/types.ts';
import { FormattedMessage } from 'react-intl';

export function AssortmentMissing({
  route,
  loading,
}: {
  readonly route: WebRoute;
  readonly loading: boolean;
}) {
  return (
    <section className="am-screen" aria-labelledby="am-missing-title">
      <header className="am-header">
        <h1 id="am-missing-title" className="am-title">
          <FormattedMessage id={route.meta.title} />
        </h1>
      </header>
      <p className="am-opening" role="status">
        <FormattedMessage
          id={loading ? 'labels.assortmentGrid.opening' : 'labels.assortmentGrid.notFound'}
        />
      </p>
    </section>
  );
}
