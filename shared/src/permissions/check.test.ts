import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseAccessCheck } from './check-schema.ts';
import { checkAccess, hasPermission, readUserProperty } from './check.ts';
import type { InvalidPermissionEntry } from './check.ts';
import type { AccessCheck, Permission, PermissionUser } from './types.ts';

const userWith = (permissions: readonly Permission[], extra: Partial<PermissionUser> = {}) =>
  ({ userCode: 'U1', permissions, userTBEs: [], ...extra }) satisfies PermissionUser;

const assetsEditor = userWith([{ permission: 'advertisingAssets', role: 'editor' }]);
const internalUser = userWith([
  {
    permission: 'internalAssortments',
    role: 'user',
    infoKinds: { channel: 'Wholesale', region: 'All', productType: 'Footwear', role: 'editor' },
  },
]);

describe('checkAccess (spec 001 §6 Permission check)', () => {
  it.each<[string, AccessCheck, boolean]>([
    [
      'allowed role matches',
      { accessRequires: [{ permission: 'advertisingAssets', roles: ['editor', 'seniorEditor'] }] },
      true,
    ],
    [
      'role not among the allowed',
      { accessRequires: [{ permission: 'advertisingAssets', roles: ['seniorEditor'] }] },
      false,
    ],
    ['other domain', { accessRequires: [{ permission: 'advertisingLogos' }] }, false],
    [
      'no roles: the domain alone suffices',
      { accessRequires: [{ permission: 'advertisingAssets' }] },
      true,
    ],
    [
      'empty roles list: the domain alone suffices',
      { accessRequires: [{ permission: 'advertisingAssets', roles: [] }] },
      true,
    ],
  ])('[001 §6] a permission is a domain plus a role: %s', (_title, check, granted) => {
    expect(checkAccess(assetsEditor, check).granted).toBe(granted);
  });

  it('[001 §6] any one accessRequires entry satisfying counts', () => {
    const check: AccessCheck = {
      accessRequires: [
        { permission: 'advertisingLogos', roles: ['editor'] },
        { permission: 'advertisingAssets', roles: ['editor'] },
      ],
    };
    expect(checkAccess(assetsEditor, check).granted).toBe(true);
    expect(checkAccess(userWith([]), check).granted).toBe(false);
  });

  it.each<[string, Record<string, string | readonly string[]>, boolean]>([
    ['all info kinds match', { channel: 'Wholesale', productType: 'Footwear' }, true],
    ['one info kind differs', { channel: 'Wholesale', productType: 'Apparel' }, false],
    ["the user's 'All' satisfies any requested value", { region: 'Europe' }, true],
    ['a requested list means any of them', { role: ['seniorEditor', 'editor'] }, true],
    ['a requested list none of which is held', { role: ['seniorEditor', 'manager'] }, false],
    ['an info kind the user entry lacks', { library: 'Sales' }, false],
  ])('[001 §6] all info kinds within an entry must match: %s', (_title, infoKinds, granted) => {
    const check: AccessCheck = {
      accessRequires: [{ permission: 'internalAssortments', infoKinds }],
    };
    expect(checkAccess(internalUser, check).granted).toBe(granted);
  });

  it('[001 §6] all userAccess entries must match', () => {
    const rep = userWith([], { wof: { access: true, country: 'CA' } });
    const both: AccessCheck = {
      userAccess: [
        { property: 'wof.access', value: true },
        { property: 'wof.country', value: ['US', 'CA'] },
      ],
    };
    expect(checkAccess(rep, both).granted).toBe(true);
    const wrongCountry: AccessCheck = {
      userAccess: [
        { property: 'wof.access', value: true },
        { property: 'wof.country', value: 'US' },
      ],
    };
    expect(checkAccess(rep, wrongCountry).granted).toBe(false);
    expect(
      checkAccess(userWith([]), { userAccess: [{ property: 'wof.access', value: true }] }).granted,
    ).toBe(false);
  });

  it('[001 §6] a list-valued user property matches when any element is required', () => {
    const attendee = userWith([], { conferenceGroups: ['Domestic'] });
    const check: AccessCheck = {
      userAccess: [{ property: 'conferenceGroups', value: ['Asian JV', 'Domestic'] }],
    };
    expect(checkAccess(attendee, check).granted).toBe(true);
    expect(checkAccess(userWith([], { conferenceGroups: ['Other'] }), check).granted).toBe(false);
  });

  it('[001 §6] accessRequires and userAccess together must both hold', () => {
    const check: AccessCheck = {
      accessRequires: [{ permission: 'wholesaleOrders' }],
      userAccess: [{ property: 'wof.access', value: true }],
    };
    const permitted = userWith([{ permission: 'wholesaleOrders', role: 'user' }], {
      wof: { access: true },
    });
    expect(checkAccess(permitted, check).granted).toBe(true);
    expect(checkAccess({ ...permitted, wof: { access: false } }, check).granted).toBe(false);
    expect(checkAccess({ ...permitted, permissions: [] }, check).granted).toBe(false);
  });

  it('[001 §6] with neither accessRequires nor userAccess, access is granted (even without a user)', () => {
    expect(checkAccess(userWith([]), {}).granted).toBe(true);
    expect(checkAccess(userWith([]), { accessRequires: [], userAccess: [] }).granted).toBe(true);
    expect(checkAccess(null, {}).granted).toBe(true);
  });

  it('[001 §6] a null user is refused any non-empty check', () => {
    expect(checkAccess(null, { accessRequires: [{ permission: 'products' }] }).granted).toBe(false);
    expect(
      checkAccess(undefined, { userAccess: [{ property: 'wof.access', value: true }] }).granted,
    ).toBe(false);
  });

  it('[001 §6] the environment bypass flag grants access', () => {
    const check: AccessCheck = {
      accessRequires: [{ permission: 'admin:users', roles: ['admin'] }],
    };
    expect(checkAccess(userWith([]), check).granted).toBe(false);
    expect(checkAccess(userWith([]), check, { bypass: true }).granted).toBe(true);
    expect(checkAccess(null, check, { bypass: true }).granted).toBe(true);
  });

  it.each<[string, readonly Permission[], boolean, boolean]>([
    ['editor', [{ permission: 'productDocuments', role: 'editor' }], true, false],
    ['senior editor', [{ permission: 'productDocuments', role: 'seniorEditor' }], false, true],
    ['user', [{ permission: 'productDocuments', role: 'user' }], false, false],
    [
      'editor on another permission only',
      [{ permission: 'products', role: 'editor' }],
      false,
      false,
    ],
    [
      'both roles held',
      [
        { permission: 'productDocuments', role: 'editor' },
        { permission: 'productDocuments', role: 'seniorEditor' },
      ],
      true,
      true,
    ],
  ])(
    '[001 §6] the result reports isEditor / isSeniorEditor on the checked permission: %s',
    (_t, permissions, isEditor, isSeniorEditor) => {
      const result = checkAccess(userWith(permissions), {
        accessRequires: [{ permission: 'productDocuments' }],
      });
      expect({ isEditor: result.isEditor, isSeniorEditor: result.isSeniorEditor }).toEqual({
        isEditor,
        isSeniorEditor,
      });
    },
  );

  it('[001 §6] an invalid permission entry is ignored and reported', () => {
    const invalid: InvalidPermissionEntry[] = [];
    const user = {
      userCode: 'U2',
      userTBEs: [],
      permissions: [
        { permission: 'notAKey', role: 'editor' },
        { permission: 'products', role: 'superhero' },
        null,
        { permission: 'products', role: 'user' },
      ],
    } as unknown as PermissionUser;
    const check: AccessCheck = { accessRequires: [{ permission: 'products' }] };
    expect(checkAccess(user, check, { onInvalid: (entry) => invalid.push(entry) }).granted).toBe(
      true,
    );
    expect(invalid.map((entry) => entry.reason)).toEqual([
      'unknownPermission',
      'unknownRole',
      'malformed',
    ]);
    const onlyInvalid = {
      ...user,
      permissions: [{ permission: 'products', role: 'superhero' }],
    } as unknown as PermissionUser;
    expect(checkAccess(onlyInvalid, check).granted).toBe(false);
  });
});

describe('hasPermission', () => {
  it('[001 §6] any match with one of the roles passes; no roles means the domain alone', () => {
    expect(hasPermission(assetsEditor, 'advertisingAssets')).toBe(true);
    expect(hasPermission(assetsEditor, 'advertisingAssets', ['user', 'editor'])).toBe(true);
    expect(hasPermission(assetsEditor, 'advertisingAssets', ['seniorEditor'])).toBe(false);
    expect(hasPermission(assetsEditor, 'products')).toBe(false);
    expect(hasPermission(null, 'products')).toBe(false);
  });
});

describe('parseAccessCheck', () => {
  it('accepts a well-formed check and keeps it', () => {
    const check = {
      accessRequires: [
        { permission: 'internalAssortments', roles: ['user'], infoKinds: { channel: ['Retail'] } },
      ],
      userAccess: [{ property: 'wof.access', value: true }],
    };
    expect(parseAccessCheck(check)).toEqual(check);
  });

  it.each([
    ['an unknown permission key', { accessRequires: [{ permission: 'nope' }] }],
    ['an unknown role', { accessRequires: [{ permission: 'products', roles: ['king'] }] }],
    ['an unknown field', { accessRequires: [], extra: 1 }],
    ['an empty property path', { userAccess: [{ property: '', value: true }] }],
  ])('rejects %s with a ZodError', (_title, input) => {
    expect(() => parseAccessCheck(input)).toThrow(ZodError);
  });
});

describe('readUserProperty', () => {
  it('reads dot paths and answers undefined past a missing level', () => {
    const user = userWith([], { wof: { access: true, dateFormat: { long: 'DD/MM/YYYY' } } });
    expect(readUserProperty(user, 'wof.dateFormat.long')).toBe('DD/MM/YYYY');
    expect(readUserProperty(user, 'wof.missing.deeper')).toBeUndefined();
  });
});
