import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

/** Any path no route claims: the shop's not-found screen, inside its header and footer, with status 404. */
export default function UnknownPath(): never {
  notFound();
}
