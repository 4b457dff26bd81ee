// Previews and facts of a stored file (issue scope 6; spec 000 §3 library file: previewJpg,
// thumbnail, dimensions, fileSize; decision 0043). `makePreviews(store, key)` works on any
// blob key: the upload complete call runs it, and so can a backfill. Results live beside the
// file's own namespace, under keys derived from it:
//   previews/{key}/preview.jpg, previews/{key}/thumb.jpg   the rendered JPGs
//   previews/{key}/facts.json                              the FilePreviews answer
//   file-hashes/{sha256 hex}/{key}                         an empty marker: files by content
//   file-icons/{kind}-{ext}.jpg                            shared type icons (icons.ts)
// Never throws for the file's content: a refused, broken or slow file gets the type icon and
// a logged reason. Only the store failing (or the key having no blob) throws.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { filePreviewsSchema, type FilePreviews, type PreviewKind } from '@portal/shared';
import { keyProblem, streamChunks, type BlobHead, type BlobStore } from '../blobs/store.ts';
import { ICON_SIZE, ensureIcon } from './icons.ts';
import { renderImage, renderPdf, renderVideo, type RenderLimits, type Rendered } from './render.ts';
import { toolAvailable } from './tools.ts';

export interface PreviewOptions extends Partial<RenderLimits> {
  /** Bytes above which a file is not copied out to be rendered (it gets the icon). */
  readonly maxSourceBytes?: number;
  /** Where reasons for an icon go; default console.warn. */
  readonly log?: (message: string) => void;
  /** Render again even when facts for the same ETag exist. */
  readonly force?: boolean;
}

export const PREVIEW_DEFAULTS = {
  // 100 megapixels: a 12,000 × 8,000 print file passes; its RGB decode stays near 300 MB.
  limitInputPixels: 100_000_000,
  timeoutMs: 20_000,
  maxSourceBytes: 2 * 1024 ** 3,
  pdftoppm: 'pdftoppm',
  ffmpeg: 'ffmpeg',
} as const;

export const previewKeys = (key: string) => ({
  preview: `previews/${key}/preview.jpg`,
  thumbnail: `previews/${key}/thumb.jpg`,
  facts: `previews/${key}/facts.json`,
});
export const contentHashKey = (sha256: string, key: string): string =>
  `file-hashes/${sha256}/${key}`;

const IMAGE_EXT = /\.(jpe?g|png|gif|webp|tiff?|avif|svg)$/i;
const VIDEO_EXT = /\.(mp4|m4v|mov|webm|mkv|avi|mpe?g)$/i;

/** The file's kind from its content type, else its extension. Photoshop files are 'other'. */
export function previewKind(key: string, contentType: string): PreviewKind {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf' || /\.pdf$/i.test(key)) return 'pdf';
  if ((type.startsWith('image/') && !type.includes('photoshop')) || IMAGE_EXT.test(key))
    return 'image';
  if (type.startsWith('video/') || VIDEO_EXT.test(key)) return 'video';
  return 'other';
}

/** Our stores' ETag is the base64url SHA-256 (store.ts); an S3 multipart ETag is not. */
function sha256OfEtag(etag: string): string | null {
  const m = /^"([A-Za-z0-9_-]{43})"$/.exec(etag);
  return m ? Buffer.from(m[1]!, 'base64url').toString('hex') : null;
}

/** Streams the blob once: into `target` when given, hashing as it goes. */
async function readOut(store: BlobStore, key: string, target?: string): Promise<string> {
  const blob = await store.get(key);
  if (!blob) throw new Error(`No blob at ${key}`);
  const hash = createHash('sha256');
  const chunks = async function* () {
    for await (const chunk of streamChunks(blob.stream())) {
      hash.update(chunk);
      yield chunk;
    }
  };
  if (target) await pipeline(chunks, createWriteStream(target));
  else for await (const _ of chunks()) void _;
  return hash.digest('hex');
}

/** The stored facts of `key`, or null (none, or unreadable). */
export async function readPreviews(store: BlobStore, key: string): Promise<FilePreviews | null> {
  if (keyProblem(previewKeys(key).facts)) return null;
  const blob = await store.get(previewKeys(key).facts);
  if (!blob) return null;
  try {
    const parsed = filePreviewsSchema.safeParse(
      JSON.parse(new TextDecoder().decode(await blob.bytes())),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keys of the files whose content has this SHA-256 (lowercase hex). */
export async function filesWithContent(store: BlobStore, sha256: string): Promise<string[]> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return [];
  const prefix = contentHashKey(sha256, '');
  return (await store.list(prefix)).map((k) => k.slice(prefix.length));
}

/** Drops a file's previews, facts and content marker (shared icons stay). */
export async function deletePreviews(store: BlobStore, key: string): Promise<void> {
  const facts = await readPreviews(store, key);
  const keys = previewKeys(key);
  if (facts) await store.delete(contentHashKey(facts.sha256, key));
  for (const k of [keys.preview, keys.thumbnail, keys.facts])
    if (!keyProblem(k)) await store.delete(k);
}

// At most two renders at a time per process (sharp and the tools use whole cores).
let running = 0;
const waiting: (() => void)[] = [];
async function inSlot<T>(run: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await run();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

interface Outcome {
  readonly rendered?: Rendered;
  readonly reason?: string;
}

const RENDERERS = { image: renderImage, pdf: renderPdf, video: renderVideo } as const;

/** Makes (or finds, for the same ETag) the previews and facts of the blob at `key`. */
export async function makePreviews(
  store: BlobStore,
  key: string,
  options: PreviewOptions = {},
): Promise<FilePreviews> {
  const o = { ...PREVIEW_DEFAULTS, ...options };
  const log = options.log ?? ((message: string) => console.warn(message));
  const head = await store.head(key);
  if (!head) throw new Error(`No blob at ${key}`);
  const earlier = await readPreviews(store, key);
  if (earlier && earlier.etag === head.etag && !o.force) return earlier;

  const kind = previewKind(key, head.contentType);
  const keys = previewKeys(key);
  const storable = !keyProblem(keys.facts);
  let sha256 = sha256OfEtag(head.etag);

  const { rendered, reason } = await inSlot(async (): Promise<Outcome> => {
    if (kind === 'other') return {};
    if (!storable) return { reason: 'key too long for previews' };
    if (head.size > o.maxSourceBytes)
      return { reason: `file of ${head.size} bytes is over ${o.maxSourceBytes}` };
    const tool = kind === 'pdf' ? o.pdftoppm : kind === 'video' ? o.ffmpeg : null;
    if (tool && !(await toolAvailable(tool))) return { reason: `${tool} not installed` };
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-preview-'));
    try {
      const source = path.join(dir, 'source');
      sha256 = await readOut(store, key, source);
      return { rendered: await RENDERERS[kind](source, o) };
    } catch (err) {
      return { reason: err instanceof Error ? err.message : String(err) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  sha256 ??= await readOut(store, key);
  if (reason) log(`previews of ${key}: type icon (${reason})`);

  const made = rendered;
  let facts: FilePreviews;
  if (made) {
    await store.put(keys.preview, made.preview, { contentType: 'image/jpeg' });
    await store.put(keys.thumbnail, made.thumbnail, { contentType: 'image/jpeg' });
    facts = {
      kind,
      icon: false,
      thumbnail: keys.thumbnail,
      previewJpg: keys.preview,
      thumbnailSize: made.thumbnailSize,
      previewSize: made.previewSize,
      ...(made.dimensions ? { dimensions: made.dimensions } : {}),
      ...common(head, sha256),
    };
  } else {
    // A file replaced by one that cannot be rendered keeps no stale rendered preview.
    if (earlier && !earlier.icon)
      for (const k of [keys.preview, keys.thumbnail]) await store.delete(k);
    const icon = await ensureIcon(store, key, kind);
    const square = { width: ICON_SIZE, height: ICON_SIZE };
    facts = {
      kind,
      icon: true,
      ...(reason ? { reason } : {}),
      thumbnail: icon,
      previewJpg: icon,
      thumbnailSize: square,
      previewSize: square,
      ...common(head, sha256),
    };
  }
  if (storable) {
    if (earlier && earlier.sha256 !== sha256)
      await store.delete(contentHashKey(earlier.sha256, key));
    if (!keyProblem(contentHashKey(sha256, key)))
      await store.put(contentHashKey(sha256, key), new Uint8Array());
    await store.put(keys.facts, new TextEncoder().encode(JSON.stringify(facts)), {
      contentType: 'application/json',
    });
  }
  return facts;
}

const common = (head: BlobHead, sha256: string) => ({
  fileSize: head.size,
  contentType: head.contentType,
  sha256,
  etag: head.etag,
});

/**
 * For the upload complete call: the previews, or undefined (logged) when even the store failed.
 * A finished upload is never refused because of its previews.
 */
export async function previewsOrNothing(
  store: BlobStore,
  key: string,
  options: PreviewOptions = {},
): Promise<FilePreviews | undefined> {
  try {
    return await makePreviews(store, key, options);
  } catch (err) {
    (options.log ?? console.warn)(`previews of ${key} failed: ${(err as Error).message}`);
    return undefined;
  }
}
