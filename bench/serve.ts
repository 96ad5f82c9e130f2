import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Starts the built storefront (`npm run build` first) as `npm start` serves it (server/serve.mjs), on a port of
 * its own with a bench database, and waits until it answers. The database directory is kept between runs.
 */
export async function startShop(port: number, dataDir: string, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  // NEXT_DIST_DIR (as next.config.mjs and server/serve.mjs read it) measures a build kept apart from others.
  if (!fs.existsSync(path.join(extraEnv.NEXT_DIST_DIR || process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')))
    throw new Error('Build the storefront first: npm run build');
  const child = spawn(process.execPath, ['server/serve.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/GetResellerLogo`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The shop did not start');
}

export function stopShop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
