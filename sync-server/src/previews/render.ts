// Rendering a preview JPG and a thumbnail JPG from a local copy of the file (decision 0043):
// images with sharp, a PDF's first page with pdftoppm, a video's poster frame with ffmpeg.
// Each throws when it cannot (PreviewRefusal for a file we refuse, ToolError for a tool);
// make.ts turns that into a type icon and a logged reason.
import { PREVIEW_SIZES } from '@portal/shared';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ToolError, runTool } from './tools.ts';

export interface Pixels {
  readonly width: number;
  readonly height: number;
}

export interface Rendered {
  readonly preview: Buffer;
  readonly previewSize: Pixels;
  readonly thumbnail: Buffer;
  readonly thumbnailSize: Pixels;
  /** An image's own size, EXIF orientation applied. */
  readonly dimensions?: Pixels;
}

export interface RenderLimits {
  /** Decoded pixels an image may have (a decompression bomb is refused before decoding). */
  readonly limitInputPixels: number;
  /** Per sharp pipeline and per tool run. */
  readonly timeoutMs: number;
  readonly pdftoppm: string;
  readonly ffmpeg: string;
}

/** A file we refuse to render (too many pixels, unreadable): the message is the logged reason. */
export class PreviewRefusal extends Error {
  override name = 'PreviewRefusal';
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

async function jpeg(
  input: Sharp,
  size: number,
  quality: number,
): Promise<{ data: Buffer; size: Pixels }> {
  const { data, info } = await input
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, progressive: size > PREVIEW_SIZES.thumbnail })
    .toBuffer({ resolveWithObject: true });
  return { data, size: { width: info.width, height: info.height } };
}

/** The thumbnail is made from the preview (already small), never from the source again. */
async function fromPreview(previewInput: Sharp, limits: RenderLimits): Promise<Rendered> {
  const preview = await jpeg(previewInput, PREVIEW_SIZES.preview, 82);
  const thumbnail = await jpeg(
    sharp(preview.data).timeout({ seconds: seconds(limits.timeoutMs) }),
    PREVIEW_SIZES.thumbnail,
    80,
  );
  return {
    preview: preview.data,
    previewSize: preview.size,
    thumbnail: thumbnail.data,
    thumbnailSize: thumbnail.size,
  };
}

/** An image (any format sharp reads: JPEG, PNG, WebP, GIF, TIFF, AVIF, SVG): first page only. */
export async function renderImage(path: string, limits: RenderLimits): Promise<Rendered> {
  const options = { limitInputPixels: limits.limitInputPixels, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(path, options).metadata();
  } catch (err) {
    throw new PreviewRefusal(`unreadable image: ${(err as Error).message}`);
  }
  const { width = 0, height = 0 } = meta;
  // sharp would refuse too when decoding; asking the header first names the reason.
  if (width * height > limits.limitInputPixels)
    throw new PreviewRefusal(
      `image of ${width}×${height} pixels is over the ${limits.limitInputPixels} pixel limit`,
    );
  const input = sharp(path, options)
    .autoOrient()
    .timeout({ seconds: seconds(limits.timeoutMs) });
  const rendered = await fromPreview(input, limits);
  const oriented = meta.autoOrient ?? { width, height };
  return { ...rendered, dimensions: { width: oriented.width, height: oriented.height } };
}

/** A PDF's first page, scaled by pdftoppm itself to the preview size (a huge page stays small). */
export async function renderPdf(path: string, limits: RenderLimits): Promise<Rendered> {
  const page = await runTool({
    command: limits.pdftoppm,
    args: [
      '-jpeg',
      '-singlefile',
      '-f',
      '1',
      '-l',
      '1',
      '-scale-to',
      String(PREVIEW_SIZES.preview),
      path,
    ],
    timeoutMs: limits.timeoutMs,
  });
  return fromPreview(sharp(page).timeout({ seconds: seconds(limits.timeoutMs) }), limits);
}

/** A frame one second in (the first frame when the video is shorter), scaled by ffmpeg. */
export async function renderVideo(path: string, limits: RenderLimits): Promise<Rendered> {
  const size = PREVIEW_SIZES.preview;
  const frameAt = (at: string) =>
    runTool({
      command: limits.ffmpeg,
      args: [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-ss',
        at,
        '-i',
        path,
        '-frames:v',
        '1',
        '-vf',
        `scale=${size}:${size}:force_original_aspect_ratio=decrease`,
        '-f',
        'image2pipe',
        '-c:v',
        'mjpeg',
        'pipe:1',
      ],
      timeoutMs: limits.timeoutMs,
    });
  // Past the end ffmpeg prints nothing: only then try the first frame (a timeout is final).
  const frame = await frameAt('1').catch((err: unknown) => {
    if (err instanceof ToolError && err.why === 'empty') return frameAt('0');
    throw err;
  });
  return fromPreview(sharp(frame).timeout({ seconds: seconds(limits.timeoutMs) }), limits);
}
