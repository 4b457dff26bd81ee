// spec 000 §3 Import row: a spreadsheet row in the import grid with its validation outcome.
import { z } from 'zod';
import { ENTITY_LIMITS as L, text } from './common.ts';

export const ERROR_SEVERITIES = ['critical', 'warning'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/** Spreadsheets this wide are refused before they reach the grid. */
export const IMPORT_MAX_COLUMNS = 200;

export const importRowErrorSchema = z.object({
  errorMessage: text(L.text),
  /** e.g. stylecolor, duplicate, duplicateSoft, already, notblank (spec 000 §5). */
  errorType: text(L.code),
  errorSeverity: z.enum(ERROR_SEVERITIES),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importRowSchema = z.object({
  /** The original cell values by column id, as read from the file. */
  origdata: z
    .record(text(L.name), z.union([z.string().max(L.text), z.number(), z.boolean(), z.null()]))
    .refine((r) => Object.keys(r).length <= IMPORT_MAX_COLUMNS, {
      message: `more than ${IMPORT_MAX_COLUMNS} columns`,
    }),
  error: importRowErrorSchema.nullable().default(null),
  changed: z.boolean().default(false),
});
export type ImportRow = z.infer<typeof importRowSchema>;
