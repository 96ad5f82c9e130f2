// Vitest's global setup of the PGlite project: one migrated and seeded embedded database per run, dumped to a file
// that each test platform with the default demo data loads instead of running initdb, the migrations and the seed
// again: a new PGlite alone took 1.5–2.9 s here, 0.5 s from the dump, and the 7 platforms of platform/customers' tests
// 42 s in all on a busy 2-core machine, 12 s from the dump.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteClient } from '../shared/db/open-database';
import { createPlatform } from '../runtime/create-platform';
import { testPlatformConfig } from './test-platform';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump's path (PGlite's `dumpDataDir`). */
    pgliteTemplate: string;
  }
}

export default async function createPgliteTemplate(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const platform = await createPlatform({ ...testPlatformConfig(), dataDir: dir }, () => {});
  await platform.close();
  const client = await openPgliteClient(path.join(dir, 'pglite'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
