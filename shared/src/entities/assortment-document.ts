// spec 000 §3 Assortment document (line sheet, price sheet, tear sheet, spreadsheet, zip)
// and spec 001 §3 "Document create payload".
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  boundedJsonObject,
  emailSchema,
  idSchema,
  isoDateTimeSchema,
  productTypeSchema,
  syncedDocument,
  text,
} from './common.ts';

export const DOCUMENT_TYPES = ['Spreadsheet', 'Zip', 'PDF'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Type/subtype options (spec 000 §3): Linesheet/Pricesheet Condensed or Expanded; Tearsheet
 * With Hero Image or Thumbnails Only; Zip Standard. */
export const DOCUMENT_SUBTYPES = [
  'Linesheet Condensed',
  'Linesheet Expanded',
  'Pricesheet Condensed',
  'Pricesheet Expanded',
  'Tearsheet With Hero Image',
  'Tearsheet Thumbnails Only',
  'Standard',
] as const;

/** Request statuses (spec 001 §3). */
export const REQUEST_STATUSES = ['Pending', 'Success', 'Failed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Settings: heroOnly, small, productFilteringQuery, exportStatus, column toggles, page options. */
export const documentSettingsSchema = z.object({
  heroOnly: z.boolean().optional(),
  small: z.boolean().optional(),
  productFilteringQuery: boundedJsonObject(20_000).optional(),
  exportStatus: text(L.code).optional(),
  /** Column toggles (cost, suggestedRetail, …) by column id. */
  columns: z.record(text(64), z.boolean()).optional(),
  /** Page options (pageNumbers, coverPage, printResolution, …) by option id. */
  pageOptions: z.record(text(64), z.union([z.boolean(), z.number(), text(64)])).optional(),
});
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;

export const assortmentDocumentSchema = syncedDocument.extend({
  id: idSchema,
  kind: z.literal('AssortmentDocument').default('AssortmentDocument'),
  documentType: z.object({
    type: z.enum(DOCUMENT_TYPES),
    subType: z.enum(DOCUMENT_SUBTYPES).optional(),
  }),
  productType: productTypeSchema.optional(),
  settings: documentSettingsSchema.default({}),
  /** The assortment's id. */
  assortment: idSchema,
  filename: text(),
  displayName: text().optional(),
  subject: text().optional(),
  body: text(L.text).optional(),
  recipients: z.array(emailSchema).max(L.list).default([]),
  bccRecipients: z.array(emailSchema).max(L.list).default([]),
  /** The requesting user's code. */
  user: text(L.code),
  status: z.enum(REQUEST_STATUSES).default('Pending'),
  createdDate: isoDateTimeSchema.optional(),
  modifiedDate: isoDateTimeSchema.optional(),
});
export type AssortmentDocument = z.infer<typeof assortmentDocumentSchema>;
export type AssortmentDocumentInput = z.input<typeof assortmentDocumentSchema>;
