// The comments drawer on a real device sync (the host in the page, RxDB over fake-indexeddb, no
// server reachable: an offline tablet). The drawer reads the order live, as the detail screen
// passes it; adding a comment is checked on the stored order, not just on screen.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import type { Order } from '@portal/shared';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import type { DeviceDocOf } from '../../../db/device-docs.ts';
import { useLiveDocument } from '../../../db/hooks.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { sessionUserOf } from '../../notifications/testing.ts';
import { offlineDeviceHooks } from '../testing/device.ts';
import { testOrder, type OrderInput } from '../testing/orders.ts';
import { COMMENT_MAX_LENGTH } from './comments.ts';
import { OrderComments } from './OrderComments.tsx';

configure({ asyncUtilTimeout: 15_000 });

const requester = sessionUserOf('sample-requester');
const TZ = 'America/Los_Angeles';

let run = 0;
offlineDeviceHooks();

const sampleOrder = (extra: Partial<OrderInput> = {}): OrderInput =>
  testOrder(501, 'sample', 'DRAFT', {
    id: 'o1',
    requesterCode: requester.userCode,
    requesterName: 'Dana Demo',
    // Stored out of order: the drawer lists them by date, newest last.
    comments: [
      {
        id: 'c2',
        text: 'Ship to the showroom',
        userCode: 'C-KIM',
        userName: 'Kim Park',
        createdDate: '2026-03-04T17:30:00.000Z',
      },
      {
        id: 'c1',
        text: 'Rush please',
        userCode: requester.userCode,
        userName: 'Dana Demo',
        createdDate: '2026-03-02T09:05:00.000Z',
      },
    ],
    ...extra,
  });

/** The order as the detail screen passes it: the device's live document. */
function LiveComments({ id, user }: { readonly id: string; readonly user: SessionUser }) {
  const { doc } = useLiveDocument('orders', id);
  return doc ? <OrderComments order={doc as Order} user={user} /> : null;
}

async function renderComments(order: OrderInput, user: SessionUser = requester) {
  await openDeviceSync(`order-comments-${++run}-${Date.now()}`);
  await insertDocuments('orders', order);
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone={TZ}>
        <LiveComments id={order.id} user={user} />
      </IntlProvider>
    </StrictMode>,
  );
  const button = await screen.findByTestId('order-comments-button');
  await userEvent.click(button);
  return screen.findByTestId('order-comments-drawer');
}

async function storedOrder(id: string): Promise<DeviceDocOf<'orders'>> {
  const db = await currentDeviceSync()!.database();
  const doc = await db.collections.orders!.findOne(id).exec();
  return doc!.toJSON() as DeviceDocOf<'orders'>;
}

const shown = (drawer: HTMLElement) =>
  within(drawer)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

const localDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TZ,
  }).format(new Date(iso));

describe('[001 §2 comments drawer] the order’s comments', () => {
  it('[001 §3 comments] lists author, date in the user’s language and text, newest last', async () => {
    const drawer = await renderComments(sampleOrder());
    expect(screen.getByTestId('order-comments-button')).toHaveTextContent('Comments (2)');
    expect(shown(drawer)).toEqual([
      `Dana Demo${localDate('2026-03-02T09:05:00.000Z')}Rush please`,
      `Kim Park${localDate('2026-03-04T17:30:00.000Z')}Ship to the showroom`,
    ]);
  });

  it('[001 §2 comments drawer] Escape closes the drawer', async () => {
    await renderComments(sampleOrder());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('order-comments-drawer')).toBeNull());
  });
});

describe('[001 §7 comment] adding a comment is a device write (offline)', () => {
  it('[001 §7 comment] appends {id, text, userCode, userName, createdDate} to the stored order and shows it last', async () => {
    const drawer = await renderComments(sampleOrder());
    const before = Date.now();
    await userEvent.type(
      within(drawer).getByLabelText('New comment'),
      '  Needed for the buyer meeting ',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add comment' }));

    await waitFor(async () => expect((await storedOrder('o1')).comments).toHaveLength(3));
    const stored = await storedOrder('o1');
    const added = stored.comments[2]!;
    expect(added).toMatchObject({
      text: 'Needed for the buyer meeting',
      userCode: requester.userCode,
      userName: 'Dana Demo',
    });
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(added.createdDate!)).toBeGreaterThanOrEqual(before - 1);
    // The two older comments are kept as they were.
    expect(stored.comments.slice(0, 2).map((c) => c.id)).toEqual(['c2', 'c1']);

    await waitFor(() => expect(shown(drawer)).toHaveLength(3));
    expect(shown(drawer)[2]).toContain('Needed for the buyer meeting');
    expect(within(drawer).getByLabelText('New comment')).toHaveValue('');
    expect(within(drawer).getByRole('status')).toHaveTextContent(
      'Comment saved on this device. It will sync when you are back online.',
    );
    expect(screen.getByTestId('order-comments-button')).toHaveTextContent('Comments (3)');
  });

  it('[001 §7 comment] an empty comment cannot be added: the button stays disabled', async () => {
    const drawer = await renderComments(sampleOrder({ comments: [] }));
    expect(within(drawer).getByText('No comments yet.')).toBeInTheDocument();
    const add = within(drawer).getByRole('button', { name: 'Add comment' });
    expect(add).toBeDisabled();
    await userEvent.type(within(drawer).getByLabelText('New comment'), '   ');
    expect(add).toBeDisabled();
    await userEvent.type(within(drawer).getByLabelText('New comment'), 'ok');
    expect(add).toBeEnabled();
  });

  it('[001 §3 comments] a comment over the schema’s length shows the translated error and writes nothing', async () => {
    const drawer = await renderComments(sampleOrder({ comments: [] }));
    const field = within(drawer).getByLabelText('New comment');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(COMMENT_MAX_LENGTH + 1));
    expect(await within(drawer).findByText('Use at most 8,000 characters.')).toBeInTheDocument();
    const add = within(drawer).getByRole('button', { name: 'Add comment' });
    expect(add).toBeDisabled();
    await act(async () => {
      within(drawer).getByRole('textbox').closest('form')!.requestSubmit();
    });
    expect((await storedOrder('o1')).comments).toEqual([]);
  });

  it('[001 §4 editable] on an order the user can no longer edit (the server would refuse the write) there is no form', async () => {
    const drawer = await renderComments(sampleOrder({ status: 'SUBMITTED' }));
    expect(shown(drawer)).toHaveLength(2);
    expect(within(drawer).queryByLabelText('New comment')).toBeNull();
    expect(
      within(drawer).getByText('Comments can be added while you can edit this order.'),
    ).toBeInTheDocument();
  });
});
