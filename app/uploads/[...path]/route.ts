import { forwardToPlatform } from '@/lib/platform/server/transport';

/** The platform's contract, mounted on the storefront's origin. */
export const dynamic = 'force-dynamic';
export const GET = forwardToPlatform;
export const POST = forwardToPlatform;
