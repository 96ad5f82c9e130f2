import sharp from 'sharp';
import type { ImageExtension } from './image-names';

/** Encodes an image (SVG or bitmap) in the format its file name asks for, optionally resized (cover, centred). */
export async function encode(input: Buffer | string, extension: ImageExtension, size?: { width: number; height: number }): Promise<Buffer> {
  let image = sharp(typeof input === 'string' ? Buffer.from(input) : input);
  if (size) image = image.resize(size.width, size.height, { fit: 'cover', position: 'centre' });
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
