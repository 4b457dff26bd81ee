import { formatFileSize, type CellParse } from '@portal/shared';
import { createIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from '../../i18n/format.ts';
import type { GridColumn } from '../types.ts';
import { columnKit, type ColumnKit } from './kit.ts';

// The column kit in three locales: en-US, de-DE (comma decimal, day first) and ja-JP (year
// first). Each row: the column, a stored value and the text it shows, and text typed or
// pasted with the value it stores (or the refusal).

interface Row {
  id: string;
  [field: string]: unknown;
}

const catalogues = import.meta.glob<Record<string, string>>('../i18n/*.json', {
  eager: true,
  import: 'default',
});
const messagesOf = (locale: string) => catalogues[`../i18n/${locale}.json`] ?? {};

function intlFor(locale: string): IntlShape {
  return createIntl({ locale, messages: messagesOf(locale), timeZone: 'America/Los_Angeles' });
}

function kitFor(locale: string, currency?: { currencySymbol?: string; decimalPlaces?: number }) {
  return columnKit<Row>(intlFor(locale), { currency, header: (id) => `h:${id}` });
}

const NBSP = '\u00a0';
const LABELS = [
  { color: '#d93025', name: 'Hot' },
  { color: '#1a73e8', name: 'Core' },
];

/** An enum shown in the user's language (the screen translates the names). */
const STATUSES = [
  { value: 'Active', name: 'Aktiv' },
  { value: 'Inactive', name: 'Inaktiv' },
];

type Build = (kit: ColumnKit<Row>) => GridColumn<Row>;
const build: Record<string, Build> = {
  text: (k) => k.text('name'),
  code: (k) => k.code('style', { noBlank: true, styleNumeric: true }),
  noSpace: (k) => k.noSpace('sku'),
  count: (k) => k.number('units', { decimals: 0 }),
  year: (k) => k.year('year'),
  number: (k) => k.number('weight'),
  money: (k) => k.money('cost'),
  euro: (k) => k.money('cost', { currency: { currencySymbol: '€', decimalPlaces: 2 } }),
  yen: (k) => k.money('cost', { currency: { currencySymbol: '¥', decimalPlaces: 0 } }),
  percent: (k) => k.percent('sellThru', { max: 100 }),
  discount: (k) => k.discountPercent('discountPercent'),
  date: (k) => k.date('dueDate'),
  dateTime: (k) => k.dateTime('modifiedDate'),
  thumbnail: (k) => k.thumbnail('thumbnail'),
  list: (k) => k.list('gender', ['Mens', 'Womens', 'Kids']),
  choice: (k) => k.choice('status', STATUSES),
  multiSelect: (k) => k.multiSelect('features', ['Vegan', 'Waterproof', 'Lighted']),
  label: (k) => k.label('label', LABELS),
  yesNo: (k) => k.yesNo('carryover'),
  fileSize: (k) => k.fileSize('size'),
};

// [column, locale, stored value, shown text]
const shows: [string, string, unknown, string][] = [
  ['text', 'de-DE', 'Trail Blazer', 'Trail Blazer'],
  ['code', 'ja-JP', '000123', '000123'],
  ['count', 'en-US', 1234567, '1,234,567'],
  ['count', 'de-DE', 1234567, '1.234.567'],
  ['count', 'ja-JP', 1234567, '1,234,567'],
  ['year', 'en-US', 2026, '2026'],
  ['year', 'de-DE', 2026, '2026'],
  ['number', 'de-DE', 1.25, '1,25'],
  ['money', 'en-US', 1234.5, '$1,234.50'],
  ['money', 'de-DE', 1234.5, `1.234,50${NBSP}$`],
  ['money', 'ja-JP', 1234.5, '$1,234.50'],
  ['euro', 'de-DE', 1234.5, `1.234,50${NBSP}€`],
  ['yen', 'ja-JP', 1234, '¥1,234'],
  ['money', 'en-US', null, ''],
  ['percent', 'en-US', 12.5, '12.50%'],
  ['percent', 'de-DE', 12.5, `12,50${NBSP}%`],
  ['percent', 'ja-JP', 12.5, '12.50%'],
  ['discount', 'de-DE', 7, `7,00${NBSP}%`],
  ['date', 'en-US', '2024-02-29', '02/29/2024'],
  ['date', 'de-DE', '2024-02-29', '29.02.2024'],
  ['date', 'ja-JP', '2024-02-29', '2024/02/29'],
  ['date', 'en-US', '2025-03-15T23:30:00.000Z', '03/15/2025'],
  ['dateTime', 'en-US', '2025-03-15T17:30:00.000Z', '03/15/2025, 10:30 AM'],
  ['dateTime', 'de-DE', '2025-03-15T17:30:00.000Z', '15.03.2025, 10:30'],
  ['dateTime', 'ja-JP', '2025-03-15T17:30:00.000Z', '2025/03/15 10:30'],
  ['thumbnail', 'en-US', '/img/1.jpg', '/img/1.jpg'],
  ['multiSelect', 'de-DE', ['Vegan', 'Lighted'], 'Vegan, Lighted'],
  ['choice', 'de-DE', 'Inactive', 'Inaktiv'],
  ['label', 'ja-JP', '#d93025', 'Hot'],
  ['yesNo', 'en-US', true, 'Yes'],
  ['yesNo', 'de-DE', false, 'Nein'],
  ['yesNo', 'ja-JP', true, 'はい'],
  ['yesNo', 'ja-JP', null, ''],
  ['fileSize', 'en-US', 1.5 * 1024 ** 2, '1.5 MB'],
  ['fileSize', 'de-DE', 1.5 * 1024 ** 2, '1,5 MB'],
  ['fileSize', 'ja-JP', 3.25 * 1024 ** 3, '3.3 GB'],
  ['fileSize', 'de-DE', 300, '1 kB'],
  ['fileSize', 'en-US', 0, '0 kB'],
];

const value = <T>(v: T | null): CellParse<T> => ({ ok: true, value: v });
const refused = (reason: Record<string, unknown>) => ({ ok: false, reason });

// [column, locale, typed text, what is stored or refused]
const parses: [string, string, string, unknown][] = [
  ['text', 'en-US', 'Two\nlines', value('Two\nlines')],
  ['code', 'en-US', '  ', refused({ code: 'blank' })],
  ['noSpace', 'en-US', 'SKU 1', refused({ code: 'hasSpace' })],
  ['count', 'de-DE', '1.234', value(1234)],
  ['count', 'en-US', '1.234', value(1)],
  ['number', 'de-DE', '1,25', value(1.25)],
  ['number', 'en-US', '-3', refused({ code: 'negative' })],
  ['money', 'en-US', '$1,234.50', value(1234.5)],
  ['money', 'de-DE', `1.234,50${NBSP}$`, value(1234.5)],
  ['money', 'ja-JP', '1234.555', value(1234.56)],
  ['yen', 'ja-JP', '¥1,234.6', value(1235)],
  ['percent', 'de-DE', '12,345', value(12.35)],
  ['percent', 'en-US', '101', refused({ code: 'outOfRange', min: 0, max: 100, clears: false })],
  ['discount', 'ja-JP', '150', refused({ code: 'outOfRange', min: 0, max: 100, clears: true })],
  ['discount', 'de-DE', `12,5${NBSP}%`, value(12.5)],
  ['date', 'en-US', '02/29/2024', value('2024-02-29')],
  ['date', 'en-US', '2024/2/29', value('2024-02-29')],
  ['date', 'de-DE', '29.02.2024', value('2024-02-29')],
  ['date', 'de-DE', '2024-03-01', value('2024-03-01')],
  ['date', 'ja-JP', '2024/02/29', value('2024-02-29')],
  ['date', 'de-DE', '29.02.2023', refused({ code: 'invalidDate' })],
  ['date', 'en-US', '02/29/24', refused({ code: 'invalidDate' })],
  ['date', 'ja-JP', '', value(null)],
  ['dateTime', 'en-US', '2025-03-15T10:30:00-07:00', value('2025-03-15T17:30:00.000Z')],
  ['dateTime', 'de-DE', 'gestern', refused({ code: 'invalidDate' })],
  ['list', 'de-DE', 'mens', value('Mens')],
  ['list', 'en-US', 'Alien', refused({ code: 'notInList', value: 'Alien' })],
  ['choice', 'de-DE', 'aktiv', value('Active')],
  ['choice', 'de-DE', ' inactive ', value('Inactive')],
  ['choice', 'de-DE', '', value(null)],
  ['choice', 'de-DE', 'Aktive', refused({ code: 'notInList', value: 'Aktive' })],
  ['multiSelect', 'ja-JP', 'vegan, waterproof, vegan', value(['Vegan', 'Waterproof'])],
  ['label', 'en-US', 'core', value('#1a73e8')],
  ['yesNo', 'de-DE', 'nein', value(false)],
  ['yesNo', 'de-DE', 'Ja', value(true)],
  ['yesNo', 'ja-JP', 'いいえ', value(false)],
  ['yesNo', 'ja-JP', 'yes', value(true)],
  ['yesNo', 'en-US', 'maybe', refused({ code: 'notInList', value: 'maybe' })],
  ['fileSize', 'de-DE', '1,5 MB', value(1.5 * 1024 ** 2)],
  ['fileSize', 'en-US', '2048', value(2048)],
];

describe('[000 §5 grid cells, §9 formats] the column kit', () => {
  it.each(shows)('%s in %s: %j shows %j', (kind, locale, stored, text) => {
    const column = build[kind]!(kitFor(locale));
    expect(column.rule.format(stored)).toBe(text);
  });

  it.each(parses)('%s in %s: %j stores %j', (kind, locale, text, result) => {
    const column = build[kind]!(kitFor(locale));
    expect(column.rule.parse(text)).toEqual(result);
  });

  it.each(shows.filter(([kind]) => kind !== 'thumbnail' && kind !== 'text'))(
    '%s in %s: what a cell shows pastes back as the same value (%j)',
    (kind, locale, stored, text) => {
      if (stored === null || kind === 'fileSize' || kind === 'dateTime') return;
      const column = build[kind]!(kitFor(locale));
      const expected = kind === 'date' ? String(stored).slice(0, 10) : stored;
      expect(column.rule.parse(text)).toEqual(value(expected));
    },
  );

  it.each(['en-US', 'de-DE', 'ja-JP'])(
    '[000 §9 currency, percent] in %s money and percent read as they do outside the grid',
    (locale) => {
      const intl = intlFor(locale);
      const kit = columnKit<Row>(intl, {
        currency: { currencySymbol: 'CHF', decimalPlaces: 3 },
        header: String,
      });
      for (const amount of [0, 0.5, 1234.5678, 1_000_000]) {
        expect(kit.money('cost').rule.format(amount)).toBe(
          formatMoney(intl, amount, { currencySymbol: 'CHF', decimalPlaces: 3 }),
        );
        expect(kit.percent('p').rule.format(amount)).toBe(formatPercent(intl, amount));
      }
    },
  );

  it('[001 §3 currency entry] money defaults to 2 decimals and $ when the location says nothing', () => {
    const kit = kitFor('en-US', {});
    expect(kit.currency).toEqual({ symbol: '$', decimals: 2 });
    expect(kitFor('en-US', { currencySymbol: '£' }).currency).toEqual({ symbol: '£', decimals: 2 });
    expect(kitFor('en-US', { decimalPlaces: 0 }).money('cost').rule.format(9.5)).toBe('$10');
  });

  it('[000 §9 file sizes] en-US shows the same text as exports at base 1024', () => {
    const column = kitFor('en-US').fileSize('size');
    for (const bytes of [0, 1, 511, 1024, 1536, 1024 ** 2 - 1, 5.25 * 1024 ** 2, 20 * 1024 ** 3])
      expect(column.rule.format(bytes)).toBe(formatFileSize(bytes));
  });

  it('[000 §9 grid thumbnail width 60] thumbnails are 60 px, read-only and not sortable', () => {
    expect(kitFor('en-US').thumbnail('thumbnail')).toMatchObject({
      width: 60,
      readOnly: true,
      sortable: false,
    });
    expect(kitFor('en-US').thumbnail('thumbnail', { width: 80 }).width).toBe(80);
  });

  it('[000 §5 grid cells] keys a date cell takes follow the locale', () => {
    const de = kitFor('de-DE').date('dueDate').rule;
    expect(['1', '.', '/', '-', 'Backspace'].map((key) => de.keyAllowed({ key }))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(de.keyAllowed({ key: 'x' })).toBe(false);
    expect(kitFor('en-US').number('units').rule.keyAllowed({ key: 'x' })).toBe(false);
  });

  it('headers come from the builder, else from the kit, and a column without one is an error', () => {
    const intl = intlFor('en-US');
    const kit = columnKit<Row>(intl, { header: (id) => `Header ${id}` });
    expect(kit.text('name').header).toBe('Header name');
    expect(kit.text('name', { header: 'Mine' }).header).toBe('Mine');
    expect(() => columnKit<Row>(intl).text('name')).toThrow(/no header/);
    const computed = columnKit<{ id: string; first: string; last: string }>(intl, {
      header: String,
    }).text('fullName', { get: (row) => `${row.first} ${row.last}` });
    expect(computed.get?.({ id: '1', first: 'Ada', last: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('options a screen gives reach the column (required, identity, width, notes)', () => {
    const column = kitFor('en-US').code('style', {
      noBlank: true,
      styleNumeric: true,
      identity: true,
      width: 100,
    });
    expect(column).toMatchObject({ id: 'style', header: 'h:style', identity: true, width: 100 });
    expect(column.rule.sortKind).toBe('styleNumeric');
    expect('noBlank' in column).toBe(false);
    expect(kitFor('en-US').dateTime('modifiedDate').readOnly).toBe(true);
    expect(kitFor('en-US').dateTime('requested', { readOnly: false }).readOnly).toBe(false);
  });
});
