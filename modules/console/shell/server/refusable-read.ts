import 'server-only';
import { PlatformError } from '@/lib/platform/server/client';

/**
 * A console list read from the URL's filters: a filter the platform refuses (400) shows its message above the list,
 * which then falls back to `fallback` (the unfiltered first page, or nothing); any other failure is the error page's.
 */
export async function refusableRead<T, F>(read: () => Promise<T>, fallback: () => Promise<F>): Promise<{ list: T | F; refusal: string | null }> {
  try {
    return { list: await read(), refusal: null };
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status !== 400) throw error;
    return { list: await fallback(), refusal: error.message };
  }
}
