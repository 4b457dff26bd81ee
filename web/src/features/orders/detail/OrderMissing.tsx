// An order detail route whose order is not on this device (spec 001 §2 detail routes): the
// route's own title heads the page, then either "opening" (the device is still reading) or a
// clear "not found on this device" (a wrong number, an order not shared with this user, or one
// the device has not received yet).
import type { WebRoute } from '@portal/shared/routes/types.ts';
import { FormattedMessage } from 'react-intl';

export interface OrderMissingProps {
  readonly route: WebRoute;
  readonly orderNumber: string | undefined;
  readonly loading: boolean;
}

export function OrderMissing({ route, orderNumber, loading }: OrderMissingProps) {
  return (
    <section className="od-screen" aria-labelledby="od-missing-title">
      <header className="od-header">
        <h1 id="od-missing-title" className="od-title">
          <FormattedMessage id={route.meta.title} />
        </h1>
      </header>
      <p className="od-missing" role="status">
        <FormattedMessage
          id={loading ? 'labels.orderDetail.opening' : 'labels.orderDetail.notFound'}
          values={{ number: orderNumber ?? '' }}
        />
      </p>
    </section>
  );
}
