import fs from 'node:fs';
import path from 'node:path';
import { importsOf, sourceFilesUnder, type Violation } from './import-layers';

/**
 * The platform's domains (platform/<domain>/), lowest first: a domain may use the ones before it (the layer rules in
 * import-layer-rules.ts), and only through their public faces: index.ts (the services other domains use), contract/ (the
 * wire schemas) and the tables. The storefront (app/, components/, modules/, lib/) imports the platform's contracts only, and
 * never an index.ts, so no server code reaches a browser bundle; the embedded platform is the one exception.
 */
export const PLATFORM_DOMAINS: readonly string[] = ['pricing', 'shops', 'customers', 'cart', 'catalogue', 'cod', 'offers', 'delivery', 'orders'];

/** Storefront files that start the platform in-process, and what they may import of it. */
export const EMBEDDING: Readonly<Record<string, readonly string[]>> = {
  'lib/platform/server/embedded-platform.ts': ['platform/runtime/create-platform', 'platform/shared/config'],
};

const EXTENSION = /\.(ts|tsx|mts|mjs|js)$/;

/** Where a specifier points in the repository (no extension), or null for a package. */
function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2)).replace(EXTENSION, '');
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(EXTENSION, '');
}

const domainOf = (target: string): string | null => {
  const name = /^platform\/([^/]+)(\/|$)/.exec(target)?.[1];
  return name && PLATFORM_DOMAINS.includes(name) ? name : null;
};

/** A path inside a domain other domains may import: its index, its contract, its tables. */
export function isPublicFace(target: string): boolean {
  const domain = domainOf(target);
  if (!domain) return false;
  const inside = target.slice(`platform/${domain}`.length).replace(/^\//, '');
  return inside === '' || inside === 'index' || inside.startsWith('contract/') || /(^|-)tables$/.test(inside);
}

/** A contract module the storefront may import: platform/contract/, platform/shared/contract/, a domain's contract/. */
export function isContract(target: string): boolean {
  return /^platform\/(contract|shared\/contract|[^/]+\/contract)\//.test(target) && !target.endsWith('/index');
}

/** Checks the given files (path relative to the repository → source text); tests are not checked. */
export function checkDomains(files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    if (/\.test\.(ts|tsx|mts|mjs)$/.test(file)) continue;
    const own = domainOf(file);
    const storefront = /^(app|components|modules|lib)\//.test(file);
    for (const specifier of importsOf(source)) {
      const target = resolve(file, specifier);
      if (target === null || !target.startsWith('platform/')) continue;
      if (storefront) {
        const embedding = EMBEDDING[file] ?? [];
        if (!isContract(target) && !embedding.includes(target)) {
          violations.push({ file, specifier, message: `${file} imports '${specifier}': the storefront imports the platform's contracts only` });
        }
        continue;
      }
      const other = domainOf(target);
      if (file.startsWith('platform/') && other && other !== own && !isPublicFace(target)) {
        violations.push({
          file,
          specifier,
          message: `${file} imports '${specifier}': use ${other}/index.ts, ${other}/contract/ or ${other}'s tables`,
        });
      }
    }
  }
  return violations;
}

/** Reads the platform's and the storefront's files from disk and checks them. */
export function checkDomainsOnDisk(repo: string): Violation[] {
  const files = ['platform', 'app', 'components', 'modules', 'lib'].flatMap((folder) => sourceFilesUnder(repo, folder));
  return checkDomains(new Map(files.map((file) => [file, fs.readFileSync(path.join(repo, file), 'utf8')])));
}
