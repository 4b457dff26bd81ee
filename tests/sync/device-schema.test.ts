// The device database (issue 5 scope 1): thirteen RxDB collections derived from the shared
// zod schemas, every shared field present in the RxDB schema, index fields bounded, and a
// valid example of every entity accepted by RxDB's own validation (dev mode, ajv).
// Also the schema pins (decision 0016): each collection's RxDB schema is pinned per version
// (device-schema.pins.json), so a change to a shared entity that would stop existing devices
// from opening their database (RxDB DB6) fails until the version is bumped with a migration.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { z } from 'zod';
import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { afterAll, describe, expect, it } from 'vitest';
import * as EX from '@portal/shared/entities/examples.ts';
import {
  DEVICE_COLLECTIONS,
  collectionSpec,
  rxSchemaOf,
  toDevice,
  toServer,
  type DeviceCollectionSpec,
  type DeviceDoc,
} from '../../web/src/db/collections.ts';
import { openDeviceDatabase } from '../../web/src/db/database.ts';
import { migrationStrategiesOf } from '../../web/src/db/migrations.ts';

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

// ---- Schema pins -------------------------------------------------------------------------

const PINS_FILE = new URL('./device-schema.pins.json', import.meta.url);
/** `UPDATE_SCHEMA_PINS=1` records the pin of a new version; a recorded pin never changes. */
const UPDATE = process.env.UPDATE_SCHEMA_PINS === '1';
type Pins = Record<string, Record<string, string>>;

/** Object keys in code-point order, array order kept: RxDB compares schemas the same way
 * (deepEqual of its normalised schema, whose arrays it does not sort). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

const fingerprint = (spec: DeviceCollectionSpec): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(rxSchemaOf(spec))))
    .digest('hex');

const HOW_TO_BUMP = (spec: DeviceCollectionSpec) =>
  `bump its \`version\` in web/src/db/collections.ts to ${spec.version + 1}, add a migration ` +
  `strategy for ${spec.version + 1} in web/src/db/migrations.ts that maps every stored document ` +
  `(never drop one: it may hold an unsynced change), then record the new version's pin with ` +
  `UPDATE_SCHEMA_PINS=1 npx vitest run --project sync device-schema.test.ts`;

/** What is wrong with a collection's pins; empty when its schema is pinned at its version. */
function pinProblems(spec: DeviceCollectionSpec, pins: Pins, update: boolean): string[] {
  const problems: string[] = [];
  const own = (pins[spec.name] ??= {});
  const pinned = own[String(spec.version)];
  const now = fingerprint(spec);
  if (pinned !== undefined && pinned !== now) {
    problems.push(
      `The RxDB schema of the device collection "${spec.name}" changed, but its version is ` +
        `still ${spec.version}: devices that stored version ${spec.version} could no longer ` +
        `open their database (RxDB DB6), and their unsynced changes would be stuck. If the ` +
        `change is meant (a shared entity or an index changed), ${HOW_TO_BUMP(spec)}.`,
    );
  } else if (pinned === undefined && update) {
    own[String(spec.version)] = now;
  } else if (pinned === undefined) {
    problems.push(
      `The device collection "${spec.name}" is at version ${spec.version}, which has no pin. ` +
        `Record it with UPDATE_SCHEMA_PINS=1 npx vitest run --project sync device-schema.test.ts ` +
        `once its migration strategy is in web/src/db/migrations.ts.`,
    );
  }
  for (const version of Object.keys(own).map(Number)) {
    if (version > spec.version)
      problems.push(
        `The device collection "${spec.name}" went back from version ${version} to ` +
          `${spec.version}: devices at ${version} cannot open it. Versions only go up.`,
      );
  }
  const strategies = migrationStrategiesOf(spec.name);
  for (let version = 1; version <= spec.version; version++) {
    if (typeof strategies[version] !== 'function')
      problems.push(
        `The device collection "${spec.name}" is at version ${spec.version} but has no ` +
          `migration strategy for version ${version} in web/src/db/migrations.ts.`,
      );
  }
  return problems;
}

describe('device schema pins (decision 0016: an app update never strands a device)', () => {
  const pins = JSON.parse(readFileSync(PINS_FILE, 'utf8')) as Pins;
  afterAll(() => {
    if (UPDATE) writeFileSync(PINS_FILE, `${JSON.stringify(canonical(pins), null, 2)}\n`);
  });

  it.each(DEVICE_COLLECTIONS.map((c) => [c.name, c] as const))(
    '[decision 0016 schema versions] %s: its RxDB schema is the one pinned for its version',
    (_name, spec) => {
      expect(pinProblems(spec, pins, UPDATE)).toEqual([]);
    },
  );

  // A copy of a spec still at version 0 (notifications) whose shared entity gained a field,
  // version unchanged.
  const notifications = collectionSpec('notifications');
  const changed: DeviceCollectionSpec = {
    ...notifications,
    source: (notifications.source as z.ZodObject).extend({ giftNote: z.string().max(200) }),
  };

  it('[decision 0016 schema versions] a changed entity at the same version fails, saying what to do', () => {
    const problems = pinProblems(changed, structuredClone(pins), false);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"notifications" changed, but its version is still 0');
    expect(problems[0]).toContain('bump its `version` in web/src/db/collections.ts to 1');
    expect(problems[0]).toContain('migration strategy for 1 in web/src/db/migrations.ts');
    // Bumped without a strategy: still refused.
    const bumped = { ...changed, version: 1 };
    expect(pinProblems(bumped, structuredClone(pins), true)).toEqual([
      expect.stringContaining('no migration strategy for version 1'),
    ]);
  });

  it('[decision 0016 schema versions] what the pin refuses, RxDB refuses: a device at version 0 cannot open the changed schema', async () => {
    const indexedDB = new IDBFactory();
    const open = async (spec: DeviceCollectionSpec) => {
      const db = await createRxDatabase({
        name: 'pins',
        storage: wrappedValidateAjvStorage({
          storage: getRxStorageDexie({ indexedDB, IDBKeyRange }),
        }),
        multiInstance: false,
      });
      try {
        await db.addCollections({ notifications: { schema: rxSchemaOf(spec) } });
      } finally {
        await db.close();
      }
    };
    await open(notifications);
    await expect(open(changed)).rejects.toMatchObject({ code: 'DB6' });
  });
});
