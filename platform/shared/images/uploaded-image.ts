import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  SVG_TOO_COMPLEX,
  UPLOAD_BUSY,
  UPLOAD_EMPTY,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_TOO_LARGE,
  UPLOAD_TOO_MANY_PIXELS,
  UPLOAD_UNREADABLE,
} from '../contract/upload-limits';
import { Problem } from '../problem';
import { OffThreadFailure, offThreadTask, runOffThread, type OffThreadTask } from '../workers/off-thread';
import { IMAGE_TYPES } from './image-names';
import { encode, type RenderSize } from './render';
import { refuseOversizedSvg, svgText } from './svg-check';
import type { SvgDrawing, SvgRead } from './svg-drawing';

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

export interface EncodedImage {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  contentType: string;
}

type Kind = 'png' | 'jpeg' | 'webp' | 'svg';

/** A picture made from an upload: its format and box, and whether an SVG is drawn to fill the box (or to fit within it). */
export interface Drawing {
  extension: 'png' | 'jpg';
  box: RenderSize;
  svgFills?: boolean;
}

/** An upload read and checked. */
interface Source {
  kind: Kind;
  width: number;
  height: number;
  hasAlpha: boolean;
  /**
   * The pictures, in order; a file that fails to decode part-way (truncated, corrupt) is a Problem, the reseller's
   * to fix. A bitmap is drawn here, an SVG in the task process.
   */
  draw(drawings: readonly Drawing[]): Promise<Buffer[]>;
}

export async function prepareLogo(bytes: Buffer): Promise<EncodedImage> {
  const source = await readImage(bytes);
  const extension = source.kind === 'svg' || source.hasAlpha ? 'png' : 'jpg';
  const [logo] = await source.draw([{ extension, box: LOGO_BOX }]);
  return output(logo!, extension);
}

export async function prepareFavicon(bytes: Buffer): Promise<EncodedImage> {
  const [favicon] = await (await readImage(bytes)).draw([{ extension: 'png', box: FAVICON_BOX }]);
  return output(favicon!, 'png');
}

export async function prepareBanner(bytes: Buffer): Promise<{ banner: EncodedImage; phone: EncodedImage }> {
  const source = await readImage(bytes);
  const [banner, phone] = await source.draw([
    { extension: 'jpg', box: BANNER_BOX, svgFills: true },
    { extension: 'jpg', box: BANNER_PHONE_BOX, svgFills: true },
  ]);
  return { banner: output(banner!, 'jpg'), phone: output(phone!, 'jpg') };
}

function output(bytes: Buffer, extension: 'png' | 'jpg'): EncodedImage {
  return { bytes, extension, contentType: IMAGE_TYPES[extension] };
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
    return readSvg(bytes);
  }
  const open = () => sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).rotate();
  const meta = await metadata(open());
  const expected = kind === 'jpeg' ? 'jpeg' : kind;
  if (meta.format !== expected) throw new Problem(400, UPLOAD_UNREADABLE, 'file');
  const draw = async (drawings: readonly Drawing[]) => {
    try {
      return await Promise.all(drawings.map(({ extension, box }) => encode(open(), extension, box)));
    } catch (error) {
      throw unreadable(error);
    }
  };
  return { kind, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha, draw };
}

function sniffBitmap(bytes: Buffer): Exclude<Kind, 'svg'> | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const READ_SVG = offThreadTask<Uint8Array, SvgRead>('shared/images/svg-drawing.ts', 'readSvgTask');
const DRAW_SVG = offThreadTask<{ svg: string; drawings: SvgDrawing[] }, Uint8Array[]>('shared/images/svg-drawing.ts', 'drawSvgTask');

/**
 * An SVG sanitised, measured and drawn in the task process (shared/images/svg-drawing.ts), so the event loop keeps
 * answering every shop and what drawing it took goes back to the system with that process.
 */
async function readSvg(bytes: Buffer): Promise<Source> {
  const read = await svgTask(READ_SVG, bytes);
  if ('refusal' in read) throw new Problem(read.refusal.status, read.refusal.message, 'file');
  const { svg, width, height } = read;
  if (!width || !height) throw new Problem(400, UPLOAD_UNREADABLE, 'file');
  if (width * height > UPLOAD_MAX_PIXELS) throw new Problem(400, UPLOAD_TOO_MANY_PIXELS, 'file');
  // Drawn `scale` times its own size so that it fills (max) or fits within (min) the box sharp then makes.
  const scale = ({ box, svgFills }: Drawing) => (svgFills ? Math.max : Math.min)(box.width / width, box.height / height);
  const draw = async (drawings: readonly Drawing[]) => {
    const drawn = await svgTask(DRAW_SVG, { svg, drawings: drawings.map((drawing) => ({ ...drawing, scale: scale(drawing) })) });
    return drawn.map((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };
  return { kind: 'svg', width, height, hasAlpha: true, draw };
}

/** An SVG task's answer; the task process busy or overrun, or sharp failing, is the Problem the console shows. */
async function svgTask<Input, Output>(task: OffThreadTask<Input, Output>, input: Input): Promise<Output> {
  try {
    return await runOffThread(task, input);
  } catch (error) {
    if (!(error instanceof OffThreadFailure)) throw unreadable(error);
    throw error.reason === 'busy' ? new Problem(503, UPLOAD_BUSY, 'file') : new Problem(400, SVG_TOO_COMPLEX, 'file');
  }
}

async function metadata(image: Sharp): Promise<{ format: string; width: number; height: number; hasAlpha: boolean }> {
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch (error) {
    throw unreadable(error);
  }
  if (!meta.width || !meta.height || !meta.format) throw new Problem(400, UPLOAD_UNREADABLE, 'file');
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw new Problem(400, UPLOAD_TOO_MANY_PIXELS, 'file');
  return { format: meta.format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha ?? false };
}

function unreadable(error: unknown): Problem {
  if (error instanceof Problem) return error;
  return new Problem(400, /pixel limit/i.test(String(error)) ? UPLOAD_TOO_MANY_PIXELS : UPLOAD_UNREADABLE, 'file');
}
