import fs from 'node:fs/promises';
import path from 'node:path';

export type PgliteHolder =
  | { known: true; pid: number; command: string }
  /** The directory looks open (PGlite's postmaster.pid is there) but this system cannot say by whom. */
  | { known: false; pidFile: string };

/**
 * Which other process has a PGlite data directory open, if any. PGlite itself does not lock the directory: a second
 * process opening it while another runs would corrupt it. PGlite writes postmaster.pid when it opens a directory and
 * removes it when it closes; a process killed without closing leaves it behind, so on Linux the file only counts
 * when a live process holds files under the directory open. Elsewhere the file alone counts.
 */
export async function findPgliteHolder(dir: string): Promise<PgliteHolder | null> {
  const root = path.resolve(dir);
  const pidFile = path.join(root, 'postmaster.pid');
  if (!(await exists(pidFile))) return null;
  if (!(await exists('/proc/self/fd'))) return { known: false, pidFile };
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    if (await holdsFileUnder(entry, root)) {
      const command = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').then(
        (text) => text.split('\0').filter(Boolean).join(' '),
        () => '',
      );
      return { known: true, pid: Number(entry), command };
    }
  }
  return null;
}

async function holdsFileUnder(pid: string, root: string): Promise<boolean> {
  let fds: string[];
  try {
    fds = await fs.readdir(`/proc/${pid}/fd`);
  } catch {
    return false; // ended meanwhile, or another user's process
  }
  for (const fd of fds) {
    const target = await fs.readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    if (target.startsWith(root + path.sep)) return true;
  }
  return false;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
