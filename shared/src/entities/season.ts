// spec 000 §3 Season with its season sets (embedded; stored as child rows).
import { z } from 'zod';
import {
  ASSORTMENT_METHODS,
  CHANNELS,
  ENTITY_LIMITS as L,
  ORG_TYPES,
  REGIONS,
  idSchema,
  productTypeSchema,
  syncedDocument,
  text,
  uniqueBy,
  yearSchema,
} from './common.ts';
import { ASSORTMENT_STATES } from './assortment.ts';

export const SEASON_STATUSES = ['Live', 'Archived', 'Preparation'] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];

export const seasonSetSchema = z.object({
  id: idSchema,
  shortName: text(64),
  productType: productTypeSchema.optional(),
  region: z.enum(REGIONS).optional(),
  orgType: z.enum(ORG_TYPES).optional(),
  method: z.enum(ASSORTMENT_METHODS).optional(),
  /** PATCH /assortmentSeasons/{seasonId}/{seasonSetId} sends this state (spec 000 §7). */
  state: z.enum(ASSORTMENT_STATES).default('published'),
});
export type SeasonSet = z.infer<typeof seasonSetSchema>;

export const seasonSchema = syncedDocument.extend({
  id: idSchema,
  season: text(L.code),
  year: yearSchema,
  channel: z.enum(CHANNELS),
  previewJpg: text(L.url).optional(),
  sourceFile: text(L.url).optional(),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
  status: z.enum(SEASON_STATUSES).default('Preparation'),
  seasonSets: z
    .array(seasonSetSchema)
    .max(L.seasonSets)
    .refine(...uniqueBy((s: SeasonSet) => s.id, 'season set id'))
    .default([]),
});
export type Season = z.infer<typeof seasonSchema>;
export type SeasonInput = z.input<typeof seasonSchema>;
