import type { Queryable } from '../shared/db/database';
import { databaseFileStore, type FileStore } from '../shared/images/file-store';
import { readImage } from '../shared/images/uploaded-image';
import type { RenderSize } from '../shared/images/render';
import { Problem } from '../shared/problem';
import { contentHash } from '../shops';
import { uploadsPath } from '../shared/uploads-path';

/** A product picture is kept within 1200×1200, as a JPEG on white. */
export const PRODUCT_PICTURE_BOX: RenderSize = { width: 1200, height: 1200, fit: 'inside' };

/**
 * A product picture through the stored-files pipeline (the banners' and logos'): checked by its bytes (PNG, JPEG,
 * WebP, or a safe SVG), drawn within 1200×1200, stored under a content-addressed name in stored_files. The name it
 * answers goes into the product's pictures (create, update or the CSV's images column).
 */
export async function uploadCataloguePicture(
  db: Queryable,
  bytes: Buffer,
  files: FileStore = databaseFileStore(db),
): Promise<{ file: string; url: string }> {
  const source = await readImage(bytes);
  let encoded: Buffer;
  try {
    [encoded] = (await source.draw([{ extension: 'jpg', box: PRODUCT_PICTURE_BOX }])) as [Buffer];
  } catch (error) {
    // The task process busy (503) is not the picture's fault.
    if (error instanceof Problem && error.status !== 400) throw error;
    throw new Problem(400, 'This picture could not be read to the end; save it again and upload it.', 'file');
  }
  const file = `products/${contentHash({ bytes: encoded, extension: 'jpg', contentType: 'image/jpeg' })}.jpg`;
  await files.write([{ path: file, contentType: 'image/jpeg', bytes: encoded }], null);
  return { file, url: uploadsPath(file) };
}
