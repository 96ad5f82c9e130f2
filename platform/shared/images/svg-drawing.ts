import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS } from '../contract/upload-limits';
import { encode, type RenderSize } from './render';
import { sanitiseSvgTask, type SvgCheck } from './svg-check';

/**
 * An uploaded SVG read and drawn in the task process (platform/shared/workers/off-thread.ts), through
 * shared/images/uploaded-image.ts: librsvg, under sharp, kept about 7 MB of each large SVG's drawing in the process
 * that drew it (bench/heavy-work.ts), which a task process gives back when it ends.
 */

/** The sanitised SVG with its own size, or the refusal (SvgCheck's). */
export type SvgRead = { svg: string; width: number; height: number } | Extract<SvgCheck, { refusal: unknown }>;

/** Sanitises an upload's SVG (sanitiseSvgTask) and reads its size; sharp's errors are thrown, their messages kept. */
export async function readSvgTask(bytes: Uint8Array): Promise<SvgRead> {
  const check = sanitiseSvgTask(bytes);
  if ('refusal' in check) return check;
  const meta = await sharp(Buffer.from(check.svg), { limitInputPixels: UPLOAD_MAX_PIXELS }).metadata();
  return { svg: check.svg, width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** One picture drawn from an SVG: `scale` times the SVG's own size, then encoded into the box. */
export interface SvgDrawing {
  scale: number;
  extension: 'png' | 'jpg';
  box: RenderSize;
}

/** Draws a sanitised SVG (readSvgTask's) once per drawing; the pictures' bytes, in order. */
export async function drawSvgTask({ svg, drawings }: { svg: string; drawings: SvgDrawing[] }): Promise<Uint8Array[]> {
  const buffer = Buffer.from(svg);
  const drawn: Uint8Array[] = [];
  for (const { scale, extension, box } of drawings) {
    const density = Math.min(Math.max(72 * scale, 1), 72 * 64);
    drawn.push(await encode(sharp(buffer, { density, limitInputPixels: UPLOAD_MAX_PIXELS }), extension, box));
  }
  return drawn;
}
