// The rep check of a wholesale order (spec 001 §3 Order `repNumber`, `repNumber2`; §7 POST
// /orders/wof/rep "rep validation payload; errors throw the response data"). The spec names the
// call, not its rule; ours (decision 0063): a rep number must be on file, the rep active, selling
// in the order's region and serving its customer; a second rep follows the same rule and may not
// repeat the first. The server answers the refusal's message, which the client shows as is.
import type { Customer, SalesRep } from '../entities/customer.ts';

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The rep with this number (case-blind), if on file. */
export function findRep(reps: readonly SalesRep[], repNumber: string): SalesRep | undefined {
  return reps.find((r) => same(r.repNumber, repNumber));
}

/**
 * Whether the rep serves the customer: listed among the rep's customers, or, for a rep with no
 * list (a house account), any customer of the rep's region.
 *
 * @example repServes({ repNumber: 'R900', region: 'Domestic', customers: [] , … }, { id: 'C-1', region: 'Domestic' }) // true
 */
export function repServes(rep: SalesRep, customer: Pick<Customer, 'id' | 'region'>): boolean {
  if (rep.customers.length > 0) return rep.customers.some((id) => same(id, customer.id));
  return (
    rep.region === undefined || customer.region === undefined || same(rep.region, customer.region)
  );
}

export interface RepCheckRequest {
  readonly repNumber: string;
  readonly repNumber2?: string | undefined;
  /** The order's customer, as found (id, name, region). */
  readonly customer?: Pick<Customer, 'id' | 'name' | 'region'> | undefined;
  readonly region?: string | undefined;
}

export type RepCheck =
  | { readonly ok: true; readonly rep: SalesRep; readonly rep2?: SalesRep }
  | {
      readonly ok: false;
      /** 404: no such rep; 422: the rep may not take this order. */
      readonly status: 404 | 422;
      readonly message: string;
    };

type One = { ok: true; rep: SalesRep } | { ok: false; status: 404 | 422; message: string };

function checkOne(reps: readonly SalesRep[], repNumber: string, request: RepCheckRequest): One {
  const number = repNumber.trim().toUpperCase();
  const rep = findRep(reps, number);
  if (!rep) return { ok: false, status: 404, message: `Rep number ${number} is not on file` };
  const who = `Rep ${rep.repNumber} (${rep.name})`;
  if (!rep.active) return { ok: false, status: 422, message: `${who} is no longer active` };
  const region = request.region ?? request.customer?.region;
  if (region !== undefined && rep.region !== undefined && !same(rep.region, region))
    return { ok: false, status: 422, message: `${who} does not sell in ${region}` };
  const customer = request.customer;
  if (customer && !repServes(rep, customer))
    return {
      ok: false,
      status: 422,
      message: `${who} does not serve ${customer.name} (${customer.id})`,
    };
  return { ok: true, rep };
}

/** The rep check of 001 §7 `/orders/wof/rep`: the first refusal, else the reps found. */
export function checkReps(reps: readonly SalesRep[], request: RepCheckRequest): RepCheck {
  const first = checkOne(reps, request.repNumber, request);
  if (!first.ok) return first;
  if (request.repNumber2 === undefined || request.repNumber2.trim() === '') return first;
  if (same(request.repNumber2, request.repNumber))
    return { ok: false, status: 422, message: 'The second rep number repeats the first' };
  const second = checkOne(reps, request.repNumber2, request);
  if (!second.ok) return second;
  return { ok: true, rep: first.rep, rep2: second.rep };
}
