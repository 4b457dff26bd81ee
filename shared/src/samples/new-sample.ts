// The form of a new sample (spec 001 §7 POST /sampleInventory; §5 required fields): the
// library's required fields must be given (a blank one is a "required" field problem, and the
// form shows §8's 'Status, Side, Quantity, and Bin are Required' variant), size and gender may
// be. The rest of a sample is edited in the grid afterwards. Built from SAMPLE_REQUIRED_FIELDS,
// so the form, the grid and the server agree on one list.
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  SIDES,
  colorSchema,
  idSchema,
  quantitySchema,
  styleSchema,
  text,
} from '../entities/common.ts';
import type { SampleLibrary } from '../entities/values.ts';
import { SAMPLE_REQUIRED_FIELDS } from './required.ts';

/** The fields the New Sample form asks for, in the order it shows them. */
export const NEW_SAMPLE_FIELDS = {
  Production: ['division', 'style', 'color', 'side', 'size', 'status', 'gender', 'totalQty', 'bin'],
  Sales: [
    'division',
    'style',
    'color',
    'side',
    'size',
    'status',
    'gender',
    'totalQty',
    'region',
    'aisle',
    'direction',
    'level',
  ],
} as const satisfies Record<SampleLibrary, readonly string[]>;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text(max).optional(),
  );
const requiredCode = z.string().trim().min(1).max(L.code);

function fieldSchema(field: string, required: boolean): z.ZodType {
  switch (field) {
    case 'style':
      return styleSchema;
    case 'color':
      return colorSchema;
    case 'side':
      return required ? z.enum(SIDES) : z.enum(SIDES).optional();
    case 'totalQty':
      return required ? quantitySchema : quantitySchema.optional();
    case 'size':
      return optionalText(16);
    default:
      return required ? requiredCode : optionalText(L.code);
  }
}

/**
 * The zod schema of the New Sample form of a library: `id`, `library` and the form's fields.
 *
 * @example newSampleSchema('Production').safeParse({ id: 'x', library: 'Production' }).success // false
 */
export function newSampleSchema(library: SampleLibrary) {
  const required = new Set<string>(SAMPLE_REQUIRED_FIELDS[library]);
  const shape: Record<string, z.ZodType> = {
    id: idSchema,
    _deleted: z.boolean().optional(),
    library: z.literal(library),
  };
  for (const field of NEW_SAMPLE_FIELDS[library])
    shape[field] = fieldSchema(field, required.has(field));
  return z.object(shape);
}
