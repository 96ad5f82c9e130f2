import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';

/**
 * CPU-heavy work (DOMPurify over an uploaded SVG, a catalogue import's descriptions) runs here, in worker threads, so
 * the event loop that answers every shop keeps answering. The pool is small (one thread on a two-core server, at most
 * two), starts threads only when there is work and ends them after IDLE_MS without any: a thread's memory (jsdom
 * keeps hundreds of MB after a large document) goes back with it. Each thread's heap is capped, so an input that
 * would need more fails that task alone, not the process.
 */

/** A task: the named export of a platform module, as the worker loads it (platform/shared/workers/task-runner.mjs). */
export interface OffThreadTask<Input, Output> {
  /** The module's path under platform/, e.g. 'shared/images/svg-check.ts'. */
  module: string;
  name: string;
  /** Types only: what the task takes and answers. */
  readonly _types?: (input: Input) => Output;
}

export const offThreadTask = <Input, Output>(module: string, name: string): OffThreadTask<Input, Output> => ({ module, name });

/** Why a task did not run to its answer: the queue was full, or the task outgrew its thread's memory or time. */
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
const MAX_QUEUE = 32;
const HEAP_LIMIT_MB = 512;
/** A task taking longer than this is ended (its thread with it). */
const DEFAULT_TIMEOUT_MS = 120_000;

const POOL = Symbol.for('platform.off-thread-pool');
type Holder = { [POOL]?: Piscina };

/** One pool per process (Next.js may load the platform's modules more than once). */
function pool(): Piscina {
  const holder = globalThis as Holder;
  holder[POOL] ??= new Piscina({
    // From the working directory, as the migrations are: the platform's sources are there, never in Next's bundles.
    filename: path.resolve(/* turbopackIgnore: true */ 'platform/shared/workers/task-runner.mjs'),
    minThreads: 0,
    maxThreads: Math.min(2, Math.max(1, availableParallelism() - 1)),
    idleTimeout: IDLE_MS,
    maxQueue: MAX_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
    // Not this process's flags: under `tsx platform/runtime/server.ts` they install tsx's loader, which then fails to load
    // task-runner.mjs's own (scoped) one; the runner loads the TypeScript it needs itself.
    execArgv: [],
    // Each task ends its thread's job, as a message handled on its event loop does: jsdom's documents stay alive
    // until then (a NodeIterator's WeakRef). Piscina's default ('sync') waits for the next task inside the same job,
    // and consecutive 5 MB SVGs then ran out of heap.
    atomics: 'disabled',
  });
  return holder[POOL];
}

/** Runs a task in the pool; an OffThreadFailure when it could not finish, the task's own error when it threw. */
export async function runOffThread<Input, Output>(
  task: OffThreadTask<Input, Output>,
  input: Input,
  options: { timeoutMs?: number } = {},
): Promise<Output> {
  try {
    return (await pool().run(
      { module: task.module, name: task.name, input },
      { signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) },
    )) as Output;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : '';
    if (/queue is at limit/i.test(message)) throw new OffThreadFailure('busy', error);
    if (code === 'ERR_WORKER_OUT_OF_MEMORY' || (error as Error).name === 'AbortError') throw new OffThreadFailure('too-heavy', error);
    throw error;
  }
}

/** The pool's threads now (0 once idle): for tests and the benchmark. */
export const offThreadThreads = () => (globalThis as Holder)[POOL]?.threads.length ?? 0;
