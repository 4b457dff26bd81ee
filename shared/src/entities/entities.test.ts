import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CURRENCY_DEFAULTS,
  DISCOUNT_PERCENT,
  FILE_ACTION_TYPES,
  PROMO_CODE_MAX_LENGTH,
  UPLOAD,
} from '../constants.ts';
import {
  ENTITY_LIMITS,
  announcementSchema,
  assortmentDocumentSchema,
  assortmentSchema,
  collectionSchema,
  coordinatorAssignmentSchema,
  currencySchema,
  fileRequestSchema,
  importRowSchema,
  libraryItemSchema,
  moneySchema,
  multipartUploadSchema,
  notificationSchema,
  orderLineSchema,
  orderSchema,
  productSchema,
  sampleInventoryItemSchema,
  seasonSchema,
  splitStyleColorId,
  statEventSchema,
  styleColorId,
  uploadFileItemSchema,
  userFlagSchema,
} from './index.ts';
import * as X from './examples.ts';

const EXAMPLES: [string, z.ZodType, unknown][] = [
  ['product', productSchema, X.exampleProduct],
  ['library item', libraryItemSchema, X.exampleLibraryItem],
  ['assortment', assortmentSchema, X.exampleAssortment],
  ['collection', collectionSchema, X.exampleCollection],
  ['season', seasonSchema, X.exampleSeason],
  ['assortment document', assortmentDocumentSchema, X.exampleAssortmentDocument],
  ['order', orderSchema, X.exampleOrder],
  ['coordinator assignment', coordinatorAssignmentSchema, X.exampleCoordinatorAssignment],
  ['notification', notificationSchema, X.exampleNotification],
  ['sales sample', sampleInventoryItemSchema, X.exampleSalesSample],
  ['production sample', sampleInventoryItemSchema, X.exampleProductionSample],
  ['user flag', userFlagSchema, X.exampleUserFlag],
  ['stat event', statEventSchema, X.exampleStatEvent],
  ['announcement', announcementSchema, X.exampleAnnouncement],
  ['multipart upload', multipartUploadSchema, X.exampleUpload],
];

const long = (n: number) => 'x'.repeat(n);

describe('entity schemas: valid examples from the spec', () => {
  it.each(EXAMPLES)('%s parses and keeps its id', (_name, schema, example) => {
    const parsed = schema.parse(example) as { id: string; _deleted: boolean };
    expect(parsed.id).toBe((example as { id: string }).id);
    expect(parsed._deleted).toBe(false);
  });

  it.each(EXAMPLES)('%s converts to a JSON schema (for the RxDB collection)', (_n, schema) => {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as { properties?: object };
    expect(JSON.stringify(json)).toContain('"_deleted"');
  });
});

describe('spec 000 §5: unknown fields are stripped', () => {
  it('drops unknown top-level and nested fields of a product', () => {
    const location = { ...X.exampleProduct.locations![0]!, secret: 'x' };
    const parsed = productSchema.parse({
      ...X.exampleProduct,
      hacker: true,
      categories: { type: 'Sneaker', rogue: 1 },
      locations: [location],
    });
    expect(parsed).not.toHaveProperty('hacker');
    expect(parsed.categories).toEqual({ type: 'Sneaker' });
    expect(parsed.locations[0]).not.toHaveProperty('secret');
    expect(parsed.locations[0]!.code).toBe('US');
  });

  it('drops the other library’s fields from a sample', () => {
    const parsed = sampleInventoryItemSchema.parse({ ...X.exampleProductionSample, aisle: '9' });
    expect(parsed).not.toHaveProperty('aisle');
    expect(parsed.library).toBe('Production');
  });

  it('drops unknown fields of order lines', () => {
    const parsed = orderSchema.parse({
      ...X.exampleOrder,
      lines: [{ ...X.exampleOrder.lines![0]!, price: 1 }],
    });
    expect(parsed.lines[0]).not.toHaveProperty('price');
  });
});

describe('bad types are refused', () => {
  const refuses = (schema: z.ZodType, value: unknown, path: string) => {
    const r = schema.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  };

  it('money must be integer minor units, not decimals, strings or negatives', () => {
    refuses(productSchema, { ...X.exampleProduct, cost: 32.5 }, 'cost');
    refuses(productSchema, { ...X.exampleProduct, cost: '3250' }, 'cost');
    refuses(productSchema, { ...X.exampleProduct, netCost: -1 }, 'netCost');
    refuses(productSchema, { ...X.exampleProduct, cost: ENTITY_LIMITS.money + 1 }, 'cost');
    expect(moneySchema.parse(0)).toBe(0);
  });

  it('dates must be ISO', () => {
    refuses(productSchema, { ...X.exampleProduct, dueDate: '05/01/2025' }, 'dueDate');
    refuses(productSchema, { ...X.exampleProduct, dueDate: '2025-02-30' }, 'dueDate');
    refuses(productSchema, { ...X.exampleProduct, createdDate: 'yesterday' }, 'createdDate');
  });

  it('enumerations are closed', () => {
    refuses(productSchema, { ...X.exampleProduct, productType: 'Shoes' }, 'productType');
    refuses(orderSchema, { ...X.exampleOrder, status: 'SHIPPED' }, 'status');
    refuses(libraryItemSchema, { ...X.exampleLibraryItem, status: 'Archived' }, 'status');
    refuses(notificationSchema, { ...X.exampleNotification, state: 'Unread' }, 'state');
    refuses(sampleInventoryItemSchema, { ...X.exampleSalesSample, library: 'Returns' }, 'library');
  });

  it('a product id is its style and colour joined by an underscore (spec 000 §3)', () => {
    refuses(productSchema, { ...X.exampleProduct, id: '12345_WHT' }, 'id');
    refuses(productSchema, { ...X.exampleProduct, style: '12_345', id: '12_345_BLK' }, 'style');
    expect(styleColorId('12345', 'BLK')).toBe('12345_BLK');
    expect(splitStyleColorId(styleColorId('A1-2', 'AST'))).toEqual({ style: 'A1-2', color: 'AST' });
    expect(() => styleColorId('', 'BLK')).toThrow();
  });

  it('the tombstone is required and seq travels as a decimal string', () => {
    const { _deleted: _omit, ...withoutTombstone } = X.exampleUserFlag;
    refuses(userFlagSchema, withoutTombstone, '_deleted');
    refuses(userFlagSchema, { ...X.exampleUserFlag, seq: 12 }, 'seq');
    expect(userFlagSchema.parse({ ...X.exampleUserFlag, seq: '12' }).seq).toBe('12');
  });

  it('refuses two children with one key (location code, line, file or group id)', () => {
    const [us] = X.exampleProduct.locations!;
    refuses(
      productSchema,
      { ...X.exampleProduct, locations: [us, { ...us, lineStatus: 'O' }] },
      'locations',
    );
    const [line] = X.exampleOrder.lines!;
    refuses(orderSchema, { ...X.exampleOrder, lines: [line, line] }, 'lines');
    const [file] = X.exampleLibraryItem.files!;
    refuses(libraryItemSchema, { ...X.exampleLibraryItem, files: [file, file] }, 'files');
    const [group] = X.exampleAssortment.displayGroups!;
    refuses(
      assortmentSchema,
      { ...X.exampleAssortment, displayGroups: [group, group] },
      'displayGroups',
    );
    const [set] = X.exampleSeason.seasonSets!;
    refuses(seasonSchema, { ...X.exampleSeason, seasonSets: [set, set] }, 'seasonSets');
    const [record] = X.exampleSalesSample.tracking!;
    refuses(
      sampleInventoryItemSchema,
      { ...X.exampleSalesSample, tracking: [record, record] },
      'tracking',
    );
  });

  it('promo codes are at most 3 uppercase letters or digits (spec 001 §5)', () => {
    refuses(orderSchema, { ...X.exampleOrder, promoCode: 'ab1' }, 'promoCode');
    refuses(orderSchema, { ...X.exampleOrder, promoCode: 'AB12' }, 'promoCode');
  });

  it('discount percentage is 0-100 (spec 000 §5, 001 §5)', () => {
    refuses(productSchema, { ...X.exampleProduct, discountPercent: 100.5 }, 'discountPercent');
    const line = X.exampleOrder.lines![0]!;
    expect(orderLineSchema.safeParse({ ...line, discount: -1 }).success).toBe(false);
  });
});

describe('oversized payloads are refused', () => {
  it.each([
    ['name', productSchema, { ...X.exampleProduct, name: long(ENTITY_LIMITS.name + 1) }],
    ['note', productSchema, { ...X.exampleProduct, styleNote: long(ENTITY_LIMITS.text + 1) }],
    [
      'locations',
      productSchema,
      {
        ...X.exampleProduct,
        locations: Array.from({ length: ENTITY_LIMITS.productLocations + 1 }, (_, i) => ({
          code: `L${i}`,
        })),
      },
    ],
    [
      'assortment products',
      assortmentSchema,
      {
        ...X.exampleAssortment,
        products: Array.from({ length: ENTITY_LIMITS.assortmentProducts + 1 }, (_, i) => ({
          style: `S${i}`,
          color: 'BLK',
        })),
      },
    ],
    [
      'dynamic query',
      assortmentSchema,
      { ...X.exampleAssortment, query: { style: long(ENTITY_LIMITS.jsonChars) } },
    ],
    [
      'display group html',
      assortmentSchema,
      {
        ...X.exampleAssortment,
        customContent: [{ displayGroup: 'A', html: long(ENTITY_LIMITS.html + 1) }],
      },
    ],
    ['style', productSchema, { ...X.exampleProduct, style: long(33), id: `${long(33)}_BLK` }],
    [
      'import columns',
      importRowSchema,
      { origdata: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`c${i}`, i])) },
    ],
  ] as [string, z.ZodType, unknown][])('%s', (_name, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it('accepts values right at the bounds', () => {
    const atBound = { ...X.exampleProduct, name: long(ENTITY_LIMITS.name) };
    expect(productSchema.parse(atBound).name).toHaveLength(ENTITY_LIMITS.name);
  });
});

describe('defaults from the spec', () => {
  it('assortment state published, collection name Default, season set state published', () => {
    const a = assortmentSchema.parse({ id: 'a', _deleted: false, title: 'T' });
    expect(a).toMatchObject({ state: 'published', method: 'static', type: 'item', products: [] });
    const c = collectionSchema.parse({ id: 'c', _deleted: false, collectionType: 'selections' });
    expect(c).toMatchObject({ name: 'Default', linkageModel: 'Assortment' });
    expect(seasonSchema.parse(X.exampleSeason).seasonSets[0]!.state).toBe('published');
  });

  it('a new order is a DRAFT and a new line is PENDING (spec 001 §4)', () => {
    const o = orderSchema.parse({
      id: 'o',
      _deleted: false,
      type: 'sample',
      orderType: 'SampleOrder',
      requesterCode: 'U1',
      lines: [{ id: 'l', style: '1', color: 'B' }],
    });
    expect(o.status).toBe('DRAFT');
    expect(o.lines[0]!.status).toBe('PENDING');
    expect(o.orderNumber).toBeUndefined();
  });

  it('currency defaults to 2 decimals and $ (spec 001 §9, constants)', () => {
    expect(currencySchema.parse({ currencyCode: 'USD' })).toEqual({
      currencyCode: 'USD',
      decimalPlaces: CURRENCY_DEFAULTS.decimalPlaces,
      currencySymbol: CURRENCY_DEFAULTS.currencySymbol,
    });
  });

  it('agrees with the section-9 constants', () => {
    const line = X.exampleOrder.lines![0]!;
    expect(orderLineSchema.safeParse({ ...line, discount: DISCOUNT_PERCENT.max }).success).toBe(
      true,
    );
    const code = 'A'.repeat(PROMO_CODE_MAX_LENGTH);
    expect(orderSchema.parse({ ...X.exampleOrder, promoCode: code }).promoCode).toBe(code);
    const part = { partNumber: 1, size: UPLOAD.chunkSizeBytes };
    expect(multipartUploadSchema.parse({ ...X.exampleUpload, parts: [part] }).parts).toHaveLength(
      1,
    );
    for (const action of FILE_ACTION_TYPES) {
      const request = { hashId: 'h', addedToQueue: '2025-01-01T00:00:00Z', filename: 'f', action };
      expect(fileRequestSchema.parse(request).action).toBe(action);
    }
  });

  it('an upload queue item starts Pending with no progress', () => {
    const item = uploadFileItemSchema.parse({
      hashId: 'h',
      filename: 'logo.png',
      addedToQueue: '2025-01-01T00:00:00Z',
      usageType: 'assortmentLogo',
    });
    expect(item).toMatchObject({ status: 'Pending', progress: { loaded: 0, total: 0 } });
  });
});
