// Tiles follow the route access table (spec 000 §2 dashboard, 001 §6 areas), checked with the
// shared demo users.
import type { SessionUser } from '@portal/shared/api/users.ts';
import { demoUser } from '@portal/shared/permissions/demo-users.ts';
import { describe, expect, it } from 'vitest';
import { dialogForRoute } from './DashboardDialogs.tsx';
import { TILE_SECTIONS } from './tiles.ts';
import { tileTarget } from './Tiles.tsx';

const asSession = (local: string) => demoUser(local).user as unknown as SessionUser;
const tiles = TILE_SECTIONS.flatMap((s) => s.tiles);
const visible = (user: SessionUser) =>
  Object.fromEntries(
    tiles.flatMap((t) => {
      const target = tileTarget(t, user);
      return target ? [[t.id, target]] : [];
    }),
  );

describe('dashboard tiles', () => {
  it('a user without permissions sees only the areas open to any signed-in user', () => {
    expect(Object.keys(visible(asSession('nobody')))).toEqual(['conference']);
  });

  it('the administrator sees every area, each tile leading where the route table sends them', () => {
    const shown = visible(asSession('admin'));
    expect(Object.keys(shown).sort()).toEqual(tiles.map((t) => t.id).sort());
    // Redirects are followed: the assortment manager default is quick-access (spec 000 §2).
    expect(shown.assortments).toBe('/product/assortments/quick-access');
    expect(shown['manage-advertising']).toBe('/advertising/libraries/manage/assets/pending');
    expect(shown.samples).toBe('/product/libraries/samples/production');
  });

  it('an advertising editor gets the library and its manage screens, nothing else', () => {
    const shown = visible(asSession('adv-assets-editor'));
    expect(Object.keys(shown).sort()).toEqual(['advertising', 'conference', 'manage-advertising']);
    expect(shown.advertising).toBe('/advertising/libraries/assets-landing');
  });

  it('a logos-only viewer is sent to the logos landing', () => {
    expect(visible(asSession('adv-logos-viewer')).advertising).toBe(
      '/advertising/libraries/logos-landing',
    );
  });
});

describe('dialogs of the public routes (spec 001 §2)', () => {
  it('maps each public route to its dialog', () => {
    expect(dialogForRoute('dashboard', {}, false)).toEqual({ kind: 'login' });
    expect(dialogForRoute('dashboard', {}, true)).toBeNull();
    expect(dialogForRoute('set-password', { userId: 'u', code: 'c' }, false)).toEqual({
      kind: 'setPassword',
      userId: 'u',
      code: 'c',
      isNew: false,
    });
    expect(
      dialogForRoute('set-password', { userId: 'u', code: 'c', isNew: 'new' }, false),
    ).toMatchObject({ isNew: true });
    expect(dialogForRoute('confirm-email', { messages: 'confirmed' }, false)).toEqual({
      kind: 'emailConfirmed',
    });
    expect(dialogForRoute('confirm-email', { messages: 'invalid' }, false)).toEqual({
      kind: 'emailInvalid',
    });
    expect(dialogForRoute('logged-out', {}, false)).toEqual({ kind: 'loggedOut' });
    expect(dialogForRoute('not-approved', {}, true)).toEqual({ kind: 'notApproved' });
    expect(dialogForRoute('ad-register', { pendingUser: 'new@corp.example' }, false)).toEqual({
      kind: 'requestAccess',
      email: 'new@corp.example',
    });
  });
});
