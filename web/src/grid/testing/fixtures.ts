import {
  alphanumericRule,
  currencyRule,
  dateRule,
  discountPercentRule,
  labelRule,
  listRule,
  multiSelectRule,
  noSpaceRule,
  textRule,
  thumbnailRule,
} from '@portal/shared';
import type { GridColumn } from '../types.ts';

// Product-like rows and columns shared by the grid's tests (and nothing else).

export interface TestProduct {
  id: string;
  style: string;
  color: string;
  name: string | null;
  gender: string | null;
  features: string[] | null;
  cost: number | null;
  discountPercent: number | null;
  dueDate: string | null;
  label: string | null;
  thumbnail: string | null;
  sku: string | null;
  createdDate: string | null;
  sortOrder: number | null;
  [key: string]: unknown;
}

export const LABELS = [
  { color: '#d32f2f', name: 'Hot' },
  { color: '#1976d2', name: 'Core' },
];

export function productColumns(locale = 'en-US'): GridColumn<TestProduct>[] {
  return [
    { id: 'thumbnail', header: 'Image', rule: thumbnailRule(), readOnly: true },
    {
      id: 'style',
      header: 'Style',
      rule: alphanumericRule({ noBlank: true, styleNumeric: true }),
      identity: true,
    },
    { id: 'color', header: 'Color', rule: alphanumericRule({ noBlank: true }), identity: true },
    { id: 'name', header: 'Name', rule: textRule(), required: true },
    { id: 'gender', header: 'Gender', rule: listRule(['Mens', 'Womens', 'Kids']) },
    {
      id: 'features',
      header: 'Features',
      rule: multiSelectRule(['Waterproof', 'Vegan', 'Lighted']),
    },
    { id: 'cost', header: 'Cost', rule: currencyRule({ locale }) },
    { id: 'discountPercent', header: 'Discount %', rule: discountPercentRule({ locale }) },
    { id: 'dueDate', header: 'Due date', rule: dateRule() },
    { id: 'label', header: 'Label', rule: labelRule(LABELS) },
    { id: 'sku', header: 'SKU', rule: noSpaceRule() },
  ];
}

export function makeProducts(count: number, created = true): TestProduct[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `P${String(i).padStart(6, '0')}`,
    style: String(10000 + i),
    color: `C${i % 7}`,
    name: `Product ${i}`,
    gender: ['Mens', 'Womens', 'Kids'][i % 3] ?? null,
    features: i % 2 === 0 ? ['Vegan'] : null,
    cost: 10 + (i % 50),
    discountPercent: null,
    dueDate: null,
    label: null,
    thumbnail: `/img/${i}.jpg`,
    sku: `SKU${i}`,
    createdDate: created ? '2025-01-01' : null,
    sortOrder: i,
  }));
}

/** A scheduler the test advances by hand. */
export function manualScheduler() {
  let next = 1;
  const timers = new Map<number, { fn: () => void; at: number }>();
  let now = 0;
  return {
    scheduler: {
      set: (fn: () => void, ms: number) => {
        const id = next++;
        timers.set(id, { fn, at: now + ms });
        return id;
      },
      clear: (handle: unknown) => {
        timers.delete(handle as number);
      },
    },
    now: () => now,
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.fn();
        }
      }
    },
    pending: () => timers.size,
  };
}
