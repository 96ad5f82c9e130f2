// Plain constants, no zod: the console's upload forms (client components) check a file's size before sending it.

/** The largest file the console accepts for a logo, favicon or banner. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_LABEL = '5 MB';

export const UPLOAD_TOO_LARGE = `The file is too large: at most ${UPLOAD_MAX_LABEL}.`;
export const UPLOAD_NOT_AN_IMAGE = 'This file is not a PNG, JPEG, WebP or SVG image.';
export const UPLOAD_EMPTY = 'Choose a file to upload.';
export const UPLOAD_UNREADABLE = 'This image could not be read: the file may be damaged. Save it again and upload it, or choose another.';
/** Pixels an upload may have (its own size; for an SVG, also what it is drawn at). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_TOO_MANY_PIXELS = 'This image is too large in pixels (at most 40 megapixels). Make it smaller and upload it again.';
export const SVG_HAS_SCRIPT = 'This SVG contains a script or event handlers, which are not allowed. Export it again without them, or upload a PNG.';
export const svgHasExternalReference = (reference: string) =>
  `This SVG loads another file (${reference.length > 60 ? `${reference.slice(0, 57)}…` : reference}). Embed everything in the SVG, or upload a PNG.`;

/**
 * What an SVG may hold: its elements and how deeply they nest are counted before the file is checked element by
 * element, which costs about 0.1 ms and 13 KB of memory an element (jsdom). Logos and banners drawn by hand or exported from
 * a design tool have hundreds to a few thousand; more is usually a traced photo, smaller as a PNG or JPEG.
 */
export const SVG_MAX_ELEMENTS = 10_000;
export const SVG_MAX_DEPTH = 100;
export const svgHasTooManyElements = (count: number) =>
  `This SVG has too many elements (${count.toLocaleString('en-IN')}; at most ${SVG_MAX_ELEMENTS.toLocaleString('en-IN')}). Export it simpler or upload a PNG.`;
export const SVG_TOO_DEEP = `This SVG nests its elements more than ${SVG_MAX_DEPTH} levels deep. Export it simpler or upload a PNG.`;
export const SVG_TOO_COMPLEX = 'This SVG is too complex to check. Export it simpler or upload a PNG.';
/** The process that checks files is busy and its queue is full: nothing is wrong with the file. */
export const UPLOAD_BUSY = 'The server is busy checking other files. Try again in a minute.';
export const DESCRIPTIONS_BUSY = 'The server is busy checking other files and descriptions. Try again in a minute.';
export const DESCRIPTIONS_TOO_COMPLEX = 'The descriptions are too complex to check. Shorten the longest and try again.';

/** The accept attribute of the console's file inputs. */
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg';

/** The console's upload calls: a body past the platform's limit answers UPLOAD_TOO_LARGE here rather than the generic message. */
export const UPLOAD_CALL_PATHS = [
  '/api/console/branding/logo',
  '/api/console/branding/favicon',
  '/api/console/banners/upload',
  '/api/console/catalogue/pictures',
  '/api/console/catalogue/tree/picture',
] as const;
export const isUploadCall = (path: string) => (UPLOAD_CALL_PATHS as readonly string[]).includes(path);

/** The largest catalogue CSV an import takes (about 250,000 rows of a typical product): past the platform's usual body limit. */
export const CSV_IMPORT_MAX_BYTES = 32 * 1024 * 1024;
export const CSV_IMPORT_TOO_LARGE = 'The file is larger than 32 MB: split it into smaller files and import each.';
export const CSV_IMPORT_PATHS = ['/api/console/catalogue/import/dry_run', '/api/console/catalogue/import/apply'] as const;
export const isCsvImportCall = (path: string) => (CSV_IMPORT_PATHS as readonly string[]).includes(path);

/** A body sent as multipart/form-data that is not one: the storefront's proxy and the platform's form reader say so. */
export const UNREADABLE_FORM_MESSAGE = 'The request body is not the multipart/form-data its Content-Type says.';
