import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PlatformConfig } from '../config';
import { bannerSvg } from './banner-art';
import type { FileStore } from './file-store';
import { diskImageCache, memoryImageCache, singleFlight, type ImageCache } from './image-cache';
import { IMAGE_TYPES, parseDemoArt, parseImagePath, type ImageExtension, type ImagePath } from './image-names';
import { faviconSvg, logoSvg } from './logo-art';
import { placeholderSvg } from './placeholder-art';
import { productSvg } from './product-art';
import { encode } from './render';

/** Bump when the drawings change, so browsers holding an ETag fetch the new art. */
const ART_VERSION = 1;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;

export interface ImageResponse {
  status: 200 | 304 | 400;
  body: Buffer | null;
  contentType: string;
  cacheControl: string;
  etag?: string;
}

/**
 * Serves /uploads: a file uploaded through the console (kept in the file store, so every process has it), else a
 * file under `${dataDir}/uploads/`, otherwise the demo art its name describes, and size variants of any of them.
 * Rendered images are cached on disk (with a data dir) or in a bounded memory cache; anything else answers a neutral
 * placeholder (400 for a path that is not a plain image path).
 */
export function createImageStore(config: Pick<PlatformConfig, 'dataDir'>, files?: FileStore) {
  const uploadsRoot = config.dataDir ? path.resolve(config.dataDir, 'uploads') : undefined;
  const cache: ImageCache = config.dataDir ? diskImageCache(path.resolve(config.dataDir, 'cache', 'uploads')) : memoryImageCache();
  const placeholders = memoryImageCache(8 * 1024 * 1024);
  // Stored paths are content-addressed (their bytes never change), so what was read may be kept.
  const storedCache = memoryImageCache(16 * 1024 * 1024);
  const once = singleFlight<Buffer | null>();
  const storedOnce = singleFlight<Buffer | null>();

  async function serve(encodedPath: string, ifNoneMatch?: string): Promise<ImageResponse> {
    const request = parseImagePath(encodedPath);
    if (!request) return placeholder(400, 'png', { width: 800, height: 800 });
    const stored = await readStored(request.path);
    if (stored) return found(stored, request.extension, `"s-${createHash('sha1').update(stored).digest('hex').slice(0, 20)}"`, ifNoneMatch);
    const upload = await readUpload(request.path);
    if (upload) return found(upload.bytes, request.extension, `"f-${upload.size.toString(36)}-${upload.mtime.toString(36)}"`, ifNoneMatch);
    const bytes = await once(request.path, () => produce(request));
    if (!bytes) return placeholder(200, request.extension, request.variant ?? defaultSize(request.path));
    return found(bytes, request.extension, `"a${ART_VERSION}-${createHash('sha1').update(request.path).digest('hex').slice(0, 20)}"`, ifNoneMatch);
  }

  async function produce(request: ImagePath): Promise<Buffer | null> {
    const cached = await cache.get(request.path);
    if (cached) return cached;
    let bytes: Buffer | null;
    if (request.variant) {
      const original = await originalOf(request.variant.original);
      bytes = original ? await encode(original, request.extension, request.variant) : null;
    } else {
      bytes = await generate(request);
    }
    if (bytes) await cache.set(request.path, bytes);
    return bytes;
  }

  async function originalOf(originalPath: string): Promise<Buffer | null> {
    const stored = await readStored(originalPath);
    if (stored) return stored;
    const upload = await readUpload(originalPath);
    if (upload) return upload.bytes;
    const request = parseImagePath(encodeURIComponent(originalPath).replace(/%2F/g, '/'));
    return request ? once(request.path, () => produce(request)) : null;
  }

  /** A file from the store; the demo products' pictures (most requests) are never stored, so they skip the lookup. */
  async function readStored(relative: string): Promise<Buffer | null> {
    if (!files || relative.startsWith('demo/')) return null;
    const cached = await storedCache.get(relative);
    if (cached) return cached;
    return storedOnce(relative, async () => {
      const file = await files.read(relative);
      if (!file) return null;
      await storedCache.set(relative, file.bytes);
      return file.bytes;
    });
  }

  async function readUpload(relative: string): Promise<{ bytes: Buffer; size: number; mtime: number } | null> {
    if (!uploadsRoot) return null;
    const file = path.resolve(uploadsRoot, relative);
    if (!file.startsWith(uploadsRoot + path.sep)) return null;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile() || stat.size > MAX_UPLOAD_BYTES) return null;
      return { bytes: await fs.readFile(file), size: stat.size, mtime: Math.floor(stat.mtimeMs) };
    } catch {
      return null;
    }
  }

  async function placeholder(status: 200 | 400, extension: ImageExtension, size: { width: number; height: number }): Promise<ImageResponse> {
    const format: ImageExtension = extension === 'png' || extension === 'webp' ? extension : 'jpg';
    const key = `${size.width}x${size.height}.${format}`;
    let bytes = await placeholders.get(key);
    if (!bytes) {
      bytes = await encode(placeholderSvg(size.width, size.height), format);
      await placeholders.set(key, bytes);
    }
    // A missing image may be uploaded later, so a placeholder is cached briefly, never as immutable.
    return { status, body: bytes, contentType: IMAGE_TYPES[format], cacheControl: status === 200 ? 'public, max-age=300' : 'no-store' };
  }

  return { serve };
}
export type ImageStore = ReturnType<typeof createImageStore>;

async function generate(request: ImagePath): Promise<Buffer | null> {
  const art = parseDemoArt(request.path);
  if (!art) return null;
  switch (art.type) {
    case 'product':
      return encode(productSvg(art.kind, art.hex, art.view), request.extension);
    case 'banner':
      return encode(bannerSvg(art.headline, art.subline, art.from, art.to), request.extension);
    case 'logo':
      return encode(logoSvg(art.shopName, art.hex), request.extension);
    case 'favicon':
      return encode(faviconSvg(art.letter, art.hex), request.extension);
  }
}

function defaultSize(requestPath: string): { width: number; height: number } {
  if (requestPath.startsWith('BannerImages/')) return { width: 1600, height: 500 };
  if (requestPath.startsWith('logos/')) return { width: 360, height: 96 };
  return { width: 800, height: 800 };
}

function found(bytes: Buffer, extension: ImageExtension, etag: string, ifNoneMatch?: string): ImageResponse {
  const base = { contentType: IMAGE_TYPES[extension], cacheControl: IMMUTABLE, etag };
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return { status: 304, body: null, ...base };
  return { status: 200, body: bytes, ...base };
}
