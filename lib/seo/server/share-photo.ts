import 'server-only';
import { platformFetch } from '@/lib/platform/server/transport';
import { uploadUrl } from '@/lib/images/upload-url';

const DRAWABLE_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * A product photo as a data URL for the share image, read from the platform in-process (no request over the
 * network, nothing for the image renderer to fetch); null when there is none the renderer can draw.
 */
export async function sharePhotoDataUrl(host: string, file: string | undefined): Promise<string | null> {
  if (!file) return null;
  const path = uploadUrl(file);
  if (!path.startsWith('/uploads/')) return null;
  try {
    const response = await platformFetch(host, path);
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.ok || !DRAWABLE_TYPES.has(type)) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return `data:${type};base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}
