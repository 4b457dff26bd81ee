// A command's state as screens see it (decisions 0013, 0027), table-driven; and the typed
// device documents (checked by the typecheck: `npx tsc -p web`).
import type { CommandDocument, Order } from '@portal/shared';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { collectionSpec } from '../collections.ts';
import type { DeviceDocOf, DeviceInputOf } from '../device-docs.ts';
import { commandDocument, commandView } from './commands.ts';

const stored = (status: CommandDocument['status'], result?: CommandDocument['result']) => ({
  id: 'c1',
  type: 'order.submit' as const,
  status,
  ...(result ? { result } : {}),
});
const rejection = { message: 'You may not submit this order', reasonCode: 'forbidden' };

describe('commandView', () => {
  it.each([
    ['written, no push yet', stored('pending'), [], false, 'queued'],
    ['a push carries it', stored('pending'), [], true, 'running'],
    ['executed', stored('executed', { ok: true, ids: ['o1'] }), [], false, 'done'],
    ['executed, a push still answering', stored('executed', { ok: true }), [], true, 'done'],
    ['failed', stored('failed', { ok: false, message: 'already SUBMITTED' }), [], false, 'refused'],
    ['document refused, gone from the device', null, [rejection], false, 'refused'],
    ['document refused while a push answers', stored('pending'), [rejection], true, 'refused'],
  ] as const)('[001 §4 order actions] %s → %s', (_case, command, rejections, running, state) => {
    expect(commandView('c1', command, rejections, running)?.state).toBe(state);
  });

  it('[001 §4 order actions] a refusal says why: the result’s message first, else the rejection’s', () => {
    expect(
      commandView('c1', stored('failed', { ok: false, message: 'already SUBMITTED' }), [], false),
    ).toMatchObject({ message: 'already SUBMITTED', type: 'order.submit' });
    expect(
      commandView(
        'c1',
        null,
        [{ ...rejection, refusedValues: { id: 'c1', type: 'order.approve' } }],
        false,
      ),
    ).toEqual({ id: 'c1', type: 'order.approve', state: 'refused', message: rejection.message });
  });

  it('[001 §4 order actions] nothing on the device about the id: no view', () => {
    expect(commandView('c1', null, [], true)).toBeNull();
  });
});

describe('commandDocument', () => {
  const now = new Date('2025-06-01T10:00:00.000Z');

  it('[001 §4 order actions] a pending command with its checked payload and the time of writing', () => {
    expect(commandDocument('c1', 'order.deny', { orderId: 'o1', reason: 'Late' }, now)).toEqual({
      ok: true,
      doc: expect.objectContaining({
        id: 'c1',
        type: 'order.deny',
        payload: { orderId: 'o1', reason: 'Late' },
        status: 'pending',
        createdAt: '2025-06-01T10:00:00.000Z',
      }),
    });
  });

  it('[001 §4 order actions] a payload that does not fit, or an unknown type, is refused', () => {
    const bad = commandDocument('c1', 'sample.transfer', { sampleIds: [] }, now);
    expect(bad.ok ? [] : bad.issues.map((i) => i.path)).toEqual([['payload', 'sampleIds']]);
    const unknown = commandDocument('c1', 'order.explode', {}, now);
    expect(unknown.ok ? [] : unknown.issues.map((i) => i.path)).toEqual([['type']]);
  });
});

describe('typed device documents', () => {
  it('[0027 typed collections] a device order is the shared Order with its index fields', () => {
    expectTypeOf<DeviceDocOf<'orders'>['status']>().toEqualTypeOf<Order['status']>();
    expectTypeOf<DeviceDocOf<'orders'>['lines']>().toEqualTypeOf<Order['lines']>();
    expectTypeOf<DeviceDocOf<'orders'>['idxNumber']>().toEqualTypeOf<number>();
    expectTypeOf<DeviceDocOf<'assortments'>['idxOwner']>().toEqualTypeOf<string>();
    expectTypeOf<DeviceDocOf<'syncIssues'>['kind']>().toEqualTypeOf<'rejection' | 'conflict'>();
    expectTypeOf<DeviceDocOf<'orders'>['_deleted']>().toEqualTypeOf<boolean | undefined>();
    // What a screen writes leaves out defaults, index fields and the tombstone flag.
    expectTypeOf<DeviceInputOf<'notifications'>>().not.toHaveProperty('idxCreated');
    expectTypeOf<DeviceInputOf<'notifications'>>().not.toHaveProperty('_deleted');
    expectTypeOf<DeviceInputOf<'notifications'>['state']>().toEqualTypeOf<
      'New' | 'Read' | undefined
    >();
    // The index fields the types name are the ones the collections compute.
    expect(Object.keys(collectionSpec('orders').derived)).toEqual(['idxNumber', 'idxCoordinator']);
  });
});
