// The order detail routes (spec 001 §2: orders--promo-orders--details,
// orders--sample-orders--details, orders--wholesale-orders--details), a lazy chunk
// (../screens.ts): the signed-in user and the route's order kind, then OrderDetail with the
// comments drawer, the print view and Export to Excel in its toolbar and the promo approval
// history below the lines (../detail-extras).
import type { OrderKind } from '@portal/shared';
import type { RouteName } from '@portal/shared/routes/route-names.ts';
import type { ScreenProps } from '../../../app/screen-props.ts';
import { PlaceholderScreen } from '../../placeholder/PlaceholderScreen.tsx';
import { useSessionUser } from '../../session/SessionProvider.tsx';
import { ApprovalHistory } from '../detail-extras/ApprovalHistory.tsx';
import { OrderComments } from '../detail-extras/OrderComments.tsx';
import { OrderExportButton } from '../detail-extras/OrderExportButton.tsx';
import { OrderPrintView } from '../detail-extras/OrderPrintView.tsx';
import { OrderDetail } from './OrderDetail.tsx';

const KIND_OF_ROUTE: Readonly<Record<string, OrderKind>> = {
  'orders--promo-orders--details': 'promo',
  'orders--sample-orders--details': 'sample',
  'orders--wholesale-orders--details': 'wholesale',
} satisfies Partial<Record<RouteName, OrderKind>>;

export default function OrderDetailScreen(props: ScreenProps) {
  const user = useSessionUser();
  const kind = KIND_OF_ROUTE[props.route.name];
  if (!user || !kind) return <PlaceholderScreen {...props} />;
  // 001 §2: the parameter is called orderId in some route definitions, orderNumber in others.
  const orderNumber = props.params.orderNumber ?? props.params.orderId;
  return (
    <OrderDetail
      key={`${kind}:${orderNumber ?? ''}:${user.userCode}`}
      route={props.route}
      kind={kind}
      orderNumber={orderNumber}
      user={user}
      toolbarExtras={(order) => (
        <>
          <OrderComments order={order} user={user} />
          <OrderPrintView order={order} user={user} />
          <OrderExportButton order={order} />
        </>
      )}
      panels={(order) => <ApprovalHistory order={order} user={user} />}
    />
  );
}
