// POST /sampleInventory/export/xlsx/{library} (spec 001 §7) over HTTP on the real server, the
// workbook read back with exceljs: the grid's columns as headers (in the Accept-Language
// locale), formula-looking text kept as text, dates YYYY-MM-DD (001 §9), the file name of
// spec 000 §9, the GET list's equality filters and sort, ids, only the caller's library
// (403 by the permission table), 400 for a malformed body. Decision 0051.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { perm } from './support/fixtures.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import { signedInUser, type TestUser } from './support/users.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORMULA = '=HYPERLINK("http://example.invalid","click")';

const production = (style: string, extra: Record<string, unknown> = {}) => ({
  library: 'Production',
  division: 'ACT',
  style,
  color: 'BLK',
  side: 'Pair',
  size: '9',
  status: 'Available',
  totalQty: 3,
  bin: 'B-1',
  ...extra,
});

interface Exported {
  readonly status: number;
  readonly type: string | null;
  readonly disposition: string | null;
  readonly bytes: Uint8Array;
}

async function exportXlsx(
  user: TestUser,
  library: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Exported> {
  const { session } = user;
  const res = await session.fetch(`${session.baseUrl}/api/sampleInventory/export/xlsx/${library}`, {
    method: 'POST',
    ...(body === undefined
      ? { headers }
      : {
          body: typeof body === 'string' ? body : JSON.stringify(body),
          headers: { 'content-type': 'application/json', ...headers },
        }),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

async function sheetOf(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1)])));
  }
  return { sheet, header, rows };
}

const stylesOf = async (bytes: Uint8Array) =>
  (await sheetOf(bytes)).rows.map((r) => r['Style']!.value);

describe.each(DATABASE_KINDS)('sample inventory XLSX export over REST on %s', (kind) => {
  let server: TestServer;
  let producer: TestUser;
  let seller: TestUser;
  const ids: Record<string, string> = {};
  const created: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(kind);
    const library = (l: string) => perm('sampleInventory', 'user', { library: l });
    producer = await signedInUser(server, { permissions: [library('Production')] });
    seller = await signedInUser(server, { permissions: [library('Sales')] });
    const add = async (user: TestUser, key: string, sample: Record<string, unknown>) => {
      const answer = await call<{ id: string; createdDate: string }>(
        user.session,
        'POST',
        '/sampleInventory',
        sample,
      );
      expect(answer.status).toBe(201);
      ids[key] = answer.body.id;
      created[key] = answer.body.createdDate;
    };
    await add(
      producer,
      'B',
      production('EXP-B', { bin: FORMULA, moldNum: '+1-1', moldDate: '2025-01-02' }),
    );
    await add(producer, 'A', production('EXP-A', { status: 'Checked Out', totalQty: 2 }));
    await add(producer, 'C', production('EXP-C', { color: 'RED', moldNum: '@SUM(A1)' }));
    await add(seller, 'S', {
      library: 'Sales',
      division: 'ACT',
      style: 'EXP-S',
      color: 'WHT',
      side: 'Left',
      status: 'Available',
      totalQty: 1,
      region: 'West',
      aisle: '4',
      direction: 'N',
      level: '2',
    });
  });
  afterAll(() => server?.close());

  it('[001 §7 sample export] the library’s samples as XLSX: grid columns, file name, text stays text, dates YYYY-MM-DD', async () => {
    const answer = await exportXlsx(producer, 'Production');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe(XLSX);
    // spec 000 §9: list exports are named after the list.
    expect(answer.disposition).toBe('attachment; filename="production-sample-inventory.xlsx"');
    const { sheet, header, rows } = await sheetOf(answer.bytes);
    expect(sheet.name).toBe('Production');
    expect(header).toEqual([
      'Division',
      'Style',
      'Color',
      'Side',
      'Size',
      'Status',
      'Gender',
      'Subtype',
      'Region',
      'Origin',
      'On Hand',
      'Bin',
      'Mold #',
      'Mold Date',
      'Quantity',
      'Created',
      'Modified',
    ]);
    // Default order style, color, size; the Sales sample is another library's.
    expect(rows.map((r) => r['Style']!.value)).toEqual(['EXP-A', 'EXP-B', 'EXP-C']);
    const b = rows[1]!;
    // Formula-looking text is a string cell, never a formula (001 issue: injection safe).
    expect(b['Bin']!.value).toBe(FORMULA);
    expect(b['Bin']!.type).toBe(ExcelJS.ValueType.String);
    expect(b['Mold #']!.value).toBe('+1-1');
    expect(rows[2]!['Mold #']!.value).toBe('@SUM(A1)');
    const zip = await JSZip.loadAsync(answer.bytes);
    expect(await zip.file('xl/worksheets/sheet1.xml')!.async('string')).not.toMatch(/<f[ >]/);
    // 001 §9: dates trimmed to the day; the mold date as stored; quantities as numbers.
    expect(b['Mold Date']!.value).toBe('2025-01-02');
    expect(b['Created']!.value).toBe(created['B']!.slice(0, 10));
    expect(b['Modified']!.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows[0]!['On Hand']!.value).toBe(2);
    expect(b['Side']!.value).toBe('Pair');
  });

  it('[001 §7 sample export] applies the GET list’s equality filters, its sort text and ids', async () => {
    const checkedOut = await exportXlsx(producer, 'Production', {
      filters: { status: 'Checked Out' },
    });
    expect(checkedOut.status).toBe(200);
    expect(await stylesOf(checkedOut.bytes)).toEqual(['EXP-A']);

    const byColor = await exportXlsx(producer, 'Production', {
      filters: { color: 'BLK' },
      sort: '-style',
    });
    expect(await stylesOf(byColor.bytes)).toEqual(['EXP-B', 'EXP-A']);

    const chosen = await exportXlsx(producer, 'Production', { ids: [ids['C']!, ids['A']!] });
    expect(await stylesOf(chosen.bytes)).toEqual(['EXP-A', 'EXP-C']);

    // An id of another library's sample exports nothing: the library and the policy narrow ids.
    const other = await exportXlsx(producer, 'Production', { ids: [ids['S']!] });
    expect(other.status).toBe(200);
    expect((await sheetOf(other.bytes)).rows).toEqual([]);
  });

  it('[001 §6 sample inventory] a Sales-only user gets 403 for Production and exports Sales', async () => {
    const refused = await exportXlsx(seller, 'Production', {});
    expect(refused.status).toBe(403);
    expect((await exportXlsx(producer, 'Sales', {})).status).toBe(403);
    const own = await exportXlsx(seller, 'Sales');
    expect(own.status).toBe(200);
    expect(own.disposition).toBe('attachment; filename="sales-sample-inventory.xlsx"');
    const { header, rows } = await sheetOf(own.bytes);
    expect(header.slice(11)).toEqual([
      'Aisle',
      'Direction',
      'Level',
      'Shelf',
      'New Bin',
      'Created',
      'Modified',
    ]);
    expect(rows.map((r) => [r['Style']!.value, r['Region']!.value, r['Aisle']!.value])).toEqual([
      ['EXP-S', 'West', '4'],
    ]);
  });

  it('[001 §9 languages] headers in the Accept-Language locale', async () => {
    const answer = await exportXlsx(producer, 'Production', {}, { 'accept-language': 'de-DE' });
    expect(answer.status).toBe(200);
    const { header } = await sheetOf(answer.bytes);
    expect(header.slice(0, 3)).toEqual(['Sparte', 'Style', 'Farbe']);
  });

  it('[001 §7 sample export] a malformed body is refused 400', async () => {
    for (const body of [
      { filters: { nope: 'x' } },
      { filters: { status: 7 } },
      { sort: 'shoeSize' },
      { ids: [] },
      '{"filters":',
    ]) {
      const answer = await call<ErrorAnswer>(
        producer.session,
        'POST',
        '/sampleInventory/export/xlsx/Production',
        body,
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBeTruthy();
    }
  });
});
