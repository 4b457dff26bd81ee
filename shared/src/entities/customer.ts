// spec 001 §3 Customer and location, currency entry; spec 000 §3 Other (entity types).
import { z } from 'zod';
import { ENTITY_LIMITS as L, codeSchema, discountPercentSchema, text, textList } from './common.ts';

/** Currency entry: defaults 2 decimals and '$' (spec 001 §9). */
export const currencySchema = z.object({
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  decimalPlaces: z.number().int().min(0).max(4).default(2),
  currencySymbol: text(8).default('$'),
});
export type Currency = z.infer<typeof currencySchema>;

export const locationSchema = z.object({
  code: codeSchema,
  name: text(),
  currencySymbol: text(8).default('$'),
  decimalPlaces: z.number().int().min(0).max(4).default(2),
});
export type LocationEntry = z.infer<typeof locationSchema>;

export const ENTITY_TYPES = ['Domestic', 'Subsidiary', 'Joint Venture', 'Franchise'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const customerDefaultSchema = z.object({
  store: text(L.code).optional(),
  division: text(L.code).optional(),
  discountPercentage: discountPercentSchema.optional(),
  term: text(L.code).optional(),
});

export const termInfoSchema = z.object({
  code: text(L.code),
  description: text(),
});
export type TermInfo = z.infer<typeof termInfoSchema>;

export const customerSchema = z.object({
  id: codeSchema,
  name: text(),
  currency: currencySchema.optional(),
  address: z.object({ country: text(L.code).optional() }).optional(),
  defaults: z.array(customerDefaultSchema).max(L.list).default([]),
  termsInfo: z.array(termInfoSchema).max(L.list).default([]),
  stores: textList(L.code, 1_000).default([]),
  region: text(L.code).optional(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * A wholesale sales rep (001 §3 Order `repNumber`, `repNumber2`; the spec names the rep number
 * and its validation call, not the rep): the number orders carry, the region the rep sells in
 * and the customer ids the rep serves (empty: every customer of the region, a house account).
 * An inactive rep is kept for old orders and refused on new ones. Decision 0063.
 */
export const salesRepSchema = z.object({
  repNumber: z.string().regex(/^[A-Z0-9]{1,16}$/),
  name: text(),
  email: text(254).optional(),
  region: text(L.code).optional(),
  customers: textList(L.code, 1_000).default([]),
  active: z.boolean().default(true),
});
export type SalesRep = z.infer<typeof salesRepSchema>;
