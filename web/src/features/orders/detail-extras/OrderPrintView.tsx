// The order's print view (spec 001 §2 "a print view"; layout not shown): a Print button and a
// paper choice (A4 or Letter, remembered on this device), and the printed sheet — the order's
// header facts, its lines (sample and promo: size, side, quantity; wholesale: pack, sizes and
// units, unit price, discount and the shared subtotal) and, for promo orders, the approval
// history. The sheet lives at the end of <body> and shows only in print, where print.css hides
// everything else (app bar, toolbars, the screen itself). It is drawn only for printing (the
// button, or the browser's own print command through `beforeprint`): drawn always, a 1,000-line
// order redrew every line on each change (bench/orders).
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Button, Group } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { ApprovalHistory } from './ApprovalHistory.tsx';
import type { OrderExtrasProps } from './OrderComments.tsx';
import { PrintFacts } from './PrintFacts.tsx';
import { PrintLines } from './PrintLines.tsx';
import { PAPER_SIZES, usePaperSize, type PaperSize } from './paper.ts';
import './print.css';

/** The class on <html> while a print sheet is on the page (print.css keys on it). */
export const PRINT_READY_CLASS = 'order-print-ready';

export function OrderPrintView({ order, user }: OrderExtrasProps) {
  const intl = useIntl();
  const [paper, setPaper] = usePaperSize(user?.id ?? 'anonymous', intl.locale);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(PRINT_READY_CLASS);
    // The sheet must be on the page before the browser lays the print out: drawn synchronously.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      root.classList.remove(PRINT_READY_CLASS);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  return (
    <>
      {/* A group, not a toolbar: the detail screen mounts it in its own actions toolbar. */}
      <Group
        className="op-toolbar"
        aria-label={intl.formatMessage({ id: 'labels.orderDetail.print.toolbar' })}
      >
        <SelectField<PaperSize>
          label={intl.formatMessage({ id: 'labels.orderDetail.print.paper' })}
          options={PAPER_SIZES.map((size) => ({
            value: size,
            label: intl.formatMessage({ id: `labels.orderDetail.print.paper.${size}` }),
          }))}
          value={paper}
          onChange={(next) => next && setPaper(next)}
        />
        <Button
          className="btn btn-primary"
          onPress={() => {
            flushSync(() => setPrinting(true));
            window.print();
          }}
          data-testid="order-print-button"
        >
          <FormattedMessage id="buttons.orderDetail.print" />
        </Button>
      </Group>
      {printing &&
        createPortal(<PrintSheet order={order} user={user} paper={paper} />, document.body)}
    </>
  );
}

function PrintSheet({ order, user, paper }: OrderExtrasProps & { readonly paper: PaperSize }) {
  const intl = useIntl();
  const title =
    order.orderNumber === undefined
      ? intl.formatMessage({ id: 'labels.orderDetail.print.titleDraft' }, { kind: order.type })
      : intl.formatMessage(
          { id: 'labels.orderDetail.print.title' },
          // A plain string: an order number is not grouped ('100123', not '100,123').
          { kind: order.type, number: String(order.orderNumber) },
        );
  const printedBy = user ? [user.name, user.lastName].filter(Boolean).join(' ') : '';
  return (
    <article
      className={`order-print-sheet paper-${paper}`}
      data-paper={paper}
      data-testid="order-print-sheet"
      aria-label={title}
    >
      <header className="op-header">
        <h1 className="op-title">{title}</h1>
        <p className="op-printed">
          <FormattedMessage
            id="labels.orderDetail.print.printed"
            values={{
              date: intl.formatDate(new Date(), { dateStyle: 'medium', timeStyle: 'short' }),
              name: printedBy || (user?.userCode ?? ''),
            }}
          />
        </p>
      </header>
      <PrintFacts order={order} />
      <PrintLines order={order} />
      {order.type === 'promo' && <ApprovalHistory order={order} user={user} />}
      {order.instructions && (
        <section className="op-section">
          <h2 className="op-heading">
            <FormattedMessage id="labels.orderDetail.print.instructions" />
          </h2>
          <p className="op-prewrap">{order.instructions}</p>
        </section>
      )}
    </article>
  );
}
