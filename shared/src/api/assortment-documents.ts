// REST shapes of an assortment's documents made on request (spec 000 §7 "Documents": POST
// /assortment-documents/{xlsx|pdf}, binary; "Assortment REST shapes": GET
// /assortments/zip/images/{small}/{heroOnly}/{id}, binary). The bodies carry the assortment's
// id and the export screen's choices (assortments/export-options.ts); a choice left out takes
// the screen's default for the assortment's product type and status (restoreExportOptions).
import { z } from 'zod';
import { PAGE_OPTION_FLAGS, PDF_KINDS, PDF_SUBTYPES } from '../assortments/export-options.ts';
import { EXPORT_TOGGLE_COLUMNS } from '../export/export-columns.ts';
import { pathIdSchema } from './common.ts';

const TOGGLE_IDS = EXPORT_TOGGLE_COLUMNS.map((c) => c.id) as [string, ...string[]];

/** Column toggles by id (spec 000 §3); ones the assortment's product type lacks are dropped. */
const togglesSchema = z.array(z.enum(TOGGLE_IDS)).max(EXPORT_TOGGLE_COLUMNS.length);

/** spec 000 §3 page options, each optional. */
const pageOptionsSchema = z
  .object({
    ...(Object.fromEntries(PAGE_OPTION_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
      (typeof PAGE_OPTION_FLAGS)[number],
      z.ZodOptional<z.ZodBoolean>
    >),
    printResolution: z.enum(['screen', 'print']).optional(),
  })
  .strict();

export const assortmentXlsxRequestSchema = z
  .object({
    id: pathIdSchema,
    toggles: togglesSchema.optional(),
    /** includeImages: the 40x40 thumbnail column (spec 000 §9). */
    page: z.object({ includeImages: z.boolean().optional() }).strict().optional(),
  })
  .strict()
  .meta({ id: 'AssortmentXlsxRequest' });
export type AssortmentXlsxRequest = z.output<typeof assortmentXlsxRequestSchema>;

export const assortmentPdfRequestSchema = z
  .object({
    id: pathIdSchema,
    pdfKind: z.enum(PDF_KINDS as [string, ...string[]]).optional(),
    /** One of the kind's subtypes (spec 000 §3); the kind's first when left out. */
    pdfSubType: z.string().max(40).optional(),
    page: pageOptionsSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.pdfSubType === undefined) return;
    const kind = (body.pdfKind ?? 'Linesheet') as keyof typeof PDF_SUBTYPES;
    const subTypes: readonly string[] = PDF_SUBTYPES[kind];
    if (!subTypes.includes(body.pdfSubType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pdfSubType'],
        message: `${kind} has the subtypes ${subTypes.join(', ')}`,
      });
    }
  })
  .meta({ id: 'AssortmentPdfRequest' });
export type AssortmentPdfRequest = z.output<typeof assortmentPdfRequestSchema>;

const flag = z.enum(['true', 'false']);

/** GET /assortments/zip/images/{small}/{heroOnly}/{id}: 'true' or 'false' each. */
export const assortmentZipImagesParamsSchema = z.object({
  small: flag,
  heroOnly: flag,
  id: pathIdSchema,
});
