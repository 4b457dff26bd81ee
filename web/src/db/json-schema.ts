// Turns a shared zod entity schema into the JSON schema of an RxDB collection (STACK-NOTES §4):
// draft-7 (RxDB validates with ajv in dev mode), a top-level object (a discriminated union is
// merged into one object), open JSON values as "anything", `_deleted` left to RxDB, and the
// fields an index uses made required and bounded (DXE1, SC34, SC35).
import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SCHEMA_VALUES = new Set([
  'items',
  'additionalProperties',
  'propertyNames',
  'not',
  'contains',
]);
/** Keywords RxDB refuses below the top level (SC7) or ajv's draft-7 does not know. */
const DROPPED = new Set(['$ref', '$schema', 'definitions', '$defs', 'default']);

/**
 * A schema node cleaned for RxDB: zod's open-JSON `$ref`s become "anything" (their
 * definitions are dropped), defaults go (zod applies them before a document is written).
 */
function clean(node: unknown): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const obj = node as JsonSchema;
  if ('$ref' in obj) return {};
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(obj)) {
    if (DROPPED.has(key)) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([k, v]) => [k, clean(v)]),
      );
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(clean);
    else if (SCHEMA_VALUES.has(key)) out[key] = clean(value);
    else out[key] = value;
  }
  return out;
}

/** The object schema of a zod schema: properties and required fields. */
export function objectSchemaOf(schema: z.ZodType): {
  properties: Record<string, JsonSchema>;
  required: string[];
} {
  const json = clean(
    z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }),
  ) as JsonSchema;
  const variants = (json.oneOf ?? json.anyOf) as JsonSchema[] | undefined;
  if (!variants) {
    return {
      properties: { ...(json.properties as Record<string, JsonSchema>) },
      required: [...((json.required as string[] | undefined) ?? [])],
    };
  }
  // A discriminated union (sample inventory Production | Sales): every variant's fields, the
  // ones all variants require stay required, the discriminator becomes an enum.
  const properties: Record<string, JsonSchema> = {};
  const requiredSets = variants.map((v) => new Set((v.required as string[] | undefined) ?? []));
  for (const variant of variants) {
    for (const [name, prop] of Object.entries(variant.properties as Record<string, JsonSchema>)) {
      const existing = properties[name];
      if (existing && 'const' in existing && 'const' in prop && existing.const !== prop.const) {
        properties[name] = { type: 'string', enum: [existing.const, prop.const] };
      } else if (existing && Array.isArray(existing.enum) && 'const' in prop) {
        properties[name] = { ...existing, enum: [...(existing.enum as unknown[]), prop.const] };
      } else if (!existing) properties[name] = prop;
    }
  }
  const required = [...(requiredSets[0] ?? [])].filter((f) => requiredSets.every((s) => s.has(f)));
  return { properties, required };
}

/** Bounds an indexed field the way RxDB's Dexie storage needs it. */
export function boundIndexField(prop: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...prop };
  if (out.type === 'string' || typeof out.const === 'string' || Array.isArray(out.enum)) {
    if (out.const !== undefined && out.enum === undefined) out.enum = [out.const];
    delete out.const;
    out.type = 'string';
    if (typeof out.maxLength !== 'number') {
      const values = (out.enum as string[] | undefined) ?? [];
      out.maxLength = Math.max(1, ...values.map((v) => v.length));
    }
    delete out.format;
    delete out.pattern;
  } else if (out.type === 'integer' || out.type === 'number') {
    out.type = 'integer';
    out.multipleOf = 1;
    if (typeof out.minimum !== 'number') out.minimum = 0;
    if (typeof out.maximum !== 'number') out.maximum = Number.MAX_SAFE_INTEGER;
  }
  return out;
}
