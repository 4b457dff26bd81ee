import { describe, expect, it } from 'vitest';
import { customerSchema, type Customer } from '../entities/customer.ts';
import { knownCustomers, KNOWN_CUSTOMERS_LIMIT } from './known-customers.ts';

const c = (id: string, name: string, region?: string): Customer =>
  customerSchema.parse({ id, name, ...(region ? { region } : {}) });
const ORDERS = [
  { customer: c('C200', 'Shoe Hut', 'North America') },
  { customer: c('C100', 'Alpine Outfitters') },
  { customer: c('C200', 'Shoe Hut', 'Europe') },
  { customer: undefined },
  { customer: null },
  { customer: c('C300', 'Hutton Sports') },
];
const names = (list: readonly Customer[]) => list.map((x) => `${x.id} ${x.name}`);

describe('[001 §5 customer lookup offline] the customers of the orders on the device', () => {
  it.each<[string, string[]]>([
    ['hut', ['C300 Hutton Sports', 'C200 Shoe Hut']],
    ['HUT', ['C300 Hutton Sports', 'C200 Shoe Hut']],
    ['c100', ['C100 Alpine Outfitters']],
    ['  alpine ', ['C100 Alpine Outfitters']],
    ['', []],
    ['   ', []],
    ['nobody', []],
  ])('%j finds %j (by name or id, each customer once, by name)', (typed, expected) => {
    expect(names(knownCustomers(ORDERS, typed))).toEqual(expected);
  });

  it('keeps the latest copy of a customer found on several orders', () => {
    expect(knownCustomers(ORDERS, 'shoe')[0]?.region).toBe('Europe');
  });

  it(`offers at most ${KNOWN_CUSTOMERS_LIMIT}`, () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ customer: c(`K${i}`, `Store ${i}`) }));
    expect(knownCustomers(many, 'store')).toHaveLength(KNOWN_CUSTOMERS_LIMIT);
    expect(knownCustomers(many, 'store', 3)).toHaveLength(3);
  });
});
