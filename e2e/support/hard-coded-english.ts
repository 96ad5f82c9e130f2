import fs from 'node:fs';
import path from 'node:path';

/**
 * English phrases written straight into the storefront's components rather than the message catalogue (a toast's
 * 'Added to Wishlist', an aria-label's 'Change PIN code'): what a Hindi page must not show either. The catalogue's own
 * phrases are checked from messages/en.json; these are the ones that list cannot know of.
 *
 * Read from the source of the shop's screens (modules/<domain>/components and components/ui, the console left out):
 * the text between JSX tags, the quoted values of aria-label, title, alt and placeholder, and string literals starting
 * with a capital letter. The rule of the catalogue's list holds: a phrase has at least two words and 6 letters, so a
 * brand or a single word shared by both languages ("WhatsApp", "UPI") is not one. Comments are left out; so are
 * strings the code only logs or throws.
 */
export function hardCodedEnglishPhrases(root = process.cwd()): string[] {
  const phrases = new Set<string>();
  for (const file of componentFiles(root)) {
    const source = withoutComments(fs.readFileSync(file, 'utf8'));
    for (const piece of englishPieces(source)) {
      for (const part of piece.split(/\$\{[^}]*\}/)) {
        const phrase = part.trim().replace(/^[\s.,:;!?·–—(-]+|[\s.,:;!?·–—)-]+$/g, '');
        if (isPhrase(phrase)) phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}

function componentFiles(root: string): string[] {
  const dirs = [path.join(root, 'components', 'ui')];
  for (const domain of fs.readdirSync(path.join(root, 'modules'))) {
    if (domain === 'console') continue;
    const components = path.join(root, 'modules', domain, 'components');
    if (fs.existsSync(components)) dirs.push(components);
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.test-support\.ts$/.test(entry.name)) files.push(full);
    }
  };
  dirs.forEach(walk);
  return files;
}

function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\{\s*\/\/[^\n]*\n/g, '{\n')
    .replace(/^\s*\/\/.*$/gm, '');
}

function englishPieces(source: string): string[] {
  const pieces: string[] = [];
  // JSX text: between a tag's end and the next tag or expression.
  for (const match of source.matchAll(/>([^<>{}=;&|]*[A-Za-z][^<>{}=;&|]*)(?=[<{])/g)) pieces.push(match[1]!);
  // The attributes a screen reader says.
  for (const match of source.matchAll(/\b(?:aria-label|title|alt|placeholder)="([^"]+)"/g)) pieces.push(match[1]!);
  // Capitalised string literals ('Added to Wishlist', `Checking delivery to ${pin}...`), not logged or thrown ones.
  for (const match of source.matchAll(/(?<!(?:console\.\w+|Error)\(\s*)(['`])([A-Z][^'`\n]*)\1/g)) pieces.push(match[2]!);
  return pieces;
}

/** Names the shop shows as they are in both languages. */
const NAMES = new Set(['X (Twitter']);

function isPhrase(phrase: string): boolean {
  if (NAMES.has(phrase)) return false;
  const words = phrase.split(/\s+/);
  if (words.length < 2 || phrase.replace(/[^A-Za-z]/g, '').length < 6) return false;
  // Words, not code: no class lists, SVG paths, type signatures or identifiers.
  if (/\)[:;]|\?:|=>|[|{}=<>]/.test(phrase)) return false;
  return words.every((word) => /^[“"(]?(?:[A-Za-z][a-z'’]*(?:-[a-z]+)*|[₹#]?\d[\d,.]*%?|&)[.,:;!?)”"]*$/.test(word));
}
