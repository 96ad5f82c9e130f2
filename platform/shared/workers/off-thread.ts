import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';

/**
 * CPU-heavy work (DOMPurify over an uploaded SVG, a catalogue import's descriptions) runs here, in a child process
 * (platform/shared/workers/task-runner.mjs), so the event loop that answers every shop keeps answering, and so the memory the
 * work took goes back to the system: jsdom leaves hundreds of MB of native memory behind after a large document, which
 * an ended worker thread left in the shop's process, but an ended process gives back whole. One process at a time,
 * started when there is work, lowered in CPU priority so that the shops' own requests win the cores, ended after
 * IDLE_MS without work, after TASKS_PER_PROCESS tasks, or once it has grown past RSS_LIMIT_BYTES. Its heap is capped,
 * so an input that would need more fails that task alone, not the shop.
 */

/** A task: the named export of a platform module, as the task process loads it (platform/shared/workers/task-runner.mjs). */
export interface OffThreadTask<Input, Output> {
  /** The module's path under platform/, e.g. 'shared/images/svg-check.ts'. */
  module: string;
  name: string;
  /** Types only: what the task takes and answers. */
  readonly _types?: (input: Input) => Output;
}

export const offThreadTask = <Input, Output>(module: string, name: string): OffThreadTask<Input, Output> => ({ module, name });

/** Why a task did not run to its answer: the queue was full, or the task outgrew its process's memory or time. */
export class OffThreadFailure extends Error {
  constructor(
    readonly reason: 'busy' | 'too-heavy',
    cause: unknown,
  ) {
    super(`Off-thread task failed (${reason}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'OffThreadFailure';
  }
}

const IDLE_MS = 10_000;
/** Tasks waiting behind the running one; one more is refused as busy. */
const MAX_QUEUE = 32;
const HEAP_LIMIT_MB = 512;
const TASKS_PER_PROCESS = 50;
const RSS_LIMIT_BYTES = 768 * 1024 * 1024;
/** Nice value of the task process (0 is the shop's, 19 the lowest priority). */
const NICENESS = 15;
/** A task taking longer than this is ended, its process with it. */
const DEFAULT_TIMEOUT_MS = 120_000;

type Answer = { id: number; rssBytes: number } & ({ ok: true; value: unknown } | { ok: false; error: { name: string; message: string } });

interface Job {
  id: number;
  task: Pick<OffThreadTask<never, unknown>, 'module' | 'name'>;
  input: unknown;
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** The task process and the tasks waiting for it. */
class TaskProcess {
  private readonly queue: Job[] = [];
  private child: ChildProcess | null = null;
  private running: { job: Job; timer: NodeJS.Timeout } | null = null;
  private tasksRun = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private lastId = 0;

  get processes(): number {
    return this.child ? 1 : 0;
  }

  run(task: Job['task'], input: unknown, timeoutMs: number): Promise<unknown> {
    if (this.queue.length >= MAX_QUEUE) {
      return Promise.reject(new OffThreadFailure('busy', new Error(`${MAX_QUEUE} tasks are waiting already`)));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: ++this.lastId, task, input, timeoutMs, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running) return;
    const job = this.queue.shift();
    if (!job) {
      this.rest();
      return;
    }
    this.stopIdleTimer();
    const child = this.child ?? this.start();
    child.ref();
    child.channel?.ref();
    const timer = setTimeout(
      () => this.end(child, new OffThreadFailure('too-heavy', new Error(`the task took longer than ${job.timeoutMs} ms`))),
      job.timeoutMs,
    );
    this.running = { job, timer };
    const message = { id: job.id, module: job.task.module, name: job.task.name, input: job.input };
    child.send(message, (error) => {
      if (error) this.end(child, error);
    });
  }

  private start(): ChildProcess {
    // Not this process's flags nor NODE_OPTIONS: under `tsx platform/runtime/server.ts` and vitest they install loaders that
    // the runner does not need (it loads the TypeScript it runs itself).
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const child = fork(path.resolve(/* turbopackIgnore: true */ 'platform/shared/workers/task-runner.mjs'), [], {
      execArgv: [`--max-old-space-size=${HEAP_LIMIT_MB}`],
      env,
      // Structured clone: an upload's bytes go across as bytes, not as a JSON array of numbers.
      serialization: 'advanced',
    });
    this.child = child;
    this.tasksRun = 0;
    try {
      if (child.pid) setPriority(child.pid, NICENESS);
    } catch {
      // Where the system refuses, the task process runs at the shop's priority: slower shops, but the same answers.
    }
    child.on('message', (answer: Answer) => this.answered(child, answer));
    child.on('exit', (code, signal) =>
      this.end(child, new OffThreadFailure('too-heavy', new Error(`the task process ended (${signal ?? `exit code ${code}`})`))),
    );
    child.on('error', (error) => this.end(child, error));
    return child;
  }

  private answered(child: ChildProcess, answer: Answer): void {
    const running = this.running;
    if (child !== this.child || running?.job.id !== answer.id) return;
    clearTimeout(running.timer);
    this.running = null;
    this.tasksRun++;
    if (answer.ok) running.job.resolve(answer.value);
    else running.job.reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }));
    if (this.tasksRun >= TASKS_PER_PROCESS || answer.rssBytes > RSS_LIMIT_BYTES) this.retire();
    this.next();
  }

  /** The process ended or must end (it failed or ran out of time): the running task fails, the next gets a new one. */
  private end(child: ChildProcess, failure: Error): void {
    if (child !== this.child) return;
    this.child = null;
    this.stopIdleTimer();
    child.kill('SIGKILL');
    const running = this.running;
    this.running = null;
    if (running) {
      clearTimeout(running.timer);
      running.job.reject(failure);
    }
    this.next();
  }

  /** No work: the process no longer holds this one open, and ends after IDLE_MS. */
  private rest(): void {
    if (!this.child || this.idleTimer) return;
    this.child.unref();
    this.child.channel?.unref();
    this.idleTimer = setTimeout(() => this.retire(), IDLE_MS);
    this.idleTimer.unref();
  }

  /** Lets the process go between tasks: it exits as its IPC channel closes (task-runner.mjs). */
  private retire(): void {
    const child = this.child;
    if (!child || this.running) return;
    this.child = null;
    this.stopIdleTimer();
    if (child.connected) child.disconnect();
  }

  private stopIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

const TASK_PROCESS = Symbol.for('platform.off-thread-process');
type Holder = { [TASK_PROCESS]?: TaskProcess };

/** One task process per shop process (Next.js may load the platform's modules more than once). */
function taskProcess(): TaskProcess {
  const holder = globalThis as Holder;
  holder[TASK_PROCESS] ??= new TaskProcess();
  return holder[TASK_PROCESS];
}

/** Runs a task in the task process; an OffThreadFailure when it could not finish, the task's own error when it threw. */
export async function runOffThread<Input, Output>(
  task: OffThreadTask<Input, Output>,
  input: Input,
  options: { timeoutMs?: number } = {},
): Promise<Output> {
  return (await taskProcess().run(task, input, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)) as Output;
}

/** Task processes running now (1 while there is work, 0 once idle): for tests and the benchmark. */
export const offThreadProcesses = () => (globalThis as Holder)[TASK_PROCESS]?.processes ?? 0;
