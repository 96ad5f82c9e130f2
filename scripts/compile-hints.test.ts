import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types, run by `npm run build`
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

const FRAMEWORK = 'static/chunks/framework-1a2b.js';
const RUNTIME = 'static/chunks/turbopack-3c4d.js';
const PAGE = 'static/chunks/page-5e6f.js';
let distDir: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  fs.writeFileSync(path.join(distDir, file), text);
}
const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');

beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  write('build-manifest.json', JSON.stringify({ rootMainFiles: [FRAMEWORK, RUNTIME], polyfillFiles: [] }));
  write(FRAMEWORK, '(globalThis.TURBOPACK||[]).push([1]);');
  write(RUNTIME, '(()=>{})();');
  write(PAGE, '(globalThis.TURBOPACK||[]).push([2]);');
});

describe('compile hints on the start-up scripts', () => {
  it('puts the hint on the first line of every root main file and leaves the rest of each file as it was', async () => {
    expect(await addCompileHints(distDir)).toEqual([FRAMEWORK, RUNTIME]);
    expect(read(FRAMEWORK)).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
    expect(read(RUNTIME)).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('leaves scripts that are not loaded on every page alone', async () => {
    await addCompileHints(distDir);
    expect(read(PAGE)).toBe('(globalThis.TURBOPACK||[]).push([2]);');
  });

  it('marks each script once when run again on the same build', async () => {
    await addCompileHints(distDir);
    expect(await addCompileHints(distDir)).toEqual([]);
    expect(read(FRAMEWORK).split(COMPILE_HINT)).toHaveLength(2);
  });

  it('fails loudly on a build whose manifest names no start-up scripts', async () => {
    write('build-manifest.json', JSON.stringify({ rootMainFiles: [] }));
    await expect(addCompileHints(distDir)).rejects.toThrow('No start-up scripts');
  });
});
