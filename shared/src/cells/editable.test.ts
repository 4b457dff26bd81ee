import { describe, expect, it } from 'vitest';
import { canClear, editBlock, guardClear } from './editable.ts';
import { cellValue } from './types.ts';

const style = { identity: true };
const name = {};
const required = { required: true };

describe('[spec 000 §5] editable cells', () => {
  it('style/colour only on rows with no created date', () => {
    expect(editBlock(style, { createdDate: null })).toBeNull();
    expect(editBlock(style, {})).toBeNull();
    expect(editBlock(style, { createdDate: '2025-01-02' })).toBe('createdRow');
    expect(editBlock(name, { createdDate: '2025-01-02' })).toBeNull();
  });
  it('[spec 000 §6] folder rows never', () => {
    expect(editBlock(name, { isFolder: true })).toBe('folderRow');
    expect(editBlock(style, { isFolder: true })).toBe('folderRow');
  });
  it('group rows and read-only columns never', () => {
    expect(editBlock(name, { isGroup: true })).toBe('groupRow');
    expect(editBlock({ readOnly: true }, {})).toBe('readOnly');
  });
  it('[spec 000 §4] nothing while the site is updating', () => {
    expect(editBlock(name, {}, { siteUpdating: true })).toBe('siteUpdating');
  });
});

describe('[spec 000 §5] required columns are not clearable except in the pending view', () => {
  it('refuses clearing a required column outside the pending view', () => {
    expect(canClear(required)).toBe(false);
    expect(guardClear(cellValue<string>(null), required)).toEqual({
      ok: false,
      reason: { code: 'notClearable' },
    });
  });
  it('allows it in the pending view, and always for other columns', () => {
    expect(canClear(required, { pendingView: true })).toBe(true);
    expect(guardClear(cellValue<string>(null), required, { pendingView: true })).toEqual({
      ok: true,
      value: null,
    });
    expect(canClear(name)).toBe(true);
  });
  it('lets values through', () => {
    expect(guardClear(cellValue('Sneaker'), required)).toEqual({ ok: true, value: 'Sneaker' });
  });
});
