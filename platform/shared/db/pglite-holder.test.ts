import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPgliteHolder } from './pglite-holder';

describe.runIf(process.platform === 'linux')('who has an embedded database directory open', () => {
  const dirs: string[] = [];
  const stops: (() => void)[] = [];
  const directory = (withPidFile: boolean) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-holder-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'base'));
    fs.writeFileSync(path.join(dir, 'base', '1259'), '');
    if (withPidFile) fs.writeFileSync(path.join(dir, 'postmaster.pid'), '-42\n/pglite/data\n');
    return dir;
  };
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds nobody in a closed directory, or one whose process ended without closing it', async () => {
    expect(await findPgliteHolder(directory(false))).toBeNull();
    expect(await findPgliteHolder(directory(true))).toBeNull();
  });

  it('names the process that holds files under an open directory', async () => {
    const dir = directory(true);
    const file = path.join(dir, 'base', '1259');
    const child = spawn(
      process.execPath,
      ['-e', `require('fs').openSync(${JSON.stringify(file)}, 'r'); console.log('open'); setTimeout(() => {}, 30000)`],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    stops.push(() => child.kill('SIGKILL'));
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const holder = await findPgliteHolder(dir);
    expect(holder).toMatchObject({ known: true, pid: child.pid });
    expect(holder?.known && holder.command).toContain(process.execPath);
  });
});
