/**
 * The pictures sent with a CSV import: each uploaded file's own name (as the spreadsheet lists it) and the stored name
 * the image pipeline gave it. The images column may name either.
 */
export type PictureNames = ReadonlyMap<string, string>;
export const NO_PICTURE_NAMES: PictureNames = new Map();

/** A cell's picture as stored: its uploaded file's stored name when the cell names that file (with or without a folder). */
export function storedPictureName(cell: string, pictureNames: PictureNames): string {
  if (pictureNames.size === 0) return cell;
  return pictureNames.get(cell) ?? pictureNames.get(cell.slice(cell.lastIndexOf('/') + 1)) ?? cell;
}
