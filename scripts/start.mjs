// `npm start`: builds the storefront when there is no build or the sources changed since the last one,
// then serves it on PORT (default 3000). The embedded platform migrates and seeds itself on first start.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const root = process.cwd();
const buildId = path.join(root, '.next', 'BUILD_ID');
const sources = [
  'app',
  'components',
  'lib',
  'platform',
  'public',
  'next.config.mjs',
  'package-lock.json',
  'proxy.ts',
  'instrumentation.ts',
  'scripts/compile-hints.mjs',
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((latest, child) => Math.max(latest, newestChange(path.join(entry, child))), stat.mtimeMs);
}

const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the storefront…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['server/serve.mjs'], { stdio: 'inherit' });
// serve.mjs finishes its requests in flight and closes the database; this process waits for it and exits as it did.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
