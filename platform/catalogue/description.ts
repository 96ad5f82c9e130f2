import { clearWindow } from 'isomorphic-dompurify';
import { sanitizeDescription } from './contract/description-html';
import { DESCRIPTIONS_BUSY, DESCRIPTIONS_TOO_COMPLEX } from '../shared/contract/upload-limits';
import { Problem } from '../shared/problem';
import { OffThreadFailure, offThreadTask, runOffThread } from '../shared/workers/off-thread';

/**
 * A product description as saved: sanitised the way the product page sanitises it (catalogue/contract/description-html.ts). DOMPurify costs
 * about a millisecond a description, a minute and more for a 100,000-product import, so a description already in
 * the form the sanitiser writes (known tags without attributes, nested as the HTML parser leaves them, text with
 * only &amp; &lt; &gt;) is recognised as such and kept as it is: sanitising it would answer the same string.
 */
export function cleanDescription(html: string): string {
  // An & before whitespace is text to the HTML parser, which the sanitiser writes back as &amp;.
  return savedFormOf(html) ?? sanitizeDescription(html);
}

const BARE_AMPERSAND = /&(?=[\t\n\f ])/g;

/** The sanitiser's form without sanitising, or null when only DOMPurify can tell. */
function savedFormOf(html: string): string | null {
  if (isSanitisedForm(html)) return html;
  const escaped = html.replace(BARE_AMPERSAND, '&amp;');
  return escaped !== html && isSanitisedForm(escaped) ? escaped : null;
}

/** About this much description text goes to the task process in one task (a 5,000-product import: a handful of tasks). */
const CHARACTERS_PER_TASK = 1_000_000;
const CLEAN_DESCRIPTIONS = offThreadTask<string[], string[]>('catalogue/description.ts', 'cleanDescriptionsTask');

/**
 * Descriptions as saved, in order, the way cleanDescription makes them: those already in the sanitiser's form here,
 * the rest in the task process, so an import of thousands of supplier descriptions never holds up the event loop.
 */
export async function cleanDescriptions(htmls: readonly string[]): Promise<string[]> {
  const saved = htmls.map(savedFormOf);
  const pending = saved.flatMap((form, index) => (form === null ? [index] : []));
  for (let start = 0; start < pending.length;) {
    let end = start;
    for (let characters = 0; end < pending.length && (end === start || characters < CHARACTERS_PER_TASK); end++) {
      characters += htmls[pending[end]!]!.length;
    }
    const batch = pending.slice(start, end);
    const cleaned = await cleanOffThread(batch.map((index) => htmls[index]!));
    batch.forEach((index, at) => (saved[index] = cleaned[at]!));
    start = end;
  }
  return saved as string[];
}

async function cleanOffThread(htmls: string[]): Promise<string[]> {
  try {
    return await runOffThread(CLEAN_DESCRIPTIONS, htmls);
  } catch (error) {
    if (!(error instanceof OffThreadFailure)) throw error;
    throw error.reason === 'busy' ? new Problem(503, DESCRIPTIONS_BUSY) : new Problem(400, DESCRIPTIONS_TOO_COMPLEX, 'description');
  }
}

/** Between descriptions the task lets its event loop turn once this much text is done: jsdom's documents
 * stay alive until the job that made them ends (a NodeIterator's WeakRef), so one long job would hold them all. */
const CHARACTERS_PER_TURN = 100_000;

/** cleanDescription over a batch, in the task process (platform/shared/workers/task-runner.mjs). */
export async function cleanDescriptionsTask(htmls: string[]): Promise<string[]> {
  try {
    const cleaned: string[] = [];
    let sinceTurn = 0;
    for (const html of htmls) {
      cleaned.push(cleanDescription(html));
      sinceTurn += html.length;
      if (sinceTurn >= CHARACTERS_PER_TURN) {
        sinceTurn = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    return cleaned;
  } finally {
    clearWindow();
  }
}

const PHRASING = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'code', 'span']);
/** Blocks holding phrasing only. */
const TEXT_BLOCKS = new Set(['p', 'h3', 'h4', 'h5', 'h6', 'li', 'dt', 'dd']);
/** Blocks holding blocks or phrasing. */
const CONTAINERS = new Set(['div', 'blockquote']);
const LISTS = new Set(['ul', 'ol']);
/**
 * A table's parts and what each holds: elements only, no text (the HTML parser moves text out of a table, and
 * adds a tbody around rows written straight into it). Cells hold phrasing.
 */
const TABLE_PARTS = new Map<string, ReadonlySet<string>>([
  ['table', new Set(['thead', 'tbody', 'tfoot'])],
  ['thead', new Set(['tr'])],
  ['tbody', new Set(['tr'])],
  ['tfoot', new Set(['tr'])],
  ['tr', new Set(['th', 'td'])],
]);
const CELLS = new Set(['th', 'td']);
const TOKEN = /<(\/?)([a-z0-9]+)>|<br>|&(?:amp|lt|gt);|[^<>&\r\0\u00a0]+/gy;

/** Whether DOMPurify (with the product page's settings) would give back exactly this string. */
export function isSanitisedForm(html: string): boolean {
  if (html !== html.trim()) return false;
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < html.length) {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(html);
    if (!match) return false;
    at = TOKEN.lastIndex;
    const token = match[0];
    if (token === '<br>') {
      if (!allowsPhrasing(open)) return false;
      continue;
    }
    const tag = match[2];
    if (!tag) {
      // Text (or an entity): none between a table's parts, only whitespace between a list's items.
      if (TABLE_PARTS.has(open[open.length - 1] ?? '')) return false;
      if (LISTS.has(open[open.length - 1] ?? '') && token.trim() !== '') return false;
      if (open[open.length - 1] === undefined || allowsPhrasing(open) || token.trim() === '') continue;
      return false;
    }
    if (match[1]) {
      if (open.pop() !== tag) return false;
      continue;
    }
    const parent = open[open.length - 1];
    if (PHRASING.has(tag)) {
      if (!allowsPhrasing(open)) return false;
    } else if (tag === 'li') {
      if (!LISTS.has(parent ?? '')) return false;
    } else if (CELLS.has(tag) || (tag !== 'table' && TABLE_PARTS.has(tag))) {
      if (!TABLE_PARTS.get(parent ?? '')?.has(tag)) return false;
    } else if (TEXT_BLOCKS.has(tag) || CONTAINERS.has(tag) || LISTS.has(tag) || tag === 'table') {
      if (tag === 'dt' || tag === 'dd') return false;
      if (parent !== undefined && !CONTAINERS.has(parent)) return false;
    } else {
      return false;
    }
    open.push(tag);
  }
  return open.length === 0;
}

function allowsPhrasing(open: string[]): boolean {
  const parent = open[open.length - 1];
  return parent === undefined || PHRASING.has(parent) || TEXT_BLOCKS.has(parent) || CONTAINERS.has(parent) || CELLS.has(parent);
}
