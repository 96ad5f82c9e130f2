import sharp, { type Sharp } from 'sharp';
import type { ImageExtension } from './image-names';

// libvips's operation cache keeps what a large SVG's drawing allocated (about 55 MB an upload of a 5 MB SVG, measured in
// bench/heavy-work.ts) long after the upload; rendered images are kept by the image store's own caches instead.
sharp.cache(false);

export interface RenderSize {
  width: number;
  height: number;
  /** 'cover' (the default) fills the box and crops the overflow, centred; 'inside' fits within it, never enlarged; 'contain' letterboxes in transparency. */
  fit?: 'cover' | 'inside' | 'contain';
}

/** Encodes an image (SVG or bitmap) in the format its file name asks for, optionally resized (cover, centred). */
export async function encode(input: Buffer | string | Sharp, extension: ImageExtension, size?: RenderSize): Promise<Buffer> {
  let image = typeof input === 'string' || Buffer.isBuffer(input) ? sharp(typeof input === 'string' ? Buffer.from(input) : input) : input;
  if (size) {
    const fit = size.fit ?? 'cover';
    image = image.resize(size.width, size.height, {
      fit,
      position: 'centre',
      withoutEnlargement: fit === 'inside',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  switch (extension) {
    case 'png':
      return image.png({ compressionLevel: 9, palette: false }).toBuffer();
    case 'webp':
      return image.webp({ quality: 82 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'avif':
      return image.avif({ quality: 60 }).toBuffer();
    default:
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  }
}
