import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Settings only the test and build tooling read, or that Node.js and Next.js set themselves. */
const NOT_SETTINGS = new Set([
  'NODE_ENV',
  'NEXT_RUNTIME',
  'NEXT_PHASE',
  'PLATFORM_TEST_DB',
  'TEST_DATABASE_URL',
  'TEST_REDIS_URL',
  'CI',
  'NODE_OPTIONS',
]);
const SOURCE_DIRS = ['app', 'components', 'lib', 'platform', 'scripts', 'server'];
const SOURCE_FILES = ['proxy.ts', 'instrumentation.ts', 'next.config.mjs'];

function sourceFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return /\.(ts|tsx|mjs)$/.test(entry) && !/\.test\.ts$/.test(entry) ? [entry] : [];
  return fs.readdirSync(entry).flatMap((child) => sourceFiles(path.join(entry, child)));
}

function settingsReadByTheCode(): string[] {
  const names = new Set<string>();
  for (const file of [...SOURCE_DIRS, ...SOURCE_FILES].flatMap(sourceFiles)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
  }
  return [...names].filter((name) => !NOT_SETTINGS.has(name)).sort();
}

describe('.env.example', () => {
  const documented = new Set([...fs.readFileSync('.env.example', 'utf8').matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));

  it('lists every setting the code reads', () => {
    const read = settingsReadByTheCode();
    expect(read.length).toBeGreaterThan(15);
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists nothing the code does not read', () => {
    const read = new Set(settingsReadByTheCode());
    expect([...documented].filter((name) => !read.has(name))).toEqual([]);
  });
});
