import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  SVG_TOO_COMPLEX,
  UPLOAD_BUSY,
  UPLOAD_EMPTY,
  UPLOAD_MAX_BYTES,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_TOO_LARGE,
  UPLOAD_TOO_MANY_PIXELS,
  UPLOAD_UNREADABLE,
} from '../contract/upload-limits';
import { Problem } from '../problem';
import { OffThreadFailure, offThreadTask, runOffThread } from '../workers/off-thread';
import { IMAGE_TYPES } from './image-names';
import { encode, type RenderSize } from './render';
import { refuseOversizedSvg, svgText, type SvgCheck } from './svg-check';

/**
 * What the console's uploads become, and why these sizes:
 * - logo: fitted within 600×200, never enlarged. The header shows it 36–48 px tall and up to ~300 px wide, so this
 *   is enough for 2× and 3× screens while a typical logo stays a few tens of KB. PNG (keeps transparency) unless the
 *   picture is an opaque photo, which is smaller as JPEG.
 * - favicon: 64×64 PNG, letterboxed in transparency: browsers show 16–32 px, 64 covers high-density tabs and
 *   bookmarks, and every browser reads PNG icons.
 * - banner: 1600×500 JPEG, cropped to fill (centred), the storefront carousel's 16:5 slot at up to 1248 px wide on
 *   1.3× screens; and the phone variant at 800×250 (the same crop, a quarter of the pixels), which the carousel's
 *   srcset picks on phones (390 px × 2).
 */
export const LOGO_BOX: RenderSize = { width: 600, height: 200, fit: 'inside' };
export const FAVICON_BOX: RenderSize = { width: 64, height: 64, fit: 'contain' };
export const BANNER_BOX: RenderSize = { width: 1600, height: 500, fit: 'cover' };
export const BANNER_PHONE_BOX: RenderSize = { width: 800, height: 250, fit: 'cover' };
/** The phone variant's file name: the banner's with this before the extension (what lib/images/image-variants.ts asks for). */
export const BANNER_PHONE_SUFFIX = '800x250';

const MAX_PIXELS = 40_000_000;

export interface EncodedImage {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  contentType: string;
}

type Kind = 'png' | 'jpeg' | 'webp' | 'svg';

/** An upload read and checked: a fresh sharp pipeline per output (a pipeline can be used once). */
interface Source {
  kind: Kind;
  width: number;
  height: number;
  hasAlpha: boolean;
  /** A pipeline for the picture, an SVG drawn at `scale` times its own size. */
  open(scale?: number): Sharp;
}

export async function prepareLogo(bytes: Buffer): Promise<EncodedImage> {
  const source = await readImage(bytes);
  const extension = source.kind === 'svg' || source.hasAlpha ? 'png' : 'jpg';
  return output(await render(source.open(svgScale(source, LOGO_BOX, Math.min)), extension, LOGO_BOX), extension);
}

export async function prepareFavicon(bytes: Buffer): Promise<EncodedImage> {
  const source = await readImage(bytes);
  return output(await render(source.open(svgScale(source, FAVICON_BOX, Math.min)), 'png', FAVICON_BOX), 'png');
}

export async function prepareBanner(bytes: Buffer): Promise<{ banner: EncodedImage; phone: EncodedImage }> {
  const source = await readImage(bytes);
  const [banner, phone] = await Promise.all([
    render(source.open(svgScale(source, BANNER_BOX, Math.max)), 'jpg', BANNER_BOX),
    render(source.open(svgScale(source, BANNER_PHONE_BOX, Math.max)), 'jpg', BANNER_PHONE_BOX),
  ]);
  return { banner: output(banner, 'jpg'), phone: output(phone, 'jpg') };
}

/** The image pipeline's encode; a file that fails to decode part-way (truncated, corrupt) is the reseller's to fix. */
async function render(image: Sharp, extension: 'png' | 'jpg', box: RenderSize): Promise<Buffer> {
  try {
    return await encode(image, extension, box);
  } catch (error) {
    throw unreadable(error);
  }
}

function output(bytes: Buffer, extension: 'png' | 'jpg'): EncodedImage {
  return { bytes, extension, contentType: IMAGE_TYPES[extension] };
}

/** How much larger an SVG is drawn so that it fills (Math.max) or fits (Math.min) the box sharp then makes. */
function svgScale(source: Source, box: RenderSize, pick: (a: number, b: number) => number): number {
  if (source.kind !== 'svg') return 1;
  return pick(box.width / source.width, box.height / source.height);
}

/**
 * Reads an upload by its bytes, never its name or claimed type: PNG, JPEG and WebP by their signatures; SVG by
 * its text, sanitised first. Each refusal is a Problem with the message the console shows.
 */
export async function readImage(bytes: Buffer): Promise<Source> {
  if (bytes.length === 0) throw new Problem(400, UPLOAD_EMPTY, 'file');
  if (bytes.length > UPLOAD_MAX_BYTES) throw new Problem(413, UPLOAD_TOO_LARGE, 'file');
  const kind = sniffBitmap(bytes);
  if (!kind) {
    const text = svgText(bytes);
    if (text === null) throw new Problem(400, UPLOAD_NOT_AN_IMAGE, 'file');
    refuseOversizedSvg(text);
    return readSvg(await sanitiseOffThread(bytes));
  }
  const open = () => sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const meta = await metadata(open());
  const expected = kind === 'jpeg' ? 'jpeg' : kind;
  if (meta.format !== expected) throw new Problem(400, UPLOAD_UNREADABLE, 'file');
  return { kind, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha, open };
}

function sniffBitmap(bytes: Buffer): Exclude<Kind, 'svg'> | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const SANITISE_SVG = offThreadTask<Uint8Array, SvgCheck>('shared/images/svg-check.ts', 'sanitiseSvgTask');

/** The SVG sanitised in the task process (shared/images/svg-check.ts), so the event loop keeps answering every shop. */
async function sanitiseOffThread(bytes: Buffer): Promise<string> {
  let answer: SvgCheck;
  try {
    answer = await runOffThread(SANITISE_SVG, bytes);
  } catch (error) {
    if (!(error instanceof OffThreadFailure)) throw error;
    throw error.reason === 'busy' ? new Problem(503, UPLOAD_BUSY, 'file') : new Problem(400, SVG_TOO_COMPLEX, 'file');
  }
  if ('refusal' in answer) throw new Problem(answer.refusal.status, answer.refusal.message, 'file');
  return answer.svg;
}

async function readSvg(svg: string): Promise<Source> {
  const buffer = Buffer.from(svg);
  const meta = await metadata(sharp(buffer, { limitInputPixels: MAX_PIXELS }));
  const open = (scale = 1) => sharp(buffer, { density: Math.min(Math.max(72 * scale, 1), 72 * 64), limitInputPixels: MAX_PIXELS });
  return { kind: 'svg', width: meta.width, height: meta.height, hasAlpha: true, open };
}

async function metadata(image: Sharp): Promise<{ format: string; width: number; height: number; hasAlpha: boolean }> {
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch (error) {
    throw unreadable(error);
  }
  if (!meta.width || !meta.height || !meta.format) throw new Problem(400, UPLOAD_UNREADABLE, 'file');
  if (meta.width * meta.height > MAX_PIXELS) throw new Problem(400, UPLOAD_TOO_MANY_PIXELS, 'file');
  return { format: meta.format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha ?? false };
}

function unreadable(error: unknown): Problem {
  if (error instanceof Problem) return error;
  return new Problem(400, /pixel limit/i.test(String(error)) ? UPLOAD_TOO_MANY_PIXELS : UPLOAD_UNREADABLE, 'file');
}
