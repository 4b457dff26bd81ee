// REST shapes of the order lookups of spec 001 §7 "Orders": GET /shippers/usps/citystate/{zip}
// (city and state from a ZIP), POST /shippers/ups/confirm (address validation), GET
// /orders/{type}/{subtype}/accounts/address/{value} (address lookup) and GET
// /orders/{type}/{subtype}/year/{requesterCode}/{productType} (year lookup). The spec names the
// calls without their bodies or answers; decision 0060 records the shapes chosen here.
import { z } from 'zod';
import { ENTITY_LIMITS as L, productTypeSchema } from '../entities/common.ts';
import { orderAddressSchema } from '../entities/order.ts';
import { safeText } from './common.ts';

/** A US ZIP code: 5 digits, or ZIP+4 with or without the hyphen ('90210-1234', '902101234'). */
export const US_ZIP_PATTERN = /^(\d{5})(?:-?(\d{4}))?$/;

export const usZipSchema = z
  .string()
  .trim()
  .regex(US_ZIP_PATTERN, 'must be a US ZIP code: 5 digits or ZIP+4')
  .meta({ id: 'UsZip', example: '90210-1234' });

/** The 5-digit ZIP and the +4 part of a ZIP the pattern accepts; null for anything else. */
export function splitUsZip(text: string): { zip: string; zip4?: string } | null {
  const match = US_ZIP_PATTERN.exec(text.trim());
  if (!match) return null;
  return match[2] ? { zip: match[1]!, zip4: match[2] } : { zip: match[1]! };
}

/** GET /shippers/usps/citystate/{zip} path. */
export const cityStateParamsSchema = z.object({ zip: usZipSchema });

/** A ZIP's city and state as the USPS table has them (state as its two-letter code). */
export const cityStateSchema = z
  .object({
    zip: z.string().regex(/^\d{5}$/),
    zip4: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    city: z.string(),
    state: z.string().regex(/^[A-Z]{2}$/),
    stateName: z.string(),
  })
  .meta({ id: 'CityState' });
export type CityState = z.infer<typeof cityStateSchema>;

export const cityStateAnswerSchema = z
  .object({ data: cityStateSchema })
  .meta({ id: 'CityStateAnswer' });

/**
 * POST /shippers/ups/confirm body: a US address. City and state may be left out (the answer
 * then suggests them); a country other than US is refused (the table is the USPS one).
 */
export const addressConfirmSchema = z
  .object({
    name: safeText(L.name).optional(),
    line1: safeText(L.name).optional(),
    line2: safeText(L.name).optional(),
    city: safeText(L.name).optional(),
    state: safeText(L.code).optional(),
    zip: usZipSchema,
    country: z
      .string()
      .trim()
      .regex(/^(US|USA)$/i, 'only US addresses can be confirmed')
      .optional(),
  })
  .meta({ id: 'AddressConfirm' });
export type AddressConfirm = z.input<typeof addressConfirmSchema>;

/** The address parts a confirmation compares. */
export const ADDRESS_CHECKED_FIELDS = ['zip', 'city', 'state'] as const;
export type AddressCheckedField = (typeof ADDRESS_CHECKED_FIELDS)[number];

/**
 * The confirmation: `valid` when the ZIP is in the table and the city and state sent are its
 * own; `mismatches` names what is unknown, missing or different; `suggestion` is the ZIP's
 * city and state when the ZIP is known and they differ; `address` is what was sent, trimmed,
 * with the ZIP as 5 digits (or ZIP+4 with a hyphen), the state code uppercased and country US.
 */
export const addressConfirmationSchema = z
  .object({
    valid: z.boolean(),
    mismatches: z.array(z.enum(ADDRESS_CHECKED_FIELDS)),
    address: orderAddressSchema,
    suggestion: cityStateSchema.optional(),
  })
  .meta({ id: 'AddressConfirmation' });
export type AddressConfirmation = z.infer<typeof addressConfirmationSchema>;

export const addressConfirmAnswerSchema = z
  .object({ data: addressConfirmationSchema })
  .meta({ id: 'AddressConfirmAnswer' });

/** GET …/accounts/address/{value} path: the account (customer id) whose addresses are wanted. */
export const accountAddressParamsSchema = z.object({ value: safeText(L.code, 1) });

/** The account's ship-to addresses, most recently used first. */
export const accountAddressesAnswerSchema = z
  .object({ data: z.array(orderAddressSchema) })
  .meta({ id: 'AccountAddresses' });

/** GET …/year/{requesterCode}/{productType} path. */
export const orderYearParamsSchema = z.object({
  requesterCode: safeText(L.code, 1),
  productType: productTypeSchema,
});

/** Its query: the calendar year (default: the current one in the default timezone, 001 §9). */
export const orderYearQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/**
 * The requester's orders of the path's kind and product type requested in a calendar year
 * (America/Los_Angeles, 001 §9), among the orders the caller may see: orders out of DRAFT and
 * not CANCELED, their live lines (not Deleted or DENIED) and those lines' units.
 */
export const orderYearSchema = z
  .object({
    year: z.number().int(),
    requesterCode: z.string(),
    productType: productTypeSchema,
    /** The year's first instant and the next year's first instant (ISO, UTC). */
    from: z.string(),
    to: z.string(),
    orders: z.number().int().min(0),
    lines: z.number().int().min(0),
    units: z.number().int().min(0),
  })
  .meta({ id: 'OrderYear' });
export type OrderYear = z.infer<typeof orderYearSchema>;

export const orderYearAnswerSchema = z
  .object({ data: orderYearSchema })
  .meta({ id: 'OrderYearAnswer' });
