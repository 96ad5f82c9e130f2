import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { SvgCheck } from '../images/svg-check';
import { OffThreadFailure, offThreadProcesses, offThreadTask, runOffThread } from './off-thread';

const SANITISE_SVG = offThreadTask<Uint8Array, SvgCheck>('shared/images/svg-check.ts', 'sanitiseSvgTask');
const rectangles = (count: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<rect width="1" height="1"/>'.repeat(count)}</svg>`);

/** The processes a process started, from /proc (Linux). */
const commandLineOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};
const childrenOf = (pid: number) => fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
/** Whether a process still runs (a zombie, exited but not yet reaped by the container's init, does not). */
const stillRuns = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};
const waitFor = async (condition: () => boolean, what: string) => {
  for (let tries = 0; tries < 300; tries++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Still waiting for ${what}`);
};

describe('the task process', () => {
  it('answers a task, and gives back the task’s own error as an error with its message', async () => {
    const answer = await runOffThread(SANITISE_SVG, rectangles(3));
    expect(answer).toEqual({ svg: expect.stringMatching(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*><rect/) });
    expect(offThreadProcesses()).toBe(1);
    await expect(runOffThread(offThreadTask('shared/images/svg-check.ts', 'noSuchTask'), null)).rejects.toThrow(
      'images/svg-check.ts has no task noSuchTask',
    );
  });

  it('ends a task that runs out of time with its process, and runs the next one in a new process', async () => {
    const late = runOffThread(SANITISE_SVG, rectangles(9_000), { timeoutMs: 1 });
    await expect(late).rejects.toBeInstanceOf(OffThreadFailure);
    await expect(late).rejects.toMatchObject({ reason: 'too-heavy' });
    expect(await runOffThread(SANITISE_SVG, rectangles(2))).toHaveProperty('svg');
  });

  it('runs at a lower CPU priority than the shop, and ends when the shop process dies', async () => {
    // A shop process of its own (node with tsx's loader, as vitest's is), killed with SIGKILL while a task runs.
    const shop = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { offThreadTask, runOffThread } = await import('./platform/shared/workers/off-thread.ts');
         const svg = '<svg xmlns="http://www.w3.org/2000/svg">' + '<rect width="1" height="1"/>'.repeat(9000) + '</svg>';
         for (;;) await runOffThread(offThreadTask('shared/images/svg-check.ts', 'sanitiseSvgTask'), new TextEncoder().encode(svg));`,
      ],
      { stdio: 'inherit' },
    );
    try {
      // The shop process has other children too (tsx's esbuild service): the task process is the one running task-runner.mjs,
      // and its priority is lowered just after it starts.
      const taskProcess = () => childrenOf(shop.pid!).find((pid) => commandLineOf(pid).includes('task-runner.mjs'));
      await waitFor(() => taskProcess() !== undefined, 'the task process');
      const taskPid = taskProcess();
      await waitFor(() => getPriority(taskPid!) === 15, `the task process ${taskPid} at nice 15`);
      expect(getPriority(shop.pid!)).toBe(0);
      shop.kill('SIGKILL');
      await waitFor(() => !stillRuns(taskPid!), `the task process ${taskPid} to end`);
    } finally {
      shop.kill('SIGKILL');
    }
  }, 60_000);
});
