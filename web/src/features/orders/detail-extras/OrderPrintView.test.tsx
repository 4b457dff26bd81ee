// The print view in jsdom (spec 001 §2 "a print view"): the printed sheet's facts and lines
// table (wholesale: pack, sizes and units, unit price, discount and the shared subtotal, with
// totals; sample: size, side, quantity, status), the Print button, and the paper size remembered
// on the device. Print CSS itself is not applied by jsdom; the sheet's content is what is read.
import '@testing-library/jest-dom/vitest';
import { orderSchema, type Order, type OrderInput } from '@portal/shared';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackMessages, loadMessages } from '../../../i18n/catalog.ts';
import { sessionUserOf } from '../../notifications/testing.ts';
import { OrderPrintView, PRINT_READY_CLASS } from './OrderPrintView.tsx';
import { paperKey } from './paper.ts';

const TZ = 'America/Los_Angeles';
const rep = sessionUserOf('wholesale-rep');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const order = (extra: Partial<OrderInput>): Order =>
  orderSchema.parse({
    id: 'w1',
    _deleted: false,
    orderNumber: 100123,
    type: 'wholesale',
    orderType: 'WholesaleOrder',
    status: 'DRAFT',
    requesterCode: rep.userCode,
    requesterName: 'Dana Demo',
    ...extra,
  });

const wholesale = order({
  customer: {
    id: 'C-42',
    name: 'Shoe Palace',
    currency: { currencyCode: 'USD' },
    address: { country: 'US' },
  },
  currency: { currencyCode: 'USD', decimalPlaces: 2, currencySymbol: '$' },
  po: 'PO-9',
  lines: [
    {
      id: 'l1',
      style: '12345',
      color: 'BLK',
      unitPrice: 3250,
      packCode: 'M12',
      sizes: { '7': 12, '8': 12, '9': 0 },
      discount: 5,
      startDate: '2026-12-01',
      endDate: '2027-01-01',
    },
    // No unit price of its own: the customer's country in the order's currency.
    { id: 'l2', style: '12345', color: 'WHT', prices: { US: { USD: 2000 } }, sizes: { '9': 6 } },
    { id: 'l3', style: '999', color: 'RED', status: 'Deleted', unitPrice: 100, sizes: { '7': 1 } },
  ],
});

/** The view, then the browser's print command (the sheet is drawn only for printing). */
function renderPrint(o: Order, locale = 'en-US') {
  const view = render(
    <IntlProvider locale={locale} messages={fallbackMessages} timeZone={TZ}>
      <OrderPrintView order={o} user={rep} />
    </IntlProvider>,
  );
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  return view;
}

const sheet = () => screen.getByTestId('order-print-sheet');
const table = () => within(sheet()).getByTestId('order-print-lines');
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
const bodyRows = () => within(table()).getAllByRole('row').slice(1, -1).map(cells);

describe('[001 §2 print view] the printed order', () => {
  it('[001 §5 subtotal] wholesale lines: pack, sizes, delivery window and units, unit price, discount, subtotal and totals; Deleted lines left out', () => {
    renderPrint(wholesale);
    expect(within(sheet()).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Wholesale order 100123',
    );
    expect(cells(within(table()).getAllByRole('row')[0]!)).toEqual([
      'Style',
      'Color',
      'Pack',
      'Sizes',
      'Delivery',
      'Units',
      'Unit price',
      'Discount',
      'Subtotal',
    ]);
    expect(bodyRows()).toEqual([
      [
        '12345',
        'BLK',
        'M12',
        '7: 12, 8: 12',
        '12/1/2026 – 1/1/2027',
        '24',
        '$32.50',
        '5.00%',
        '$741.00',
      ],
      ['12345', 'WHT', '', '9: 6', '', '6', '$20.00', '', '$120.00'],
    ]);
    expect(cells(screen.getByTestId('order-print-totals'))).toEqual([
      'Total',
      '30',
      '',
      '',
      '$861.00',
    ]);
    expect(within(sheet()).getByRole('heading', { name: '2 lines' })).toBeInTheDocument();
  });

  it('[001 §3 Order] the header facts: status, customer with id, PO; absent facts are left out', () => {
    renderPrint(wholesale);
    const facts = within(sheet()).getByTestId('order-print-facts');
    const fact = (name: string) => facts.querySelector(`[data-fact="${name}"] dd`)?.textContent;
    expect(fact('status')).toBe('Draft');
    expect(fact('customer')).toBe('Shoe Palace (C-42)');
    expect(fact('po')).toBe('PO-9');
    expect(facts.querySelector('[data-fact="approval"]')).toBeNull();
    expect(facts.querySelector('[data-fact="submitted"]')).toBeNull();
  });

  it('[001 §3 Order line] sample lines: style, color, size, side, quantity, status, source, shipper, tracking, return type', () => {
    renderPrint(
      order({
        type: 'sample',
        orderType: 'SampleOrder',
        orderSubtype: 'sample',
        status: 'SUBMITTED',
        lines: [
          {
            id: 's1',
            style: 'A1',
            color: 'BLK',
            size: '9',
            side: 'Pair',
            quantity: 2,
            source: 'Sample Library',
            shipper: 'UPS',
            tracking: '1Z999',
            trackingUrl: 'https://track.example/1Z999',
            returnType: 'Keep',
          },
          {
            id: 's2',
            style: 'A2',
            color: 'RED',
            size: '7',
            side: 'Left',
            quantity: 1,
            status: 'APPROVED',
          },
        ],
      }),
    );
    expect(cells(within(table()).getAllByRole('row')[0]!)).toEqual([
      'Style',
      'Color',
      'Size',
      'Side',
      'Quantity',
      'Status',
      'Source',
      'Shipper',
      'Tracking',
      'Return type',
    ]);
    expect(within(table()).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['A1', 'BLK', '9', 'Pair', '2', 'Pending', 'Sample Library', 'UPS', '1Z999', 'Keep'],
      ['A2', 'RED', '7', 'Left', '1', 'Approved', '', '', '', ''],
    ]);
    // 001 §3 trackingUrl: the tracking number links to the carrier's page in a new tab.
    const link = within(table()).getByRole('link', { name: '1Z999' });
    expect(link).toHaveAttribute('href', 'https://track.example/1Z999');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('[001 §3 Order line] side, source, shipper and return type print translated (the stored values are English)', async () => {
    const messages = await loadMessages('de-DE');
    render(
      <IntlProvider locale="de-DE" messages={messages} timeZone={TZ}>
        <OrderPrintView
          order={order({
            type: 'sample',
            orderType: 'SampleOrder',
            orderSubtype: 'sample',
            lines: [
              {
                id: 's1',
                style: 'A1',
                color: 'BLK',
                side: 'Any Side',
                source: 'Sample Library',
                shipper: 'Pending',
                returnType: 'Return',
              },
            ],
          })}
          user={rep}
        />
      </IntlProvider>,
    );
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const row = within(table()).getAllByRole('row')[1]!;
    expect(cells(row)).toEqual(
      expect.arrayContaining(['Beliebige Seite', 'Musterbibliothek', 'Ausstehend', 'Zurücksenden']),
    );
  });

  it('[001 §2 print view] Print draws the sheet and opens the browser’s print; the sheet goes after printing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // The sheet is on the page when the browser lays the print out.
      expect(screen.getByTestId('order-print-sheet')).toBeInTheDocument();
    });
    const view = render(
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone={TZ}>
        <OrderPrintView order={wholesale} user={rep} />
      </IntlProvider>,
    );
    expect(document.documentElement).toHaveClass(PRINT_READY_CLASS);
    // Not drawn until printing (a long order would redraw every line on each change).
    expect(screen.queryByTestId('order-print-sheet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    // The sheet is a child of <body>, so print.css can hide everything else.
    expect(sheet().parentElement).toBe(document.body);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('order-print-sheet')).toBeNull();
    view.unmount();
    expect(document.documentElement).not.toHaveClass(PRINT_READY_CLASS);
  });

  it('[001 §2 print view] the paper size (Letter in en-US, A4 chosen) is remembered on the device', async () => {
    renderPrint(wholesale);
    expect(sheet()).toHaveClass('paper-letter');
    await userEvent.click(screen.getByRole('button', { name: /Paper size/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'A4' }));
    expect(sheet()).toHaveClass('paper-a4');
    expect(localStorage.getItem(paperKey(rep.id))).toBe('a4');
    cleanup();
    renderPrint(wholesale);
    expect(sheet()).toHaveClass('paper-a4');
  });

  it('[001 §2 print view] A4 by default where Letter is not the usual paper', () => {
    renderPrint(wholesale, 'de-DE');
    expect(sheet()).toHaveClass('paper-a4');
  });
});
