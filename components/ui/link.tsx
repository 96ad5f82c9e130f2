'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { localizedPath } from '@/lib/i18n/localized-path';
import { usePageLocale } from './locale-context';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** false: the page is not fetched ahead (pages with many links to dynamic renders, such as a listing's filters). */
  prefetch?: boolean;
}

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A click that means "open here": not a middle click, nor one asking for a new tab or window. */
export function isPlainClick(event: Click): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Whether a click on this link is one for the shop's router: a plain click on a same-origin link for this tab. */
export function opensInPlace(event: Click, link: HTMLAnchorElement): boolean {
  const forThisTab = !link.target || link.target === '_self';
  return isPlainClick(event) && forThisTab && !link.hasAttribute('download') && link.origin === window.location.origin;
}

const onVisible = new WeakMap<Element, () => void>();
let viewport: IntersectionObserver | null = null;

/** Calls `prefetch` once, when the element first comes into view; one observer serves every link on the page. */
function prefetchWhenVisible(element: Element, prefetch: () => void): () => void {
  viewport ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      onVisible.get(entry.target)?.();
      onVisible.delete(entry.target);
      viewport?.unobserve(entry.target);
    }
  });
  onVisible.set(element, prefetch);
  viewport.observe(element);
  return () => {
    onVisible.delete(element);
    viewport?.unobserve(element);
  };
}

/**
 * A link inside the shop: a real <a> (crawlable, opens in a new tab) whose plain clicks navigate client-side, and
 * whose page is prefetched as the link comes into view, as next/link does by default (the router's prefetch is the
 * same call). On a Hindi page a link to a page that has a Hindi version leads to it (/hi/…). next/link brings 2.3 KiB of brotli-compressed code for options this shop does not use (URL objects,
 * `as`, legacy behaviour, link status); without it the product page fits its JavaScript budget.
 */
export default function Link({ href: given, prefetch = true, onClick, ...props }: LinkProps) {
  const href = localizedPath(given, usePageLocale());
  const router = useRouter();
  const anchor = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!prefetch || !anchor.current) return;
    return prefetchWhenVisible(anchor.current, () => router.prefetch(href));
  }, [href, prefetch, router]);

  return (
    <a
      {...props}
      ref={anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !opensInPlace(event, event.currentTarget)) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
