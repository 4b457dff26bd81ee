// The device database (issue 5 scope 1): thirteen RxDB collections derived from the shared
// zod schemas, every shared field present in the RxDB schema, index fields bounded, and a
// valid example of every entity accepted by RxDB's own validation (dev mode, ajv).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { z } from 'zod';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { describe, expect, it } from 'vitest';
import * as EX from '@portal/shared/entities/examples.ts';
import {
  DEVICE_COLLECTIONS,
  rxSchemaOf,
  toDevice,
  toServer,
  type DeviceDoc,
} from '../../web/src/db/collections.ts';
import { openDeviceDatabase } from '../../web/src/db/database.ts';

disableWarnings();
addRxPlugin(RxDBDevModePlugin);

/** Top-level field names of a zod object (or union of objects). */
function fieldsOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    oneOf?: { properties: Record<string, unknown> }[];
  };
  const parts = json.properties ? [json.properties] : (json.oneOf ?? []).map((v) => v.properties);
  return [...new Set(parts.flatMap((p) => Object.keys(p)))];
}

describe('device database schemas', () => {
  it('opens thirteen collections, the most RxDB opens at once', () => {
    expect(DEVICE_COLLECTIONS).toHaveLength(13);
  });

  it.each(DEVICE_COLLECTIONS.map((c) => [c.name, c] as const))(
    '%s has every shared field, and bounded, required index fields',
    (_name, spec) => {
      const schema = rxSchemaOf(spec);
      const props = schema.properties as Record<
        string,
        { type?: string; maxLength?: number; maximum?: number }
      >;
      for (const field of fieldsOf(spec.source)) {
        if (field === '_deleted') continue;
        expect(props, `${spec.name}.${field}`).toHaveProperty(field);
      }
      for (const field of new Set(spec.indexes.flat())) {
        expect(schema.required).toContain(field);
        const p = props[field]!;
        if (p.type === 'string') expect(p.maxLength, field).toBeGreaterThan(0);
        if (p.type === 'integer') expect(p.maximum, field).toBeGreaterThan(0);
      }
    },
  );

  it('accepts a valid example of every replicated entity and keeps device-only fields on the device', async () => {
    const storage = wrappedValidateAjvStorage({
      storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }),
    });
    const db = await openDeviceDatabase({
      userId: 'schema-check',
      storage: storage as never,
      multiInstance: false,
      prefix: 'schema',
    });
    try {
      const examples: Record<string, unknown> = {
        libraryItems: EX.exampleLibraryItem,
        assortments: EX.exampleAssortment,
        assortmentCollections: EX.exampleCollection,
        seasons: EX.exampleSeason,
        assortmentDocuments: EX.exampleAssortmentDocument,
        orders: EX.exampleOrder,
        coordinatorAssignments: EX.exampleCoordinatorAssignment,
        notifications: EX.exampleNotification,
        sampleInventory: EX.exampleSalesSample,
        announcements: EX.exampleAnnouncement,
        userFlags: EX.exampleUserFlag,
        commands: {
          id: 'c1',
          _deleted: false,
          type: 'order.submit',
          payload: { orderId: 'o1' },
          createdAt: '2025-03-04T16:20:00.000Z',
        },
        syncIssues: {
          id: 'r1',
          _deleted: false,
          kind: 'rejection',
          sourceCollection: 'orders',
          documentId: 'o1',
          reasonCode: 'notEditable',
          message: 'x',
          refusedValues: { id: 'o1' },
        },
      };
      for (const spec of DEVICE_COLLECTIONS) {
        const collection = db.collections[spec.name]!;
        const example = examples[spec.name];
        expect(example, spec.name).toBeDefined();
        const doc = spec.source.parse(example) as DeviceDoc;
        await collection.insert(toDevice(spec, doc) as never);
        const stored = (await collection.findOne(doc.id).exec())!.toJSON(true) as DeviceDoc;
        for (const field of Object.keys(spec.derived)) expect(stored).toHaveProperty(field);
        const {
          _rev: _r,
          _meta: _m,
          _attachments: _a,
          ...plain
        } = stored as Record<string, unknown>;
        const back = toServer(spec, plain as DeviceDoc);
        if (spec.name === 'syncIssues')
          expect(back).toMatchObject({ collection: 'orders', documentId: 'o1' });
        else expect(back).toEqual(doc);
      }
    } finally {
      await db.remove();
    }
  });
});
