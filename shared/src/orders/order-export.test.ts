// An order's spreadsheet rows and columns (spec 001 §3 Order line, Wholesale order line; §7
// POST /order-documents/xlsx; §9 dates YYYY-MM-DD, currency defaults), as the device's export
// and the server's route write them.
import { describe, expect, it } from 'vitest';
import { orderSchema, type Order, type OrderInput } from '../entities/order.ts';
import {
  orderExportColumns,
  orderExportFileName,
  orderExportProductIds,
  orderExportRows,
  orderExportTable,
} from './order-export.ts';

const FORMULA = '=HYPERLINK("http://example.invalid","x")';

const order = (extra: Partial<OrderInput>): Order =>
  orderSchema.parse({
    id: 'o1',
    _deleted: false,
    orderNumber: 100123,
    type: 'sample',
    orderType: 'SampleOrder',
    orderSubtype: 'sample',
    status: 'SUBMITTED',
    requesterCode: 'U1',
    ...extra,
  });

const sample = order({
  lines: [
    {
      id: 'l1',
      style: 'S100',
      color: 'BLK',
      size: '9',
      side: 'Pair',
      quantity: 2,
      source: 'Inventory',
      sizePreference: 'Preferred',
      shipper: 'UPS',
      tracking: FORMULA,
      returnType: 'Keep',
    },
    { id: 'l2', style: 'S200', color: 'RED', status: 'Deleted', quantity: 1 },
    { id: 'l3', style: 'S300', color: 'WHT', status: 'APPROVED', tracking: '-2+3' },
  ],
});

const wholesale = order({
  type: 'wholesale',
  orderType: 'WholesaleOrder',
  orderSubtype: undefined,
  status: 'DRAFT',
  customer: {
    id: 'C-42',
    name: 'Shoe Palace',
    currency: { currencyCode: 'USD' },
    address: { country: 'US' },
  },
  currency: { currencyCode: 'USD', decimalPlaces: 2, currencySymbol: '$' },
  lines: [
    {
      id: 'w1',
      style: '12345',
      color: 'BLK',
      packCode: 'M12',
      sizes: { '7': 12, '8': 12, '9': 0 },
      unitPrice: 3250,
      discount: 5,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      term: 'NET30',
    },
    // No unit price of its own: the customer's country in the order's currency.
    { id: 'w2', style: '12345', color: 'WHT', prices: { US: { USD: 2000 } }, sizes: { '9': 6 } },
    { id: 'w3', style: '999', color: 'RED', status: 'Deleted', unitPrice: 100 },
  ],
});

describe('[001 §7 order export] columns by kind', () => {
  it.each([
    [
      'sample',
      [
        'style',
        'color',
        'name',
        'size',
        'side',
        'quantity',
        'status',
        'source',
        'sizePreference',
        'shipper',
        'tracking',
        'returnType',
      ],
    ],
    ['promo', ['style', 'color', 'name', 'size', 'side', 'quantity', 'status']],
    [
      'wholesale',
      [
        'style',
        'color',
        'name',
        'packCode',
        'units',
        'unitPrice',
        'discount',
        'startDate',
        'endDate',
        'term',
      ],
    ],
  ] as const)('%s lines: %j…', (kind, fields) => {
    const columns = orderExportColumns(kind).map((c) => c.field);
    expect(columns.slice(0, fields.length)).toEqual(fields);
  });
});

describe('[001 §7 order export] sample and promo rows', () => {
  const rows = orderExportRows(sample);

  it('one row per line that is not Deleted, in the order’s line order', () => {
    expect(rows.map((r) => r['style'])).toEqual(['S100', 'S300']);
    expect(Object.keys(rows[0]!)).toEqual(orderExportColumns('sample').map((c) => c.field));
  });

  it.each([
    ['style', 'S100', 'text as is'],
    ['quantity', 2, 'numbers stay numbers'],
    ['status', 'PENDING', 'the line status (a new line is PENDING, §4)'],
    [
      'tracking',
      FORMULA,
      'formula-looking text stays the text (the XLSX writer keeps it a string)',
    ],
    ['name', null, 'no name lookup: a blank cell'],
    ['returnType', 'Keep', 'text as is'],
  ] as const)('%s → %j (%s)', (field, expected, _why) => {
    expect(rows[0]![field]).toBe(expected);
  });

  it('blank cells for fields the line has not', () => {
    expect(rows[1]).toMatchObject({ size: null, quantity: null, tracking: '-2+3' });
  });

  it('names come from the lookup, by the product id style_color', () => {
    const names = orderExportRows(sample, (id) => ({ S100_BLK: 'Harbor Boat Shoe' })[id]);
    expect(names.map((r) => r['name'])).toEqual(['Harbor Boat Shoe', null]);
    expect(orderExportProductIds(sample)).toEqual(['S100_BLK', 'S300_WHT']);
  });
});

describe('[001 §3 wholesale order line] wholesale rows', () => {
  const rows = orderExportRows(wholesale);

  it.each([
    ['units', 24, 'the sum of the size run'],
    ['unitPrice', 32.5, 'minor units → the currency’s major units'],
    ['discount', 5, 'percentage points (the writer formats them as percent)'],
    ['startDate', '2026-03-01', 'YYYY-MM-DD (001 §9)'],
    ['endDate', '2026-03-31', 'YYYY-MM-DD'],
    ['packCode', 'M12', 'text'],
    ['term', 'NET30', 'text'],
  ] as const)('%s → %j (%s)', (field, expected, _why) => {
    expect(rows[0]![field]).toBe(expected);
  });

  it('a line without a unit price takes its price for the customer’s country and currency', () => {
    expect(rows[1]).toMatchObject({ units: 6, unitPrice: 20, discount: null, packCode: null });
  });

  it('Deleted lines are left out', () => {
    expect(rows.map((r) => r['color'])).toEqual(['BLK', 'WHT']);
  });

  it.each([
    [{ currencyCode: 'JPY', decimalPlaces: 0, currencySymbol: '¥' }, 3250, '¥'],
    [undefined, 32.5, '$'],
  ] as const)('currency %j: unit price %j, symbol %s', (currency, price, symbol) => {
    const o = order({ ...wholesale, customer: undefined, currency, lines: [wholesale.lines[0]!] });
    expect(orderExportRows(o)[0]!['unitPrice']).toBe(price);
    expect(orderExportTable(o, (id) => id).currency.symbol).toBe(symbol);
  });

  it('no sizes: zero units; no price anywhere: a blank cell', () => {
    const o = order({
      ...wholesale,
      customer: undefined,
      lines: [{ id: 'x', style: 'A', color: 'B' }],
    });
    expect(orderExportRows(o)[0]).toMatchObject({ units: 0, unitPrice: null });
  });
});

describe('[001 §7 order export] file and table', () => {
  it.each([
    [{ id: 'o1', orderNumber: 120045 }, 'order-120045.xlsx'],
    [{ id: 'draft-7' }, 'order-draft-7.xlsx'],
  ])('%j → %s', (o, name) => {
    expect(orderExportFileName(o)).toBe(name);
  });

  it('the table names the sheet as the file, translates each header, carries the currency', () => {
    const table = orderExportTable(wholesale, (id) => `<${id}>`);
    expect(table.sheetName).toBe('order-100123');
    expect(table.columns[4]).toEqual({
      header: '<labels.export.units>',
      field: 'units',
      format: 'number',
    });
    expect(table.columns.find((c) => c.field === 'unitPrice')?.format).toBe('currency');
    expect(table.currency).toEqual({ symbol: '$', decimals: 2 });
    expect(table.rows).toHaveLength(2);
  });
});
