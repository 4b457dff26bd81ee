// The device collections' documents, typed from their shared zod schemas (issue 14 scope 1):
// a screen reads `DeviceDocOf<'orders'>`, which is the shared `Order` plus the device-only
// `idx*` index fields, never `Record<string, unknown>`. Types only: importing this module
// loads neither RxDB nor zod (decision 0019: RxDB must not reach the page's first JavaScript).
import type { MangoQuerySelector, MangoQuerySortPart, RxCollection } from 'rxdb';
import type { z } from 'zod';
import type { DEVICE_COLLECTIONS, DeviceCollectionName } from './collections.ts';

export type { DeviceCollectionName } from './collections.ts';

type SpecOf<N extends DeviceCollectionName> = Extract<
  (typeof DEVICE_COLLECTIONS)[number],
  { readonly name: N }
>;

/** `Omit` per member of a union (sample inventory is Production | Sales). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A derived index field's JSON schema → its value: inverted times and numbers are integers,
 * codes are strings (collections.ts `KEY`, `CODE`). */
type DerivedValue<J> = J extends { readonly type: 'string' } ? string : number;

/** The device-only index fields of a collection (computed on every write, never sent). */
export type DeviceIndexFieldsOf<N extends DeviceCollectionName> = {
  -readonly [K in keyof SpecOf<N>['derived']]: DerivedValue<SpecOf<N>['derived'][K]>;
};

/** The shared entity as stored (zod output: defaults applied). */
export type DeviceEntityOf<N extends DeviceCollectionName> = z.output<SpecOf<N>['source']>;

/**
 * A stored device document: the shared entity, its index fields and the tombstone flag
 * (RxDB keeps `_deleted` apart; a live query never returns a tombstone).
 */
export type DeviceDocOf<N extends DeviceCollectionName> = OmitEach<DeviceEntityOf<N>, '_deleted'> &
  DeviceIndexFieldsOf<N> & { _deleted?: boolean };

/**
 * What a screen writes: the shared entity's input (zod input: defaults may be left out),
 * without index fields (computed) and `_deleted` (a write is never a tombstone; `remove` is).
 */
export type DeviceInputOf<N extends DeviceCollectionName> = OmitEach<
  z.input<SpecOf<N>['source']>,
  '_deleted' | 'seq'
>;

/** A patch: some fields of the input; the merged document is validated before it is stored. */
export type DevicePatchOf<N extends DeviceCollectionName> = Partial<
  OmitEach<DeviceInputOf<N>, 'id'>
>;

/** A typed RxDB collection of the device database. */
export type DeviceCollectionOf<N extends DeviceCollectionName> = RxCollection<DeviceDocOf<N>>;

/** A Mango query on a device collection: selector, sort (use the `idx*` keys for descending
 * orders, collections.ts), limit, skip. Plain data: it crosses to the sync worker. */
export interface DeviceQuery<N extends DeviceCollectionName> {
  readonly selector?: MangoQuerySelector<DeviceDocOf<N>>;
  readonly sort?: readonly MangoQuerySortPart<DeviceDocOf<N>>[];
  readonly limit?: number;
  readonly skip?: number;
}

export type DeviceSelector<N extends DeviceCollectionName> = MangoQuerySelector<DeviceDocOf<N>>;
