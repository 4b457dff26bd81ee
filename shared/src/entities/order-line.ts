// spec 001 §3 Order line and Wholesale order line; embedded in their order, stored as rows.
import { z } from 'zod';
import { LINE_STATUSES } from '../orders/enums.ts';
import {
  ENTITY_LIMITS as L,
  SIDES,
  colorSchema,
  discountPercentSchema,
  idSchema,
  isoDateSchema,
  moneySchema,
  productTypeSchema,
  quantitySchema,
  styleSchema,
  text,
} from './common.ts';
import { SIZE_PREFERENCES } from './values.ts';

// Plain list shared with constants.ts: defined in values.ts (no zod), re-exported here.
export { SIZE_PREFERENCES, type SizePreference } from './values.ts';

const sizeSchema = text(16);

/** Wholesale line fields (spec 001 §3 Wholesale order line); absent on sample and promo lines. */
export const wholesaleLineFields = {
  unitPrice: moneySchema.optional(),
  /** Prices keyed by country, then by currency code (minor units of that currency). */
  prices: z.record(text(L.code), z.record(z.string().regex(/^[A-Z]{3}$/), moneySchema)).optional(),
  packCode: z
    .string()
    .max(16)
    .regex(/^[A-Z0-9]*$/)
    .optional(),
  /** Units per size. */
  sizes: z.record(sizeSchema, quantitySchema).optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  daysOut: z.number().int().min(0).max(3_660).optional(),
  discount: discountPercentSchema.optional(),
  divisionId: text(L.code).optional(),
  reduced: z.boolean().optional(),
};

export const orderLineSchema = z.object({
  id: idSchema,
  style: styleSchema,
  color: colorSchema,
  status: z.enum(LINE_STATUSES).default('PENDING'),
  source: text(L.code).optional(),
  size: sizeSchema.optional(),
  side: z.enum(SIDES).optional(),
  quantity: quantitySchema.optional(),
  shipper: text(L.code).optional(),
  tracking: text().optional(),
  trackingUrl: text(L.url).optional(),
  term: text(L.code).optional(),
  returnType: text(L.code).optional(),
  sizePreference: z.enum(SIZE_PREFERENCES).optional(),
  division: text(L.code).optional(),
  productType: productTypeSchema.optional(),
  availability: z
    .array(z.object({ size: sizeSchema, date: isoDateSchema.optional() }))
    .max(L.availability)
    .default([]),
  warehouse: text(L.code).optional(),
  ...wholesaleLineFields,
});
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderLineInput = z.input<typeof orderLineSchema>;
