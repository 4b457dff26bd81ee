// Wholesale sales reps (spec 001 §3 Order `repNumber`; §7 POST /orders/wof/rep): who sells to
// the demo customers (customers.ts), by region, with one inactive rep and one house account (no
// customer list: every customer of its region). Stored as the `reps` option; the demo wholesale
// orders carry the number of an active rep serving their customer. Decision 0063.
import { repServes, type SalesRep } from '@portal/shared';
import type { SeedCustomer } from './customers.ts';
import { Random } from './random.ts';

const PLAN: readonly Omit<SalesRep, 'name' | 'email' | 'active'>[] = [
  { repNumber: 'R101', region: 'Domestic', customers: ['C-1001', 'C-1002'] },
  { repNumber: 'R102', region: 'Domestic', customers: ['C-1002', 'C-1003'] },
  // Retired: kept for old orders, refused on new ones.
  { repNumber: 'R109', region: 'Domestic', customers: ['C-1001'] },
  { repNumber: 'R201', region: 'Europe', customers: ['C-1004', 'C-1005', 'C-1006'] },
  { repNumber: 'R301', region: 'Canada', customers: ['C-1007', 'C-1008'] },
  { repNumber: 'R900', region: 'Domestic', customers: [] },
];

function buildReps(): SalesRep[] {
  const rng = new Random('reps');
  return PLAN.map((plan) => {
    const f = rng.faker();
    const name =
      plan.repNumber === 'R900'
        ? 'House Accounts'
        : `${f.person.firstName()} ${f.person.lastName()}`;
    return {
      ...plan,
      customers: [...plan.customers],
      name,
      email: `${plan.repNumber.toLowerCase()}@reps.example.com`,
      active: plan.repNumber !== 'R109',
    };
  });
}

export const SEED_REPS: readonly SalesRep[] = buildReps();

/** The active reps who may write an order for the customer (never empty for a demo customer). */
export function repsFor(customer: SeedCustomer): readonly SalesRep[] {
  return SEED_REPS.filter(
    (r) =>
      r.active &&
      (r.region === undefined || r.region === customer.region) &&
      repServes(r, customer),
  );
}
