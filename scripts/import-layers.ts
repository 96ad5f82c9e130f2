import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import layering: a root folder's parts (folders or single files, relative to the root) in layers, lowest first.
 * A part may import from its own layer or a lower one, never from a higher one, and parts of one layer may not import
 * each other in a circle. Imports that leave the root are allowed only into the repository paths it lists as
 * `outside`. Test files (*.test.ts, and *.test-support.ts beside them) are not checked: they may assemble anything.
 */
export interface LayerRules {
  /** The folder whose imports are checked, relative to the repository ('platform'). */
  root: string;
  /** The root's parts, lowest layer first; a file belongs to the longest part that contains it. */
  layers: readonly (readonly string[])[];
  /** Repository paths (folders end in '/') the root may import from; any other path outside the root is refused. */
  outside?: readonly string[];
}

export interface Violation {
  /** The importing file, relative to the repository. */
  file: string;
  /** The import as written. */
  specifier: string;
  message: string;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
// Tests, and the helpers only tests import (*.test-support.ts).
const TEST = /\.test(?:-support)?\.(ts|tsx|mts|mjs)$/;
export const EXTENSION = /\.(ts|tsx|mts|mjs|js|d\.mts)$/;

/**
 * Every source file under a folder (relative to the repository; a single file is returned as itself), generated
 * folders excluded, and tests too unless asked for.
 */
export function sourceFilesUnder(repo: string, folder: string, { tests = false } = {}): string[] {
  if (fs.statSync(path.join(repo, folder)).isFile()) return [folder];
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(repo, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(child);
      } else if (SOURCE.test(entry.name) && (tests || !TEST.test(entry.name)) && !entry.name.endsWith('.d.ts')) {
        found.push(child);
      }
    }
  };
  walk(folder);
  return found.sort();
}

/** The module specifiers a source text imports or re-exports, static and dynamic. */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** Where a specifier points in the repository (no extension), or null for a package. */
export function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2)).replace(EXTENSION, '');
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(EXTENSION, '');
}

/** The part (as written in the rules) a path inside the root belongs to, or null. */
function partOf(rules: LayerRules, inside: string): { part: string; layer: number } | null {
  let best: { part: string; layer: number } | null = null;
  rules.layers.forEach((parts, layer) => {
    for (const part of parts) {
      const bare = part.replace(EXTENSION, '');
      const contains = inside === bare || inside.startsWith(`${bare}/`);
      if (contains && (!best || bare.length > best.part.replace(EXTENSION, '').length)) best = { part, layer };
    }
  });
  return best;
}

/**
 * Checks the imports of the given files (path relative to the repository → source text) against the rules:
 * an import from a higher layer, a circle between parts of one layer, a file in no part, and an import that leaves
 * the root for a path not listed in `outside`.
 */
export function checkLayers(rules: LayerRules, files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  const root = rules.root.replace(/\/$/, '');
  const sameLayer: { from: string; to: string; file: string; specifier: string }[] = [];

  for (const [file, source] of files) {
    if (TEST.test(file)) continue;
    const own = partOf(rules, path.posix.relative(root, file).replace(EXTENSION, ''));
    if (!own) {
      violations.push({ file, specifier: '', message: `${file} belongs to no layer of ${root}/: add its folder to the rules` });
      continue;
    }
    for (const specifier of importsOf(source)) {
      const target = resolve(file, specifier);
      if (target === null) continue;
      if (target !== root && !target.startsWith(`${root}/`)) {
        const allowed = (rules.outside ?? []).some((entry) =>
          entry.endsWith('/') ? target.startsWith(entry) : target === entry.replace(EXTENSION, ''),
        );
        if (!allowed) violations.push({ file, specifier, message: `${file} imports '${specifier}', outside ${root}/` });
        continue;
      }
      const other = partOf(rules, path.posix.relative(root, target));
      if (!other) {
        violations.push({ file, specifier, message: `${file} imports '${specifier}', which belongs to no layer of ${root}/` });
      } else if (other.layer > own.layer) {
        violations.push({ file, specifier, message: `${file} (${own.part}) imports '${specifier}' from a higher layer (${other.part})` });
      } else if (other.layer === own.layer && other.part !== own.part) {
        sameLayer.push({ from: own.part, to: other.part, file, specifier });
      }
    }
  }

  // Circles between parts of one layer: an edge is in one when its target reaches its source again.
  const next = new Map<string, Set<string>>();
  for (const edge of sameLayer) next.set(edge.from, (next.get(edge.from) ?? new Set()).add(edge.to));
  const reaches = (start: string, goal: string) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const part = queue.pop()!;
      if (part === goal) return true;
      if (seen.has(part)) continue;
      seen.add(part);
      queue.push(...(next.get(part) ?? []));
    }
    return false;
  };
  for (const edge of sameLayer) {
    if (reaches(edge.to, edge.from)) {
      violations.push({
        file: edge.file,
        specifier: edge.specifier,
        message: `${edge.file} imports '${edge.specifier}': ${edge.from} and ${edge.to} import each other (a cycle)`,
      });
    }
  }
  return violations;
}

/** Reads the root's files from disk and checks them. */
export function checkLayersOnDisk(repo: string, rules: LayerRules): Violation[] {
  const files = new Map(sourceFilesUnder(repo, rules.root).map((file) => [file, fs.readFileSync(path.join(repo, file), 'utf8')]));
  return checkLayers(rules, files);
}

/** Imports into `folder` from the files under `from` (folders or files), but for the files `allowed` to. */
export function importsInto(repo: string, rules: { folder: string; from: readonly string[]; allowed: readonly string[] }): Violation[] {
  const files = rules.from.flatMap((entry) => (fs.statSync(path.join(repo, entry)).isDirectory() ? sourceFilesUnder(repo, entry) : [entry]));
  const violations: Violation[] = [];
  for (const file of files) {
    if (rules.allowed.includes(file)) continue;
    for (const specifier of importsOf(fs.readFileSync(path.join(repo, file), 'utf8'))) {
      const target = resolve(file, specifier);
      if (target !== null && target.startsWith(`${rules.folder}/`)) {
        violations.push({ file, specifier, message: `${file} imports '${specifier}' from ${rules.folder}/` });
      }
    }
  }
  return violations;
}
