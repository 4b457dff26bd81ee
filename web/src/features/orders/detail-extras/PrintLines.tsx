// The print sheet's lines table (spec 001 §3 Order line, Wholesale order line). Sample and promo
// lines: style, color, size, side, quantity, status, source, shipper, tracking (a link to its
// trackingUrl), return type; side, source, shipper and return type translated as the grid shows
// them (decision 0072). Wholesale lines: style, color, pack code,
// sizes with their units, units, unit price, discount and subtotal (the shared rule), with
// totals. The header row repeats on every printed page (a table's <thead> does in print).
import { CURRENCY_DEFAULTS, moneyToMajor, type Currency, type Order } from '@portal/shared';
import { useIntl, type IntlShape } from 'react-intl';
import { formatMoney, formatPercent } from '../../../i18n/format.ts';
import { lineValueName } from '../detail/line-values.ts';
import {
  orderCurrency,
  printedLines,
  wholesaleRows,
  wholesaleTotals,
  type WholesalePrintRow,
} from './print-lines.ts';

/** A message id of the print sheet. */
const printId = (key: string) => `labels.orderDetail.print.${key}`;

/** Columns only the sample sheet prints take the detail grid's header. */
const GRID_HEADERS: readonly string[] = ['source', 'shipper', 'tracking', 'returnType'];
const headerId = (column: string) =>
  GRID_HEADERS.includes(column) ? `labels.orderDetail.line.${column}` : printId(`column.${column}`);

/** The tracking number, a link to the carrier's page when the line has one (http(s) only). */
function Tracking({
  text,
  url,
}: {
  readonly text: string | undefined;
  readonly url: string | undefined;
}) {
  if (!text) return null;
  if (!url || !/^https?:\/\//i.test(url)) return <>{text}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

/** Minor units in the order's currency, default 2 decimals and '$' (spec 001 §9). */
function formatMinor(intl: IntlShape, minor: number, currency: Currency | undefined): string {
  const decimals = currency?.decimalPlaces ?? CURRENCY_DEFAULTS.decimalPlaces;
  return formatMoney(intl, moneyToMajor(minor, decimals), {
    currencySymbol: currency?.currencySymbol ?? CURRENCY_DEFAULTS.currencySymbol,
    decimalPlaces: decimals,
  });
}

function Head({ columns }: { readonly columns: readonly string[] }) {
  const intl = useIntl();
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col" className={`op-col-${c}`}>
            {intl.formatMessage({ id: headerId(c) })}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const SAMPLE_COLUMNS = [
  'style',
  'color',
  'size',
  'side',
  'quantity',
  'status',
  'source',
  'shipper',
  'tracking',
  'returnType',
] as const;
const WHOLESALE_COLUMNS = [
  'style',
  'color',
  'pack',
  'sizes',
  'delivery',
  'units',
  'unitPrice',
  'discount',
  'subtotal',
] as const;

function SampleLines({ order }: { readonly order: Order }) {
  const intl = useIntl();
  const lines = printedLines(order);
  return (
    <table className="op-lines" data-testid="order-print-lines">
      <Head columns={SAMPLE_COLUMNS} />
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td>{line.style}</td>
            <td>{line.color}</td>
            <td>{line.size ?? ''}</td>
            <td>{lineValueName(intl, 'side', line.side)}</td>
            <td className="op-num">
              {line.quantity === undefined ? '' : intl.formatNumber(line.quantity)}
            </td>
            <td>
              {intl.formatMessage({ id: printId(`lineStatus.${line.status.toLowerCase()}`) })}
            </td>
            <td>{lineValueName(intl, 'source', line.source)}</td>
            <td>{lineValueName(intl, 'shipper', line.shipper)}</td>
            <td>
              <Tracking text={line.tracking} url={line.trackingUrl} />
            </td>
            <td>{lineValueName(intl, 'returnType', line.returnType)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WholesaleLines({ order }: { readonly order: Order }) {
  const intl = useIntl();
  const rows = wholesaleRows(order);
  const totals = wholesaleTotals(rows);
  const currency = orderCurrency(order);
  const money = (minor: number | null | undefined) =>
    minor === null || minor === undefined ? '' : formatMinor(intl, minor, currency);
  const sizes = (row: WholesalePrintRow) =>
    intl.formatList(
      row.sizes.map(([size, units]) =>
        intl.formatMessage({ id: printId('sizeUnits') }, { size, units }),
      ),
      { type: 'unit', style: 'short' },
    );
  // Calendar days, shown as the locale writes them (the sheet is read, not typed into).
  const day = (iso: string | undefined) =>
    iso ? intl.formatDate(new Date(`${iso}T00:00:00Z`), { timeZone: 'UTC' }) : '';
  const delivery = (row: WholesalePrintRow) =>
    row.startDate || row.endDate ? `${day(row.startDate)} – ${day(row.endDate)}` : '';
  return (
    <table className="op-lines" data-testid="order-print-lines">
      <Head columns={WHOLESALE_COLUMNS} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.style}</td>
            <td>{row.color}</td>
            <td>{row.packCode}</td>
            <td>{sizes(row)}</td>
            <td className="op-nowrap">{delivery(row)}</td>
            <td className="op-num">{intl.formatNumber(row.units)}</td>
            <td className="op-num">{money(row.unitPrice)}</td>
            <td className="op-num">
              {row.discount === undefined ? '' : formatPercent(intl, row.discount)}
            </td>
            <td className="op-num">{money(row.subtotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="order-print-totals">
          <th scope="row" colSpan={5}>
            {intl.formatMessage({ id: printId('total') })}
          </th>
          <td className="op-num">{intl.formatNumber(totals.units)}</td>
          <td />
          <td />
          <td className="op-num">{money(totals.subtotal)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function PrintLines({ order }: { readonly order: Order }) {
  const intl = useIntl();
  const empty = printedLines(order).length === 0;
  return (
    <section className="op-section">
      <h2 className="op-heading">
        {intl.formatMessage({ id: printId('lines') }, { count: printedLines(order).length })}
      </h2>
      {empty ? (
        <p className="muted">{intl.formatMessage({ id: printId('noLines') })}</p>
      ) : order.type === 'wholesale' ? (
        <WholesaleLines order={order} />
      ) : (
        <SampleLines order={order} />
      )}
    </section>
  );
}
