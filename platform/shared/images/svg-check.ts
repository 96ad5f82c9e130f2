import DOMPurify, { clearWindow } from 'isomorphic-dompurify';
import {
  SVG_HAS_SCRIPT,
  SVG_MAX_DEPTH,
  SVG_MAX_ELEMENTS,
  SVG_TOO_DEEP,
  svgHasExternalReference,
  svgHasTooManyElements,
  UPLOAD_NOT_AN_IMAGE,
} from '../contract/upload-limits';
import { Problem } from '../problem';
import { decodeCssEscapes } from './css-escapes';

/**
 * An uploaded SVG's check. `refuseOversizedSvg` runs where the upload arrives (a few milliseconds for 5 MB); the
 * sanitising, DOMPurify over jsdom, runs in the task process (`sanitiseSvgTask`, through shared/images/svg-drawing.ts).
 */

/** The upload as text when it is an SVG document: UTF-8, starting with markup, with an <svg> element. */
export function svgText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  text = text.replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('<') || text.includes('\0')) return null;
  return /<svg[\s>/]/i.test(text) ? text : null;
}

/**
 * How many elements the markup has and how deeply they nest, read from its tags alone (comments, CDATA, the
 * doctype and processing instructions skipped), without parsing it: an estimate good enough to refuse absurd files.
 */
export function svgShape(text: string): { elements: number; depth: number } {
  let elements = 0;
  let depth = 0;
  let deepest = 0;
  let at = text.indexOf('<');
  while (at >= 0) {
    const next = text.charCodeAt(at + 1);
    if (next === 0x21 /* ! */) {
      const close = text.startsWith('<!--', at) ? '-->' : text.startsWith('<![CDATA[', at) ? ']]>' : '>';
      const end = text.indexOf(close, at + 2);
      if (end < 0) break;
      at = text.indexOf('<', end + close.length);
      continue;
    }
    const end = text.indexOf('>', at + 1);
    if (end < 0) break;
    if (next === 0x2f /* / */) {
      depth = Math.max(0, depth - 1);
    } else if (isLetter(next)) {
      elements++;
      const selfClosing = text.charCodeAt(end - 1) === 0x2f; /* / */
      deepest = Math.max(deepest, depth + 1);
      if (!selfClosing) depth++;
    }
    at = text.indexOf('<', end + 1);
  }
  return { elements, depth: deepest };
}

const isLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

/** Refuses, before any parsing, an SVG with more elements or deeper nesting than the upload limits allow. */
export function refuseOversizedSvg(text: string): void {
  const { elements, depth } = svgShape(text);
  if (elements > SVG_MAX_ELEMENTS) throw new Problem(400, svgHasTooManyElements(elements), 'file');
  if (depth > SVG_MAX_DEPTH) throw new Problem(400, SVG_TOO_DEEP, 'file');
}

const XLINK_NS = 'http://www.w3.org/1999/xlink';
const SAFE_REFERENCE = /^(#|data:image\/(png|jpe?g|webp|gif);base64,)/i;

/**
 * Sanitises an SVG with DOMPurify's SVG profile and refuses one that had scripts, event handlers or references to
 * other files (which the drawing library could try to load): the reseller learns why instead of getting a picture
 * with parts missing. References within the file (#gradient) and embedded bitmaps (data:image/…) are kept.
 */
export function sanitiseSvg(bytes: Uint8Array): string {
  const text = svgText(bytes) ?? '';
  refuseOversizedSvg(text);
  // The <svg> element itself: the XML prolog, a doctype (with any entity declarations) and comments before it go.
  const start = text.search(/<svg[\s>/]/i);
  const end = text.lastIndexOf('</svg>');
  const element = end > start ? text.slice(start, end + '</svg>'.length) : text.slice(start);
  const clean = DOMPurify.sanitize(element, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'] });
  for (const removed of DOMPurify.removed as { element?: Node; attribute?: Attr | null }[]) {
    const name = (removed.element?.nodeName ?? '').toLowerCase();
    if (name === 'script') throw new Problem(400, SVG_HAS_SCRIPT, 'file');
    const attribute = removed.attribute;
    if (!attribute) continue;
    if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)) throw new Problem(400, SVG_HAS_SCRIPT, 'file');
    if (/href$/i.test(attribute.name) && !SAFE_REFERENCE.test(attribute.value.trim())) {
      throw new Problem(400, svgHasExternalReference(attribute.value.trim()), 'file');
    }
  }
  if (!/^<svg[\s>/]/i.test(clean)) throw new Problem(400, UPLOAD_NOT_AN_IMAGE, 'file');
  // Entities, then CSS escapes (`@\69mport`, `u\72l(`), are decoded before looking for references.
  const decoded = decodeCssEscapes(
    clean
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
  for (const match of decoded.matchAll(/\bhref\s*=\s*"([^"]*)"/gi)) {
    const reference = match[1]!.trim();
    if (!SAFE_REFERENCE.test(reference)) throw new Problem(400, svgHasExternalReference(reference), 'file');
  }
  for (const match of decoded.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    const reference = match[2]!.trim();
    if (!SAFE_REFERENCE.test(reference)) throw new Problem(400, svgHasExternalReference(reference), 'file');
  }
  if (/@import/i.test(decoded)) throw new Problem(400, svgHasExternalReference('@import'), 'file');
  let svg = clean;
  if (!/^<svg[^>]*\sxmlns\s*=/i.test(svg)) svg = svg.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  if (/\sxlink:/i.test(svg) && !/^<svg[^>]*\sxmlns:xlink\s*=/i.test(svg)) svg = svg.replace(/^<svg/i, `<svg xmlns:xlink="${XLINK_NS}"`);
  return svg;
}

/** What the task process answers: the sanitised SVG, or the refusal to raise (a Problem does not survive the hop). */
export type SvgCheck = { svg: string } | { refusal: { status: Problem['status']; message: string } };

/** sanitiseSvg in the task process; jsdom's window is renewed after each file, so it keeps nothing of it. */
export function sanitiseSvgTask(bytes: Uint8Array): SvgCheck {
  try {
    return { svg: sanitiseSvg(bytes) };
  } catch (error) {
    if (error instanceof Problem) return { refusal: { status: error.status, message: error.message } };
    throw error;
  } finally {
    clearWindow();
  }
}
