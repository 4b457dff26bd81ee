// spec 000 §3 Display group: a titled group of styles inside an assortment (showroom and line
// sheets). Stored as child rows of the assortment and embedded in the assortment document.
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  colorSchema,
  idSchema,
  productTypeSchema,
  styleSchema,
  text,
} from './common.ts';

/** Fallback group for styles in no group (spec 000 §3: locked, always open, sorted last). */
export const UNCATEGORIZED_GROUP_TITLE = 'Uncategorized';

export const customContentSchema = z.object({
  html: text(L.html).optional(),
  previewJpg: text(L.url).optional(),
  sourceFile: text(L.url).optional(),
});
export type CustomContent = z.infer<typeof customContentSchema>;

export const displayGroupStyleSchema = z.object({
  displayGroup: text(),
  style: styleSchema,
  color: colorSchema.optional(),
  productType: productTypeSchema.optional(),
  origIndex: z.number().int().min(0).max(L.assortmentProducts).optional(),
  colors: z.array(colorSchema).max(L.list).default([]),
});
export type DisplayGroupStyle = z.infer<typeof displayGroupStyleSchema>;

export const displayGroupSchema = z.object({
  id: idSchema,
  index: z.number().int().min(0).max(L.displayGroups),
  title: text(),
  openState: z.boolean().default(false),
  alwaysOpen: z.boolean().default(false),
  contentTab: text(L.code).optional(),
  locked: z.boolean().default(false),
  styles: z.array(displayGroupStyleSchema).max(L.assortmentProducts).default([]),
  customContent: customContentSchema.optional(),
});
export type DisplayGroup = z.infer<typeof displayGroupSchema>;
