// What a submit checks against the server's own data (spec 001 §5 "Unavailable items are
// rejected on submit. Submit errors are listed as 'style/color: message' or just the message"):
// the availability of the sample and promo lines asking for Inventory, from the server's
// catalogue at the order's location within the 45-day window (decision 0073), and the rep
// numbers of a wholesale order with the rule of POST /orders/wof/rep (shared `checkReps`,
// decision 0063) — so an order taken offline, whose rep the dialog could not check, is judged
// when it arrives.
import {
  availabilityByProduct,
  checkReps,
  orderLocationCode,
  salesRepSchema,
  unavailableLines,
  type AvailabilityLine,
  type AvailabilityProduct,
  type Customer,
  type LocatedOrder,
} from '@portal/shared';
import type { Doc } from '../../db/mapping/index.ts';
import { findCustomer, optionList, wholesaleCustomers } from '../../routes/orders-wof.ts';
import { orderProducts } from '../order-products.ts';
import type { CommandContext } from './executor.ts';

/** 'style/color: message' for each live line asking for a size the catalogue has not got. */
export async function unavailableLineErrors(
  ctx: CommandContext,
  order: Doc,
  lines: readonly AvailabilityLine[],
): Promise<string[]> {
  // Wholesale lines order future deliveries by their start dates; the spec's window and
  // location are the sample and promo search's (001 §9), so only those are judged here.
  if (order.type === 'wholesale') return [];
  const asking = lines.filter((l) => l.source === 'Inventory');
  if (asking.length === 0) return [];
  const products = [...(await orderProducts(ctx.tx, asking)).values()];
  const availability = availabilityByProduct(
    products as unknown as AvailabilityProduct[],
    orderLocationCode(order as LocatedOrder),
    ctx.now.toISOString().slice(0, 10),
  );
  // The catalogue's ids may differ in case from the line's: key by the line's own spelling.
  const byLine = Object.fromEntries(
    asking.flatMap((l) => {
      const key = Object.keys(availability).find(
        (k) => k.toUpperCase() === `${l.style}_${l.color}`.toUpperCase(),
      );
      return key ? [[`${l.style}_${l.color}`, availability[key]!]] : [];
    }),
  );
  return unavailableLines(asking, byLine).map((u) => u.text);
}

/** The rep refusal of a wholesale order (one message), or null; an order without a rep: null. */
export async function repError(ctx: CommandContext, order: Doc): Promise<string | null> {
  if (order.type !== 'wholesale') return null;
  const repNumber = typeof order.repNumber === 'string' ? order.repNumber.trim() : '';
  const repNumber2 = typeof order.repNumber2 === 'string' ? order.repNumber2.trim() : '';
  if (repNumber === '' && repNumber2 === '') return null;
  if (repNumber === '') return 'The second rep number needs a first one';
  const stored = order.customer as Customer | undefined;
  const region = typeof order.region === 'string' ? order.region : stored?.region;
  // The customer as the server holds it (the route's lookup), else as the order stored it.
  const customer = stored?.id
    ? (findCustomer(await wholesaleCustomers(ctx.tx), stored.id, region) ?? stored)
    : undefined;
  const reps = await optionList(ctx.tx, 'reps', salesRepSchema);
  const check = checkReps(reps, {
    repNumber,
    ...(repNumber2 ? { repNumber2 } : {}),
    customer,
    region,
  });
  return check.ok ? null : check.message;
}
