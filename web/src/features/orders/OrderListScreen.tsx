// The order list routes (spec 001 §2): the signed-in user's list of the route, or the
// placeholder for a route that names no list. A lazy chunk (screens.ts).
import { orderListOfManageType } from '@portal/shared';
import type { ScreenProps } from '../../app/screen-props.ts';
import { PlaceholderScreen } from '../placeholder/PlaceholderScreen.tsx';
import { useSessionUser } from '../session/SessionProvider.tsx';
import { OrderList } from './OrderList.tsx';
import { SampleStylesList } from './sample-styles/SampleStylesList.tsx';

export default function OrderListScreen(props: ScreenProps) {
  const user = useSessionUser();
  const list = orderListOfManageType(props.route.meta.manageType);
  if (!user || !list) return <PlaceholderScreen {...props} />;
  // Sample styles shows the coordinator's orders by style (decision 0076).
  if (list === 'sampleStyles')
    return <SampleStylesList key={user.userCode} route={props.route} user={user} />;
  // A new list (or user) starts afresh: its selection, grid layout and opening moment.
  return <OrderList key={`${list}:${user.userCode}`} route={props.route} list={list} user={user} />;
}
