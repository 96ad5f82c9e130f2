import type { Hono } from 'hono';
import { databaseFileStore } from '../shared/images/file-store';
import { createImageStore } from '../shared/images/image-store';
import type { PlatformContext } from '../shared/platform-context';
import type { AppEnv } from '../shared/http/context';

const PREFIX = '/uploads/';
/**
 * An uploaded file opened on its own: an SVG may use its own styles and data: pictures and nothing else, and no script
 * runs in it (sandbox), whatever got past the upload checks.
 */
const UPLOADS_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** GET /uploads/{path}: uploaded files (stored or on disk), generated demo art and their size variants; never an error page. */
export function registerUploadsRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const images = createImageStore(platform.config, databaseFileStore(platform.db));
  app.get('/uploads/*', async (c) => {
    // The pathname still percent-encoded, so an encoded '/' or '..' is seen for what it is.
    const pathname = new URL(c.req.url).pathname;
    const result = await images.serve(pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : '', c.req.header('if-none-match'));
    const headers: Record<string, string> = {
      'Content-Type': result.contentType,
      'Cache-Control': result.cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': UPLOADS_POLICY,
    };
    if (result.etag) headers.ETag = result.etag;
    if (result.status === 304 || !result.body) return c.body(null, 304, headers);
    return c.body(new Uint8Array(result.body), result.status, headers);
  });
}
