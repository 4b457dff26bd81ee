// POST /api/order-documents/xlsx (spec 001 §7 "Excel export (binary answer)") over HTTP on every
// database kind, orders made through the order REST calls and the workbook read back with
// exceljs: the kind's columns as headers (and in de-DE), one row per line not Deleted, wholesale
// units the sum of the size run and the unit price in major units, formula-looking text kept a
// string cell, the file name `order-{orderNumber}.xlsx`; 401 without a session, 403 without the
// kind's area (001 §6), 404 for an order the caller may not see, 400 for a malformed body.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { styleColorId, type Permission } from '@portal/shared';
import { productMapping, saveDocuments, type Doc, type Mapping } from '../db/mapping/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/harness.ts';
import { errorOf, sheetOf, signedIn } from './test-helpers.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORMULA = '=HYPERLINK("http://example.invalid","click")';
const PATH = '/api/order-documents/xlsx';

const perm = (permission: Permission['permission']): Permission => ({ permission, role: 'user' });
const US = { territory: 'US-WEST', businessEntity: 'Domestic', locations: [{ key: 'US' }] };

interface Created {
  readonly id: string;
  readonly orderNumber: number;
  readonly lines: readonly { readonly id: string; readonly style: string }[];
}

async function createOrder(client: TestClient, path: string, body: unknown): Promise<Created> {
  const res = await client.request('POST', `/api/orders/${path}`, body);
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
}

/** A day `days` from today, YYYY-MM-DD (wholesale dates are checked against today). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('order XLSX export over REST on %s', (kind) => {
  let server: TestServer;
  let requester: TestClient;
  let other: TestClient;
  let rep: TestClient;
  let promoOnly: TestClient;
  let sample: Created;
  let othersDraft: Created;
  let wholesale: Created;

  beforeAll(async () => {
    server = await startTestServer(kind);
    // The requester also sees the catalogue, so the export names the products.
    requester = (
      await signedIn(server, {
        permissions: [perm('sampleOrders'), perm('products')],
        userTBEs: [US],
      })
    ).client;
    other = (await signedIn(server, { permissions: [perm('sampleOrders')] })).client;
    rep = (
      await signedIn(server, { permissions: [perm('wholesaleOrders')], wof: { access: true } })
    ).client;
    promoOnly = (await signedIn(server, { permissions: [perm('promoOrders')] })).client;
    await saveDocuments(server.handle.db, productMapping as unknown as Mapping<Doc>, [
      {
        id: styleColorId('EXP1', 'BLK'),
        _deleted: false,
        style: 'EXP1',
        color: 'BLK',
        productType: 'Footwear',
        name: 'Harbor Boat Shoe',
        locations: [{ code: 'US', availability: [] }],
      },
    ]);
    sample = await createOrder(requester, 'SampleOrder/sample', {
      lines: [
        { style: 'EXP1', color: 'BLK', size: '9', quantity: 2, tracking: FORMULA },
        { style: 'EXP2', color: 'RED', size: '10', tracking: '@SUM(A1)' },
        { style: 'EXP3', color: 'WHT' },
      ],
    });
    // A deleted line stays on the order as Deleted (001 §4); the export leaves it out.
    const deleted = sample.lines.find((l) => l.style === 'EXP3')!;
    const batch = await requester.request(
      'PATCH',
      `/api/orders/SampleOrder/sample/batch/${sample.id}`,
      {
        delete: [{ _id: deleted.id }],
      },
    );
    expect(batch.status).toBe(200);
    othersDraft = await createOrder(other, 'SampleOrder/sample', {
      lines: [{ style: 'EXP9', color: 'BLK' }],
    });
    wholesale = await createOrder(rep, 'WholesaleOrder/wholesale', {
      currency: { currencyCode: 'USD', decimalPlaces: 2, currencySymbol: '$' },
      lines: [
        {
          style: 'W100',
          color: 'NVY',
          packCode: 'S12',
          sizes: { '7': 6, '8': 6, '9': 12 },
          unitPrice: 3250,
          discount: 5,
          startDate: day(3),
          endDate: day(30),
          term: '-1+1',
        },
      ],
    });
  });
  afterAll(() => server?.close());

  const exportOf = (client: TestClient, body: unknown, headers?: Record<string, string>) =>
    client.request('POST', PATH, body, headers);

  it('[001 §7 order export] a sample order as XLSX: the line columns, live lines only, text stays text, the file name', async () => {
    const res = await exportOf(requester, {
      type: 'SampleOrder',
      subtype: 'sample',
      id: sample.id,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="order-${sample.orderNumber}.xlsx"`,
    );
    const { bytes, sheet, header, rows } = await sheetOf(res);
    expect(sheet.name).toBe(`order-${sample.orderNumber}`);
    expect(header).toEqual([
      'Style',
      'Color',
      'Name',
      'Size',
      'Side',
      'Quantity',
      'Status',
      'Source',
      'Size Preference',
      'Shipper',
      'Tracking',
      'Return Type',
    ]);
    // The Deleted line is not exported.
    expect(rows.map((r) => r['Style']!.value)).toEqual(['EXP1', 'EXP2']);
    const [first, second] = rows;
    expect(first!['Name']!.value).toBe('Harbor Boat Shoe');
    expect(second!['Name']!.value).toBeNull();
    expect(first!['Quantity']!.value).toBe(2);
    // 001 §9 defaults of a new sample line, as the create call stored them.
    expect(second!['Quantity']!.value).toBe(1);
    expect(second!['Size Preference']!.value).toBe('Preferred');
    expect(first!['Status']!.value).toBe('PENDING');
    // Formula-looking text is a string cell, never a formula.
    expect(first!['Tracking']!.value).toBe(FORMULA);
    expect(first!['Tracking']!.type).toBe(ExcelJS.ValueType.String);
    expect(second!['Tracking']!.value).toBe('@SUM(A1)');
    const zip = await JSZip.loadAsync(bytes);
    expect(await zip.file('xl/worksheets/sheet1.xml')!.async('string')).not.toMatch(/<f[ >]/);
  });

  it('[001 §7 order export] a wholesale order by its number: units the sum of the size run, unit price in major units, dates YYYY-MM-DD', async () => {
    const res = await exportOf(rep, {
      type: 'WholesaleOrder',
      subtype: 'wholesale',
      orderNumber: wholesale.orderNumber,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="order-${wholesale.orderNumber}.xlsx"`,
    );
    const { header, rows } = await sheetOf(res);
    expect(header).toEqual([
      'Style',
      'Color',
      'Name',
      'Pack Code',
      'Units',
      'Unit Price',
      'Discount',
      'Start Date',
      'End Date',
      'Term',
    ]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row['Units']!.value).toBe(24);
    expect(row['Unit Price']!.value).toBe(32.5);
    expect(row['Unit Price']!.numFmt).toBe('"$"#,##0.00');
    expect(row['Discount']!.value).toBe(0.05);
    expect(row['Start Date']!.value).toBe(day(3));
    expect(row['Term']!.value).toBe('-1+1');
    expect(row['Term']!.type).toBe(ExcelJS.ValueType.String);
  });

  it('[001 §9 languages] headers in the Accept-Language locale', async () => {
    const res = await exportOf(
      requester,
      { type: 'SampleOrder', subtype: 'sample', orderNumber: sample.orderNumber },
      { 'accept-language': 'de-DE' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('de-DE');
    const { header } = await sheetOf(res);
    expect(header.slice(0, 2)).toEqual(['Style', 'Farbe']);
  });

  it('[001 §6 order export] 401 without a session, 403 without the kind’s area, 404 for an order the caller may not see', async () => {
    const anonymous = await fetch(`${server.url}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ type: 'SampleOrder', subtype: 'sample', id: sample.id }),
    });
    expect(anonymous.status).toBe(401);

    const noArea = await exportOf(promoOnly, {
      type: 'SampleOrder',
      subtype: 'sample',
      id: sample.id,
    });
    expect(noArea.status).toBe(403);
    expect((await errorOf(noArea)).code).toBe('forbidden');
    // The sample requester has no wofaccess flag.
    const noWof = await exportOf(requester, {
      type: 'WholesaleOrder',
      subtype: 'wholesale',
      id: wholesale.id,
    });
    expect(noWof.status).toBe(403);

    // Another requester's draft: the orders policy hides it (by id and by number alike).
    for (const ref of [{ id: othersDraft.id }, { orderNumber: othersDraft.orderNumber }]) {
      const hidden = await exportOf(requester, { type: 'SampleOrder', subtype: 'sample', ...ref });
      expect(hidden.status, JSON.stringify(ref)).toBe(404);
      expect((await errorOf(hidden)).code).toBe('not_found');
    }
    // The caller's own order asked as another kind is not found either.
    const wrongKind = await exportOf(promoOnly, {
      type: 'SampleOrder',
      subtype: 'promo',
      id: sample.id,
    });
    expect(wrongKind.status).toBe(404);
    const unknown = await exportOf(requester, {
      type: 'SampleOrder',
      subtype: 'sample',
      id: 'no-such-order',
    });
    expect(unknown.status).toBe(404);
  });

  it('[001 §7 order export] a malformed body is refused 400', async () => {
    for (const body of [
      {},
      { type: 'SampleOrder', subtype: 'sample' },
      { type: 'SampleOrder', subtype: 'wholesale', id: sample.id },
      { type: 'Order', subtype: 'sample', id: sample.id },
      { type: 'SampleOrder', subtype: 'sample', id: sample.id, orderNumber: sample.orderNumber },
      { type: 'SampleOrder', subtype: 'sample', orderNumber: '12' },
      { type: 'SampleOrder', subtype: 'sample', id: 'a/b' },
      { type: 'SampleOrder', subtype: 'sample', id: sample.id, extra: true },
      '{"type":',
    ]) {
      const res = await exportOf(requester, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBeTruthy();
    }
  });
});
