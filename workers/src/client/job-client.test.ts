import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJobClient, STAGE_SLICE, type JobClient } from './job-client.ts';
import { importJobs, type ImportJobs } from '../import/import-jobs.ts';
import { InMemoryProductLookup } from '../import/product-lookup.ts';
import { readXlsxRowsSax } from '../import/read-xlsx-sax.ts';
import { createJobHost } from '../jobs/job-host.ts';
import { FIXTURE_PRODUCTS } from '../test-fixtures/products.ts';
import { bigSheetBytes, sheetBytes } from '../test-fixtures/workbooks.ts';
import { ASSORTMENT_IMPORT_COLUMNS } from '@portal/shared';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/** A real Comlink boundary: the host behind one port of a MessageChannel, the client on the other. */
function overChannel(): JobClient<ImportJobs> {
  const channel = new MessageChannel();
  channels.push(channel);
  Comlink.expose(createJobHost(importJobs(readXlsxRowsSax)), channel.port1);
  return createJobClient<ImportJobs>(
    () => channel.port2 as unknown as Worker,
    () => Promise.reject(new Error('unused')),
  );
}

function inThread(): JobClient<ImportJobs> {
  return createJobClient<ImportJobs>(
    () => null,
    async () => createJobHost(importJobs(readXlsxRowsSax)),
  );
}

describe.each([
  ['across a Comlink channel', overChannel],
  ['in the main thread (no Worker)', inThread],
])('job client %s', (_name, makeClient) => {
  it('runs a job, reports progress and returns its value', async () => {
    const client = makeClient();
    const bytes = await sheetBytes([
      ['Style', 'Color'],
      ['010000', 'BLK'],
      ['nope', 'RED'],
    ]);
    const parsed = await client.start('parseImport', {
      file: { bytes, fileName: 'a.xlsx' },
      columns: ASSORTMENT_IMPORT_COLUMNS,
    }).outcome;
    if (!parsed.ok) throw new Error('parse failed');
    const progress: number[] = [];
    const validated = await client.start(
      'validateAssortmentImport',
      { rows: parsed.value.rows, context: { mode: 'download' } },
      {
        onProgress: (p) => progress.push(p.done),
        service: new InMemoryProductLookup(FIXTURE_PRODUCTS),
      },
    ).outcome;
    expect(
      validated.ok && validated.value.rows.map((r) => r.errors.map((e) => e.errorMessage)),
    ).toEqual([[], ['msgCodes.importNotFound']]);
    // Progress travels on its own Comlink channel: it may land just after the outcome.
    await vi.waitFor(() => expect(progress.at(-1)).toBe(2));
  });

  it('turns a file error into a message id and values', async () => {
    const client = makeClient();
    const outcome = await client.start('parseImport', {
      file: { bytes: new TextEncoder().encode('not a workbook'), fileName: 'fake.xlsx' },
      columns: ASSORTMENT_IMPORT_COLUMNS,
    }).outcome;
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'failed',
      messageId: 'msgCodes.importFileNotExcel',
    });
  });

  it(`sends and receives arrays longer than ${STAGE_SLICE} items whole and in order`, async () => {
    const client = makeClient();
    const products = FIXTURE_PRODUCTS.slice(0, 2);
    const rows = Array.from({ length: STAGE_SLICE * 2 + 7 }, (_, i) => ({
      rowNumber: i + 2,
      values: { style: i % 3 === 0 ? 'missing' : products[0]!.style, color: products[0]!.color },
      original: {},
    }));
    const outcome = await client.start(
      'validateAssortmentImport',
      { rows, context: { mode: 'download' } },
      { service: new InMemoryProductLookup(products) },
    ).outcome;
    if (!outcome.ok) throw new Error('validate failed');
    expect(outcome.value.rows.map((r) => r.rowNumber)).toEqual(rows.map((r) => r.rowNumber));
    expect(
      outcome.value.rows.filter((r) =>
        r.errors.some((e) => e.errorMessage === 'msgCodes.importNotFound'),
      ),
    ).toHaveLength(rows.filter((r) => r.values.style === 'missing').length);
  });

  it('cancels a running job', async () => {
    const client = makeClient();
    const bytes = await bigSheetBytes(60_000, false);
    // Cancelled once the job has shown it is running (its first progress), not after a fixed
    // time: a fast reader could finish first.
    let cancel = () => undefined as void;
    const handle = client.start(
      'parseImport',
      { file: { bytes, fileName: 'big.xlsx' }, columns: ASSORTMENT_IMPORT_COLUMNS },
      { onProgress: () => cancel() },
    );
    cancel = () => handle.cancel();
    expect(await handle.outcome).toEqual({ ok: false, kind: 'cancelled' });
  });
});
