import fs from 'node:fs';
import path from 'node:path';
import { sourceFilesUnder } from './import-layers';

/** The storefront's folders where browser and server modules live side by side. */
export const MIXED_FOLDERS = ['modules', 'lib'] as const;

const SERVER_ONLY = /^\s*import\s+['"]server-only['"]/m;

/**
 * In the storefront's shared folders a module that imports `server-only` lives in a folder named `server/`, and
 * nothing outside such a folder does, so the name of a folder says whether a browser bundle may import from it.
 */
export function misplacedServerModules(repo: string, files: Readonly<Record<string, string>> | null = null): string[] {
  const sources =
    files ??
    Object.fromEntries(
      MIXED_FOLDERS.flatMap((folder) => sourceFilesUnder(repo, folder)).map((f) => [f, fs.readFileSync(path.join(repo, f), 'utf8')]),
    );
  return Object.entries(sources)
    .filter(([file, text]) => SERVER_ONLY.test(text) && !file.split('/').includes('server'))
    .map(([file]) => `${file} imports 'server-only' outside a server/ folder`);
}
