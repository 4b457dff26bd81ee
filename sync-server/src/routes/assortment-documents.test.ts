// POST /api/assortment-documents/{xlsx,pdf} and GET /api/assortments/zip/images/{small}/
// {heroOnly}/{id} (spec 000 §7) over HTTP on every database kind, the assortment made through
// the assortment REST calls and product images in the blob store: the workbook read back with
// exceljs (headers, a product row, prices in major units, the thumbnail column), the PDF's text
// and images with poppler, the ZIP with jszip (names, hero only, thumbnails, images the store
// lacks left out); 401 without a session, 403 without an assortment permission, 404 for another
// user's assortment or a folder, 400 for malformed input.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { styleColorId, type Permission } from '@portal/shared';
import { MemoryBlobStore } from '../blobs/index.ts';
import { productMapping, saveDocuments, type Doc, type Mapping } from '../db/mapping/index.ts';
import { options } from '../db/schema/index.ts';
import { DATABASE_KINDS, TestClient, startTestServer, type TestServer } from '../test/harness.ts';
import { XLSX_TYPE as XLSX } from './assets-report.ts';
import { errorOf, sheetOf, signedIn } from './test-helpers.ts';

const DOCUMENTS = '/api/assortment-documents';
const ZIP = '/api/assortments/zip/images';

const perm = (permission: Permission['permission'], role: Permission['role'] = 'user') => ({
  permission,
  role,
});
const US = { territory: 'US-WEST', businessEntity: 'Domestic', locations: [{ key: 'US' }] };

const product = (style: string, color: string, extra: Doc): Doc => ({
  id: styleColorId(style, color),
  _deleted: false,
  style,
  color,
  productType: 'Footwear',
  ...extra,
});

const jpeg = async (background: string, width: number) =>
  new Uint8Array(
    await sharp({ create: { width, height: width, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );

/** Runs a poppler tool on the PDF's bytes. */
function poppler(tool: string, args: readonly string[], bytes: Uint8Array, dir: string) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
    encoding: 'utf8',
  });
}

async function zipOf(res: Response) {
  const zip = await JSZip.loadAsync(new Uint8Array(await res.arrayBuffer()));
  const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
  return { zip, names };
}

describe.each(DATABASE_KINDS)('assortment documents over REST on %s', (kind) => {
  let server: TestServer;
  let dir: string;
  let owner: TestClient;
  let other: TestClient;
  let productsOnly: TestClient;
  let assortmentId: string;
  let othersId: string;
  let folderId: string;
  /** How many images pdfimages lists (two header lines). */
  const imageCount = (bytes: Uint8Array) =>
    poppler('pdfimages', ['-list'], bytes, dir).trim().split('\n').length - 2;
  const images = {} as { full: Uint8Array; print: Uint8Array; thumb: Uint8Array };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'assortment-documents-'));
    const blobs = new MemoryBlobStore();
    images.full = await jpeg('#22345a', 400);
    images.print = await jpeg('#5a2234', 600);
    images.thumb = await jpeg('#345a22', 80);
    await blobs.put('products/P100-NVY.jpg', images.full);
    await blobs.put('products/P100-NVY-print.jpg', images.print);
    await blobs.put('products/P100-NVY-thumb.jpg', images.thumb);
    server = await startTestServer(kind, {}, { blobs });
    const { handle } = server;
    await handle.db.insert(options).values({
      name: 'locations',
      data: [
        { code: 'US', name: 'United States', currencySymbol: '$', decimalPlaces: 2 },
        { code: 'EU', name: 'Europe', currencySymbol: '€', decimalPlaces: 2 },
      ],
      updatedAt: new Date(),
    });
    await saveDocuments(handle.db, productMapping as unknown as Mapping<Doc>, [
      product('P100', 'NVY', {
        name: 'Harbor Boat Shoe',
        division: 'Boat',
        image: 'products/P100-NVY.jpg',
        printImage: 'products/P100-NVY-print.jpg',
        thumbnail: 'products/P100-NVY-thumb.jpg',
        locations: [
          { code: 'US', wholesalePrice: 4_250, suggestedRetail: 8_999, availability: [] },
          { code: 'EU', wholesalePrice: 3_910, suggestedRetail: 8_499, availability: [] },
        ],
      }),
      // Its image is not in the store.
      product('P200', 'RED', {
        name: 'Deck Sneaker',
        division: 'Court',
        image: 'products/P200-RED.jpg',
        locations: [
          { code: 'US', wholesalePrice: 2_500, suggestedRetail: 5_999, availability: [] },
        ],
      }),
    ]);
    const assortments = [perm('productAssortments')];
    owner = (await signedIn(server, { permissions: assortments, userTBEs: [US] })).client;
    other = (await signedIn(server, { permissions: assortments, userTBEs: [US] })).client;
    productsOnly = (await signedIn(server, { permissions: [perm('products')], userTBEs: [US] }))
      .client;
    const create = async (client: TestClient, body: Record<string, unknown>) => {
      const res = await client.request('POST', '/api/assortments', body);
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    assortmentId = await create(owner, {
      title: 'Spring Boats',
      productType: 'Footwear',
      status: 'A',
      locationId: 'US',
      uiSettings: { groupSettings: { groupBy: 'division' } },
      products: [
        { style: 'P200', color: 'RED', label: 'Best seller' },
        { style: 'P100', color: 'NVY', netCost: 4_000, discountPercent: 5.88 },
        // Not in the catalogue: the row keeps the assortment's own values.
        { style: 'P999', color: 'GRY', styleNote: 'Coming later' },
      ],
    });
    // The sort screen's order: P100 first.
    const sorted = await owner.request('PATCH', `/api/assortments/batch/${assortmentId}`, {
      sortProducts: [
        { style: 'P100', color: 'NVY', sort: 0 },
        { style: 'P200', color: 'RED', sort: 1 },
        { style: 'P999', color: 'GRY', sort: 2 },
      ],
    });
    expect(sorted.status, await sorted.clone().text()).toBe(200);
    othersId = await create(other, {
      title: 'Not yours',
      products: [{ style: 'P100', color: 'NVY' }],
    });
    folderId = await create(owner, { title: 'Spring', type: 'folder' });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('[000 §7 assortment documents] xlsx: base columns and the chosen toggles, rows in the assortment’s order, prices in major units, the file name', async () => {
    const res = await owner.request('POST', `${DOCUMENTS}/xlsx`, {
      id: assortmentId,
      toggles: ['cost', 'suggestedRetail', 'netCost', 'division'],
      page: { includeImages: false },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Spring Boats.xlsx"; filename*=UTF-8''Spring%20Boats.xlsx`,
    );
    const { sheet, header, rows } = await sheetOf(res);
    expect(sheet.name).toBe('Spring Boats');
    expect(header).toEqual([
      'Style',
      'Color',
      'Name',
      'Color Description',
      'Gender',
      'Label',
      'Style Note',
      'Collection Style Note',
      'Cost',
      'Suggested Retail',
      'Net Cost',
      'Division',
    ]);
    expect(rows.map((r) => r['Style']!.value)).toEqual(['P100', 'P200', 'P999']);
    const [shoe, sneaker, unknown] = rows;
    expect(shoe!['Name']!.value).toBe('Harbor Boat Shoe');
    expect(shoe!['Cost']!.value).toBe(42.5);
    expect(shoe!['Cost']!.numFmt).toBe('"$"#,##0.00');
    expect(shoe!['Suggested Retail']!.value).toBe(89.99);
    expect(shoe!['Net Cost']!.value).toBe(40);
    expect(shoe!['Division']!.value).toBe('Boat');
    expect(sneaker!['Label']!.value).toBe('Best seller');
    expect(sneaker!['Net Cost']!.value).toBe(25);
    expect(unknown!['Name']!.value).toBeNull();
    expect(unknown!['Style Note']!.value).toBe('Coming later');
    expect(sheet.getImages()).toHaveLength(0);
  });

  it('[000 §9 export thumbnails] xlsx: the defaults add the image column, headers in the Accept-Language locale', async () => {
    const res = await owner.request(
      'POST',
      `${DOCUMENTS}/xlsx`,
      { id: assortmentId },
      { 'accept-language': 'de-DE' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('de-DE');
    const { sheet, header, rows } = await sheetOf(res);
    expect(header.slice(0, 3)).toEqual(['Bild', 'Style', 'Farbe']);
    // The default toggles: prices, markup, availability, pillar.
    expect(header.length).toBeGreaterThan(9);
    expect(rows).toHaveLength(3);
    // One thumbnail: only P100's image is stored.
    expect(sheet.getImages()).toHaveLength(1);
  });

  it('[000 §7 assortment documents] pdf: a price sheet with the display groups, prices in the location’s currency, stored images', async () => {
    const res = await owner.request('POST', `${DOCUMENTS}/pdf`, {
      id: assortmentId,
      pdfKind: 'Pricesheet',
      pdfSubType: 'Expanded',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      'filename="Spring Boats - Price Sheet.pdf"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = poppler('pdftotext', ['-layout'], bytes, dir);
    expect(text).toContain('Spring Boats');
    expect(text).toContain('Harbor Boat Shoe');
    expect(text).toContain('Deck Sneaker');
    expect(text).toMatch(/P100\s+NVY\s+Harbor Boat Shoe\s+\$42\.50\s+\$89\.99/);
    // One section per display group (grouped by division), the fallback group last.
    const sections = [...text.matchAll(/^ *(Boat|Court|Uncategorized) *$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['Boat', 'Court', 'Uncategorized']);
    expect(text).toContain('Prepared by Test User');
    // P100's stored image; P200's is not in the store ('Image coming soon').
    expect(imageCount(bytes)).toBe(1);

    const plain = await owner.request('POST', `${DOCUMENTS}/pdf`, {
      id: assortmentId,
      page: { includeImages: false, author: false },
    });
    expect(plain.status).toBe(200);
    // The default kind is the line sheet.
    expect(plain.headers.get('content-disposition')).toContain(
      'filename="Spring Boats - Line Sheet.pdf"',
    );
    const plainBytes = new Uint8Array(await plain.arrayBuffer());
    expect(imageCount(plainBytes)).toBe(0);
    expect(poppler('pdftotext', ['-layout'], plainBytes, dir)).not.toContain('Prepared by');
  });

  it('[000 §7 zip images] every view of each product in the assortment’s order; the store’s missing images left out', async () => {
    const res = await owner.request('GET', `${ZIP}/false/false/${assortmentId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(
      'filename="Spring Boats - Images.zip"',
    );
    const { zip, names } = await zipOf(res);
    expect(names).toEqual(['P100_NVY/P100-NVY.jpg', 'P100_NVY/P100-NVY-2.jpg']);
    expect(await zip.file('P100_NVY/P100-NVY.jpg')!.async('uint8array')).toEqual(images.full);
    expect(await zip.file('P100_NVY/P100-NVY-2.jpg')!.async('uint8array')).toEqual(images.print);
  });

  it('[001 §9 heroOnly and small] the hero only, as its thumbnail', async () => {
    const res = await owner.request('GET', `${ZIP}/true/true/${assortmentId}`);
    expect(res.status).toBe(200);
    const { zip, names } = await zipOf(res);
    expect(names).toEqual(['P100_NVY/P100-NVY.jpg']);
    expect(await zip.file('P100_NVY/P100-NVY.jpg')!.async('uint8array')).toEqual(images.thumb);
    const hero = await zipOf(await owner.request('GET', `${ZIP}/false/true/${assortmentId}`));
    expect(hero.names).toEqual(['P100_NVY/P100-NVY.jpg']);
    expect(await hero.zip.file('P100_NVY/P100-NVY.jpg')!.async('uint8array')).toEqual(images.full);
  });

  it('[000 §6 assortment documents] 401 without a session, 403 without an assortment permission', async () => {
    const anonymous = new TestClient(server.url);
    const calls = [
      (c: TestClient) => c.request('POST', `${DOCUMENTS}/xlsx`, { id: assortmentId }),
      (c: TestClient) => c.request('POST', `${DOCUMENTS}/pdf`, { id: assortmentId }),
      (c: TestClient) => c.request('GET', `${ZIP}/false/false/${assortmentId}`),
    ];
    for (const call of calls) {
      const refused = await call(anonymous);
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).code).toBe('unauthorized');
      const forbidden = await call(productsOnly);
      expect(forbidden.status).toBe(403);
      expect((await errorOf(forbidden)).code).toBe('forbidden');
    }
  });

  it('[000 §6 assortment documents] 404 for another user’s assortment, a folder or an unknown id', async () => {
    for (const id of [othersId, folderId, 'no-such-assortment']) {
      for (const res of [
        await owner.request('POST', `${DOCUMENTS}/xlsx`, { id }),
        await owner.request('POST', `${DOCUMENTS}/pdf`, { id }),
        await owner.request('GET', `${ZIP}/true/false/${id}`),
      ]) {
        expect(res.status, `${res.url} ${id}`).toBe(404);
        expect((await errorOf(res)).code).toBe('not_found');
      }
    }
    // The other user reads their own.
    const own = await other.request('GET', `${ZIP}/false/false/${othersId}`);
    expect(own.status).toBe(200);
  });

  it('[000 §7 assortment documents] malformed input is refused 400', async () => {
    const xlsxBodies: unknown[] = [
      {},
      { id: 'a/b' },
      { id: assortmentId, toggles: ['noSuchColumn'] },
      { id: assortmentId, toggles: 'cost' },
      { id: assortmentId, page: { includeImages: 'yes' } },
      { id: assortmentId, page: { coverPage: true } },
      { id: assortmentId, extra: true },
      '{"id":',
    ];
    for (const body of xlsxBodies) {
      const res = await owner.request('POST', `${DOCUMENTS}/xlsx`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toMatch(/invalid_request|malformed_json/);
    }
    const pdfBodies: unknown[] = [
      { id: assortmentId, pdfKind: 'Catalogue' },
      { id: assortmentId, pdfKind: 'Linesheet', pdfSubType: 'With Hero Image' },
      { id: assortmentId, pdfSubType: 'Thumbnails Only' },
      { id: assortmentId, page: { printResolution: 'poster' } },
      { id: assortmentId, page: { noSuchOption: true } },
      { id: assortmentId, toggles: ['cost'] },
    ];
    for (const body of pdfBodies) {
      const res = await owner.request('POST', `${DOCUMENTS}/pdf`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_request');
    }
    for (const path of [`maybe/false/${assortmentId}`, `true/1/${assortmentId}`]) {
      const res = await owner.request('GET', `${ZIP}/${path}`);
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_request');
    }
  });
});
