import { notFound } from 'next/navigation';

/** Any path no route claims: the shop's not-found screen, inside its header and footer, with status 404. */
export default function UnknownPath(): never {
  notFound();
}
