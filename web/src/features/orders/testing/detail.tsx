// The order detail screen for its tests (tests only): a device sync opened with the given orders
// (and catalogue, notifications), then the detail route of the order rendered in StrictMode.
// Pair it with `offlineDeviceHooks()` (device.ts), which closes and removes the device after.
import type { PermissionUser, Product } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { insertDocuments } from '../../../db/actions.ts';
import type { DeviceInputOf } from '../../../db/device-docs.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { storePage } from '../../../products/testing/catalogue.ts';
import { openDeviceSync } from '../../../sync/runtime.ts';
import { ConfirmPrompt } from '../../../ui/confirm/ConfirmPrompt.tsx';
import { OrderDetail } from '../detail/OrderDetail.tsx';
import type { OrderInput } from './orders.ts';

export interface OrderDetailSetUp {
  /** What the device holds before the screen opens. */
  readonly orders: readonly OrderInput[];
  readonly catalogue?: readonly Product[];
  readonly notifications?: readonly DeviceInputOf<'notifications'>[];
  /** The screen's time zone. */
  readonly timeZone: string;
  /** The confirm prompt beside the screen (the deletes and the actions that ask first). */
  readonly confirm?: boolean;
  /** Around the router, inside the IntlProvider (a format provider, say). */
  readonly wrap?: (router: ReactNode) => ReactNode;
  /** Further routes the screen may lead to. */
  readonly routes?: readonly RouteObject[];
}

let run = 0;

/** Opens a device with `setUp`'s documents and renders the detail route of `orderNumber`. */
export async function renderOrderDetail(
  orderNumber: string,
  user: PermissionUser,
  kind: 'sample' | 'wholesale',
  setUp: OrderDetailSetUp,
) {
  const sync = await openDeviceSync(`order-detail-${++run}-${Date.now()}`);
  if (setUp.catalogue) await storePage(await sync.catalogue(), { put: [...setUp.catalogue] });
  await insertDocuments('orders', [...setUp.orders]);
  if (setUp.notifications?.length) await insertDocuments('notifications', [...setUp.notifications]);
  const database = await sync.database();
  const route = webRouteByName(
    kind === 'sample' ? 'orders--sample-orders--details' : 'orders--wholesale-orders--details',
  );
  const detail = <OrderDetail route={route} kind={kind} orderNumber={orderNumber} user={user} />;
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: setUp.confirm ? (
          <>
            {detail}
            <ConfirmPrompt />
          </>
        ) : (
          detail
        ),
      },
      ...(setUp.routes ?? []),
    ],
    { initialEntries: [route.path.replace(':orderNumber', orderNumber)] },
  );
  const routed = <RouterProvider router={router} />;
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone={setUp.timeZone}>
        {setUp.wrap ? setUp.wrap(routed) : routed}
      </IntlProvider>
    </StrictMode>,
  );
  const commands = async () =>
    (await database.collections.commands!.find().exec()).map((d) => d.toMutableJSON());
  return { database, commands };
}
