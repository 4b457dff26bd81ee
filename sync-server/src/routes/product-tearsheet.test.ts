// GET /api/products/tearsheet/{productType}/{style}/{color}/{locationCode} over HTTP, on every
// database kind: the PDF of the device's tear sheet code, for the product as the user's sync
// sees it; 404 for what the user may not see, 400 for a bad path part, 401 without a session.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, styleColorId, type UserTBE } from '@portal/shared';
import { createApp } from '../app.ts';
import { MemoryBlobStore } from '../blobs/index.ts';
import { loadConfig } from '../config.ts';
import { productMapping, saveDocuments, type Doc, type Mapping } from '../db/mapping/index.ts';
import { options } from '../db/schema/index.ts';
import { DATABASE_KINDS, TestClient, createTestDatabase } from '../test/harness.ts';
import { errorOf, signedIn } from './test-helpers.ts';

const US_ONLY: UserTBE = {
  territory: 'US-WEST',
  businessEntity: 'Domestic',
  locations: [{ key: 'US' }],
};
const ADMIN: UserTBE = { territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] };
const PRODUCTS_USER = [{ permission: 'products' as const, role: 'user' as const }];

const product = (style: string, color: string, extra: Doc = {}): Doc => ({
  id: styleColorId(style, color),
  _deleted: false,
  style,
  color,
  productType: 'Footwear',
  name: `Harbor Boat Shoe ${style}`,
  description: 'Hand-sewn leather boat shoe.',
  image: `products/${style}-${color}.jpg`,
  locations: [
    {
      code: 'US',
      wholesalePrice: 4_250,
      suggestedRetail: 8_999,
      sizeRange: '7-13',
      availability: [],
    },
    {
      code: 'EU',
      wholesalePrice: 3_910,
      suggestedRetail: 8_499,
      sizeRange: '40-46',
      availability: [],
    },
  ],
  ...extra,
});

/** The text pdftotext (poppler-utils) reads from a PDF. */
function pdfText(bytes: Uint8Array, dir: string): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** How many images pdfimages (poppler-utils) lists in a PDF. */
function pdfImageCount(bytes: Uint8Array, dir: string): number {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  return list.trim().split('\n').length - 2; // two header lines
}

const PATH = '/api/products/tearsheet';

describe.each(DATABASE_KINDS)('product tear sheet route on %s', (kind) => {
  let url: string;
  let stop: () => Promise<void>;
  let server: Parameters<typeof signedIn>[0];
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tearsheet-'));
    const handle = await createTestDatabase(kind);
    const blobs = new MemoryBlobStore();
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#22345a' },
    })
      .jpeg()
      .toBuffer();
    await blobs.put('products/T100-NVY.jpg', new Uint8Array(jpeg));
    const config = loadConfig({ PORT: '0', DATA_DIR: 'memory://' });
    const app = createApp({ db: handle.db, config, now: () => new Date(), blobs });
    const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => http.once('listening', () => resolve()));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    stop = async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await handle.drop();
    };
    server = { app, handle, config, url, advance: () => undefined, close: stop };
    await saveDocuments(handle.db, productMapping as unknown as Mapping<Doc>, [
      product('T100', 'NVY'),
      product('T200', 'RED', { productType: 'Apparel', name: 'Deck Jacket' }),
      product('T300', 'BLK', { _deleted: true }),
    ]);
    await handle.db.insert(options).values({
      name: 'locations',
      data: [
        { code: 'US', name: 'United States', currencySymbol: '$', decimalPlaces: 2 },
        { code: 'EU', name: 'Europe', currencySymbol: '€', decimalPlaces: 2 },
      ],
      updatedAt: new Date(),
    });
  });
  afterAll(async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('[000 §7 tearsheet] answers a PDF with the style, the name and the location’s prices in its currency', async () => {
    const { client } = await signedIn(server, { userTBEs: [ADMIN] });
    const res = await client.request('GET', `${PATH}/Footwear/T100/NVY/EU`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('T100-NVY - Tear Sheet.pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = pdfText(bytes, dir);
    expect(text).toContain('T100-NVY');
    expect(text).toContain('Harbor Boat Shoe T100');
    expect(text).toContain('€39.10');
    expect(text).toContain('€84.99');
    expect(text).toContain('40-46');
    // The product's image from the blob store, drawn once.
    expect(pdfImageCount(bytes, dir)).toBe(1);
  });

  it('[000 §3 tear-sheet] Thumbnails Only and the Accept-Language locale', async () => {
    const { client } = await signedIn(server, { userTBEs: [ADMIN] });
    const res = await client.request(
      'GET',
      `${PATH}/Footwear/T100/NVY/US?subType=Thumbnails%20Only`,
      undefined,
      { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('de-DE');
    const text = pdfText(new Uint8Array(await res.arrayBuffer()), dir);
    expect(text).toContain('PRODUKTBLATT');
    expect(text).toContain('$42,50'); // de-DE decimal comma
  });

  it('[001 §6 permitted locations] a user sees only the lines of their locations: another is 404', async () => {
    const { client } = await signedIn(server, { userTBEs: [US_ONLY], permissions: PRODUCTS_USER });
    const us = await client.request('GET', `${PATH}/Footwear/T100/NVY/US`);
    expect(us.status).toBe(200);
    const text = pdfText(new Uint8Array(await us.arrayBuffer()), dir);
    expect(text).toContain('$42.50');
    expect(text).not.toContain('39.10');
    const eu = await client.request('GET', `${PATH}/Footwear/T100/NVY/EU`);
    expect(eu.status).toBe(404);
    expect((await errorOf(eu)).code).toBe('not_found');
  });

  it('[000 §6 catalogue scope] 404 for a user outside the catalogue, another type, a deleted or unknown product', async () => {
    const outside = await signedIn(server, { userTBEs: [US_ONLY], permissions: [] });
    expect((await outside.client.request('GET', `${PATH}/Footwear/T100/NVY/US`)).status).toBe(404);
    const { client } = await signedIn(server, { userTBEs: [ADMIN] });
    for (const path of ['Apparel/T100/NVY/US', 'Footwear/T300/BLK/US', 'Footwear/NOPE/NVY/US']) {
      const res = await client.request('GET', `${PATH}/${path}`);
      expect(res.status, path).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
    expect((await client.request('GET', `${PATH}/Apparel/T200/RED/US`)).status).toBe(200);
  });

  it('[000 §7 tearsheet] a bad path part or subtype is a 400 JSON error; no session is a 401', async () => {
    const { client } = await signedIn(server, {
      userTBEs: [ADMIN],
      permissions: PERMISSION_KEYS.map((permission) => ({ permission, role: 'user' as const })),
    });
    for (const path of [
      'Shoes/T100/NVY/US',
      'Footwear/T_100/NVY/US',
      `Footwear/${'X'.repeat(200)}/NVY/US`,
      'Footwear/T100/NVY/US?subType=Poster',
    ]) {
      const res = await client.request('GET', `${PATH}/${path}`);
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_request');
    }
    const anonymous = new TestClient(url);
    const res = await anonymous.request('GET', `${PATH}/Footwear/T100/NVY/US`);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthorized');
  });

  it('is in the OpenAPI document as a binary PDF answer', async () => {
    const doc = (await (await fetch(`${url}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; responses: Record<string, { content: Record<string, unknown> }> }
        >
      >;
    };
    const op = doc.paths['/products/tearsheet/{productType}/{style}/{color}/{locationCode}']?.get;
    expect(op?.operationId).toBe('getProductTearsheet');
    expect(Object.keys(op?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['400', '401', '404']));
  });
});
