// A pull page as lines (`format=lines`), for the catalogue's sync: a device stores each product
// as the JSON text it came in, beside the keys its indexes need, without parsing it
// (docs/decisions/0025-catalogue-stored-as-text.md).
//
//   line 1:  the page's header: {"checkpoint":…,"scope":…,"reset":…,"more":…,"count":…}
//   line 2…: [id,_deleted,seq,productType,style,name,createdDate,division,gender] TAB document
//
// JSON text never holds a raw newline or tab (both are escaped inside strings), so the lines
// split without parsing the documents.
import { z } from 'zod';
import { checkpointSchema, type PullResponse } from './protocol.ts';

/** The document fields every line carries in front of its text, in this order. */
export const PULL_LINE_KEYS = [
  'id',
  '_deleted',
  'seq',
  'productType',
  'style',
  'name',
  'createdDate',
  'division',
  'gender',
] as const;
export type PullLineKey = (typeof PULL_LINE_KEYS)[number];

export const PULL_LINES_MEDIA_TYPE = 'application/x-portal-pull-lines';
export const PULL_LINES_CONTENT_TYPE = `${PULL_LINES_MEDIA_TYPE}; charset=utf-8`;

/** What a JSON page says besides its documents, and how many lines follow. */
export type PullLinesHeader = Omit<PullResponse<never>, 'documents'> & { readonly count: number };

const headerSchema = z.object({
  checkpoint: checkpointSchema,
  scope: z.string(),
  reset: z.boolean(),
  more: z.boolean(),
  remaining: z.number().int().min(0).optional(),
  count: z.number().int().min(0),
});

/** One document of a lines page: its keys, and its JSON text untouched. */
export interface PulledLine {
  readonly id: string;
  readonly deleted: boolean;
  readonly seq: string | null;
  /** The remaining keys (productType … gender), each a string or null when absent. */
  readonly keys: Readonly<Record<Exclude<PullLineKey, 'id' | '_deleted' | 'seq'>, string | null>>;
  readonly json: string;
}

export interface PullLinesPage extends PullLinesHeader {
  readonly lines: PulledLine[];
}

export class PullLinesError extends Error {
  constructor(message: string) {
    super(`Malformed pull page: ${message}`);
    this.name = 'PullLinesError';
  }
}

/** The keys in front of a document's line, as the server writes them from the document. */
export function lineKeysOf(doc: Readonly<Record<string, unknown>>): unknown[] {
  return PULL_LINE_KEYS.map((key) => doc[key] ?? null);
}

/** A document as one line (without its newline). */
export function formatPullLine(doc: Readonly<Record<string, unknown>>): string {
  return `${JSON.stringify(lineKeysOf(doc))}\t${JSON.stringify(doc)}`;
}

/** The header line of a page. */
export function formatPullLinesHeader(header: PullLinesHeader): string {
  return JSON.stringify(header);
}

const optionalText = (value: unknown, line: number, key: string): string | null => {
  if (value === null || typeof value === 'string') return value;
  throw new PullLinesError(`line ${line}: ${key} is neither text nor null`);
};

/** Where each key stands in a line's key array (read by name, so the order lives in one place). */
const AT = Object.fromEntries(PULL_LINE_KEYS.map((key, i) => [key, i])) as Record<
  PullLineKey,
  number
>;

function parseLine(text: string, start: number, end: number, line: number): PulledLine {
  const tab = text.indexOf('\t', start);
  if (tab < 0 || tab >= end) throw new PullLinesError(`line ${line} has no tab`);
  let keys: unknown;
  try {
    keys = JSON.parse(text.slice(start, tab));
  } catch {
    throw new PullLinesError(`line ${line}: its keys are not JSON`);
  }
  if (!Array.isArray(keys) || keys.length !== PULL_LINE_KEYS.length)
    throw new PullLinesError(`line ${line}: expected ${PULL_LINE_KEYS.length} keys`);
  const id: unknown = keys[AT.id];
  const deleted: unknown = keys[AT._deleted];
  if (typeof id !== 'string' || id === '') throw new PullLinesError(`line ${line}: no id`);
  if (typeof deleted !== 'boolean') throw new PullLinesError(`line ${line}: _deleted`);
  const json = text.slice(tab + 1, end);
  if (json[0] !== '{' || json[json.length - 1] !== '}')
    throw new PullLinesError(`line ${line}: the document is not a JSON object`);
  const textAt = (key: PullLineKey) => optionalText(keys[AT[key]], line, key);
  return {
    id,
    deleted,
    seq: textAt('seq'),
    keys: {
      productType: textAt('productType'),
      style: textAt('style'),
      name: textAt('name'),
      createdDate: textAt('createdDate'),
      division: textAt('division'),
      gender: textAt('gender'),
    },
    json,
  };
}

/** A page's text split into its header and lines; the documents themselves stay text. */
export function parsePullLines(text: string): PullLinesPage {
  const first = text.indexOf('\n');
  const headEnd = first < 0 ? text.length : first;
  let head: unknown;
  try {
    head = JSON.parse(text.slice(0, headEnd));
  } catch {
    throw new PullLinesError('the header is not JSON');
  }
  const parsed = headerSchema.safeParse(head);
  if (!parsed.success) throw new PullLinesError('the header lacks a checkpoint or flags');
  const header = parsed.data as PullLinesHeader;
  const lines: PulledLine[] = [];
  let at = headEnd + 1;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    lines.push(parseLine(text, at, end, lines.length + 2));
    at = end + 1;
  }
  if (lines.length !== header.count)
    throw new PullLinesError(`${lines.length} lines where the header says ${header.count}`);
  return { ...header, lines };
}
