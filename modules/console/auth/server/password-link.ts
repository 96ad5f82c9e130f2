import 'server-only';
import { notFound } from 'next/navigation';
import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { currentHost } from '@/lib/platform/server/request-host';

export interface PasswordLink {
  token: string;
  email: string;
  shopName: string;
}

/** A mailed set-password link (an invitation's or a reset's) that is live on this host's shop, or null. */
export async function livePasswordLink(raw: string | string[] | undefined): Promise<PasswordLink | null> {
  const token = typeof raw === 'string' ? raw.trim() : '';
  if (!token) return null;
  try {
    return { token, ...(await callPlatform('consolePasswordLink', { host: await currentHost(), query: { token } })) };
  } catch (error) {
    if (error instanceof PlatformError && error.status === 400) return null;
    // No shop answers on this host.
    if (error instanceof PlatformError && error.status === 404) notFound();
    throw error;
  }
}
