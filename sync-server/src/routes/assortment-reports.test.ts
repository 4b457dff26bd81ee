// The managers' reports over HTTP on every database kind (spec 000 §2 "Reporting for managers:
// assortment export and user activity"; §7 POST /assortments/admin/report/{reportRoute}
// (binary); §7 Statistics): events recorded through the real POST /api/stats and stored with
// past dates, GET answering the rows and the chart's days as JSON (days in America/Los_Angeles,
// over the 2024 spring change), POST answering the same rows as XLSX read back with exceljs
// (headers in en-US and de-DE); 401 without a session, 403 for a user who is not a manager,
// 400 for an unknown report and a bad period.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assortmentSchema,
  type AssortmentReport,
  type StatAction,
  type StatEventInput,
} from '@portal/shared';
import {
  assortmentMapping,
  saveDocuments,
  statEventMapping,
  type Doc,
  type Mapping,
} from '../db/mapping/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/harness.ts';
import { errorOf, signedIn } from './test-helpers.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BASE = '/api/assortments/admin/report';
const PERIOD = { dateStart: '2024-03-08', dateEnd: '2024-03-12' };
const PERIOD_QUERY = `?dateStart=${PERIOD.dateStart}&dateEnd=${PERIOD.dateEnd}`;

async function sheetOf(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value])));
  }
  return { sheet, header, rows };
}

describe.each(DATABASE_KINDS)('assortment reports over REST on %s', (kind) => {
  let server: TestServer;
  let manager: TestClient;
  let reporter: TestClient;
  let assortmentUser: TestClient;
  const run = randomUUID().slice(0, 6).toUpperCase();
  const code = (name: string) => `${name}${run}`;
  const [ada, ben] = [code('ADA'), code('BEN')];
  const [a1, a2] = [`r-${run}-a1`, `r-${run}-a2`];

  const event = (
    action: StatAction,
    createdDate: string,
    more: Partial<StatEventInput> = {},
  ): StatEventInput => ({
    id: randomUUID(),
    _deleted: false,
    action,
    modelType: 'Assortment',
    data: {},
    createdDate,
    ...more,
  });

  /** A stored assortment of another owner (a manager's report spans every owner). */
  const assortment = (id: string, title: string) =>
    assortmentSchema.parse({
      id,
      _deleted: false,
      title,
      type: 'item',
      orgType: 'regular',
      method: 'static',
      productType: 'Footwear',
      ownerCode: 'SOMEONE',
      products: [],
    }) as unknown as Doc;

  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = (
      await signedIn(server, {
        name: 'Mia',
        lastName: 'Manager',
        permissions: [{ permission: 'productAssortments', role: 'manager' }],
      })
    ).client;
    reporter = (
      await signedIn(server, { permissions: [{ permission: 'admin:reports', role: 'admin' }] })
    ).client;
    assortmentUser = (
      await signedIn(server, { permissions: [{ permission: 'productAssortments', role: 'user' }] })
    ).client;
    // Two people whose events are stored with past dates.
    await signedIn(server, { userCode: ada, name: 'Ada', lastName: 'Moss' });
    await signedIn(server, { userCode: ben, name: 'Ben', lastName: 'Ortiz' });
    const db = server.handle.db;
    await saveDocuments(db, assortmentMapping as unknown as Mapping<Doc>, [
      assortment(a1, 'Spring Trail'),
      assortment(a2, 'Court Classics'),
    ]);
    await saveDocuments(
      db,
      statEventMapping as unknown as Mapping<Doc>,
      [
        // 2024-03-09 in LA (PST, UTC-8).
        event('excel', '2024-03-09T18:00:00Z', { modelId: a1, userCode: ada }),
        event('excel', '2024-03-09T19:30:00Z', { modelId: a1, userCode: ada }),
        // 06:30Z on the 10th is still the 9th in LA.
        event('documentDownload', '2024-03-10T06:30:00Z', {
          modelType: 'AssortmentDocument',
          modelId: 'doc-1',
          data: { assortmentId: a1 },
          userCode: ben,
        }),
        // After the spring change (PDT, UTC-7): 07:30Z on the 11th is the 11th.
        event('downloadZipImages', '2024-03-11T07:30:00Z', { modelId: a2, userCode: ben }),
        event('documentPreview', '2024-03-11T20:00:00Z', { modelId: a2, userCode: ben }),
        // A library download and a search: activity, not an assortment export.
        event('documentDownload', '2024-03-11T21:00:00Z', {
          modelType: 'ProductDocument',
          modelId: 'pd-1',
          userCode: ada,
        }),
        event('search', '2024-03-11T22:00:00Z', { modelType: 'Product', userCode: ada }),
        // Outside the period on either side (LA days).
        event('excel', '2024-03-08T07:59:59Z', { modelId: a1, userCode: ada }),
        event('excel', '2024-03-13T07:00:00Z', { modelId: a1, userCode: ada }),
      ] as unknown as Doc[],
    );
  });
  afterAll(() => server?.close());

  const report = async <R extends AssortmentReport['reportRoute']>(
    client: TestClient,
    route: R,
    query = PERIOD_QUERY,
  ) => {
    const res = await client.request('GET', `${BASE}/${route}${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as { data: AssortmentReport };
    expect(data.reportRoute).toBe(route);
    return data as Extract<AssortmentReport, { reportRoute: R }>;
  };

  it('[000 §2 reporting] assortment exports: per assortment, counts by kind, users, last export; days in LA time', async () => {
    const data = await report(manager, 'assortment-export');
    expect(data).toMatchObject({
      reportRoute: 'assortment-export',
      period: PERIOD,
      timeZone: 'America/Los_Angeles',
    });
    expect(data.rows).toEqual([
      {
        assortmentId: a1,
        title: 'Spring Trail',
        documentDownload: 1,
        documentPreview: 0,
        excel: 2,
        downloadZipImages: 0,
        total: 3,
        users: 2,
        lastExport: '2024-03-10T06:30:00.000Z',
      },
      {
        assortmentId: a2,
        title: 'Court Classics',
        documentDownload: 0,
        documentPreview: 1,
        excel: 0,
        downloadZipImages: 1,
        total: 2,
        users: 1,
        lastExport: '2024-03-11T20:00:00.000Z',
      },
    ]);
    expect(data.days.map((d) => [d.day, d.total])).toEqual([
      ['2024-03-08', 0],
      ['2024-03-09', 3],
      ['2024-03-10', 0],
      ['2024-03-11', 2],
      ['2024-03-12', 0],
    ]);
    expect(data.days[1]!.counts).toEqual({ excel: 2, documentDownload: 1 });
  });

  it('[000 §2 reporting] user activity: one row per user, day and action, with names', async () => {
    const data = await report(reporter, 'user-activity');
    expect(data.rows.map((r) => [r.day, r.userCode, r.userName, r.action, r.count])).toEqual([
      ['2024-03-11', ada, 'Ada Moss', 'search', 1],
      ['2024-03-11', ada, 'Ada Moss', 'documentDownload', 1],
      ['2024-03-11', ben, 'Ben Ortiz', 'downloadZipImages', 1],
      ['2024-03-11', ben, 'Ben Ortiz', 'documentPreview', 1],
      ['2024-03-09', ada, 'Ada Moss', 'excel', 2],
      ['2024-03-09', ben, 'Ben Ortiz', 'documentDownload', 1],
    ]);
    expect(data.days.map((d) => d.total)).toEqual([0, 3, 0, 4, 0]);
  });

  it('[000 §2 reporting] default period: the last 30 days up to today, with events recorded through POST /api/stats', async () => {
    const recorded = await manager.request('POST', '/api/stats', {
      action: 'excel',
      modelType: 'Assortment',
      modelId: a2,
      data: { assortmentId: a2 },
    });
    expect(recorded.status).toBe(201);
    const data = await report(manager, 'assortment-export', '');
    expect(data.days).toHaveLength(30);
    expect(data.period.dateEnd).toBe(data.days.at(-1)!.day);
    expect(data.rows).toEqual([
      expect.objectContaining({ assortmentId: a2, title: 'Court Classics', excel: 1, total: 1 }),
    ]);
    const activity = await report(manager, 'user-activity', '');
    expect(activity.rows).toEqual([
      expect.objectContaining({ userName: 'Mia Manager', action: 'excel', count: 1 }),
    ]);
  });

  it('[000 §7 report binary] POST answers the same report as XLSX: the columns, the rows, the file name', async () => {
    const res = await manager.request('POST', `${BASE}/assortment-export`, PERIOD);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="assortment-export-2024-03-08-2024-03-12.xlsx"',
    );
    const { sheet, header, rows } = await sheetOf(res);
    expect(sheet.name).toBe('Assortment exports');
    expect(header).toEqual([
      'Assortment',
      'Assortment ID',
      'Document downloads',
      'Document previews',
      'Excel exports',
      'ZIP image downloads',
      'Total',
      'Users',
      'Last export',
    ]);
    expect(rows).toEqual([
      {
        Assortment: 'Spring Trail',
        'Assortment ID': a1,
        'Document downloads': 1,
        'Document previews': 0,
        'Excel exports': 2,
        'ZIP image downloads': 0,
        Total: 3,
        Users: 2,
        'Last export': '2024-03-09', // its LA day
      },
      expect.objectContaining({ Assortment: 'Court Classics', Total: 2 }),
    ]);
  });

  it('[000 §7 report binary] user activity in de-DE: translated headers and action names', async () => {
    const res = await manager.request('POST', `${BASE}/user-activity`, PERIOD, {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('de-DE');
    const { sheet, header, rows } = await sheetOf(res);
    expect(sheet.name).toBe('Benutzeraktivität');
    expect(header).toEqual(['Tag', 'Benutzercode', 'Name', 'Aktion', 'Ereignisse']);
    expect(rows[0]).toEqual({
      Tag: '2024-03-11',
      Benutzercode: ada,
      Name: 'Ada Moss',
      Aktion: 'Suche',
      Ereignisse: 1,
    });
    expect(rows).toHaveLength(6);
  });

  it('[000 §6 reporting] 401 without a session; 403 for a user who is not a manager', async () => {
    for (const method of ['GET', 'POST']) {
      const anonymous = await fetch(`${server.url}${BASE}/user-activity`, {
        method,
        headers: { origin: server.url },
      });
      expect(anonymous.status, method).toBe(401);
      expect((await errorOf(anonymous)).code).toBe('unauthorized');
      const notManager = await assortmentUser.request(method, `${BASE}/user-activity`);
      expect(notManager.status, method).toBe(403);
      expect((await errorOf(notManager)).code).toBe('forbidden');
    }
  });

  it('[000 §7 reporting] 400 JSON for an unknown report and for a bad period', async () => {
    for (const method of ['GET', 'POST']) {
      const unknown = await manager.request(method, `${BASE}/sales-by-region`);
      expect(unknown.status, method).toBe(400);
      expect((await errorOf(unknown)).code).toBe('invalid_request');
    }
    for (const query of [
      '?dateStart=2024-03-12&dateEnd=2024-03-08',
      '?dateStart=2023-01-01&dateEnd=2024-01-02',
      '?dateStart=2024-02-30',
      '?dateEnd=tomorrow',
      '?dateStart=2000-01-01', // up to today: over a year
    ]) {
      const res = await manager.request('GET', `${BASE}/user-activity${query}`);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).code, query).toBe('invalid_request');
    }
    for (const body of [
      { dateStart: '2024-03-12', dateEnd: '2024-03-08' },
      { dateStart: '2024-01-01', dateEnd: '2025-01-01' },
      { dateStart: '03/08/2024' },
      { ...PERIOD, extra: true },
      '{"dateStart":',
    ]) {
      const res = await manager.request('POST', `${BASE}/assortment-export`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBeTruthy();
    }
    // A whole leap year is allowed.
    const year = await manager.request(
      'GET',
      `${BASE}/user-activity?dateStart=2024-01-01&dateEnd=2024-12-31`,
    );
    expect(year.status).toBe(200);
  });
});
