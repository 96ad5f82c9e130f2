// The child process that runs the off-thread tasks (platform/shared/workers/off-thread.ts forks it). Plain JavaScript, so
// that Node.js runs it as it is wherever the platform runs: under tsx (`npm run platform`), under vitest, and beside
// the Next.js server, where the platform's TypeScript is compiled into Next's bundles and no TypeScript loader is
// installed. The task modules are the platform's own TypeScript files, loaded through tsx (a dependency) here only.
import { tsImport } from 'tsx/esm/api';

const platformRoot = new URL('../../', import.meta.url);
const modules = new Map();

function load(module) {
  if (!/^[a-z-]+(?:\/[a-z-]+)+\.ts$/.test(module)) throw new Error(`Not a platform task module: ${module}`);
  if (!modules.has(module)) modules.set(module, tsImport(new URL(module, platformRoot).href, import.meta.url));
  return modules.get(module);
}

/** Runs one task: the named export of a platform module (e.g. shared/images/svg-check.ts), given the input. */
async function runTask({ module, name, input }) {
  const loaded = await load(module);
  if (typeof loaded[name] !== 'function') throw new Error(`${module} has no task ${name}`);
  return loaded[name](input);
}

const rssBytes = () => process.memoryUsage.rss();

// One task at a time, each in a message of its own: jsdom's documents stay alive until the job that made them ends
// (a NodeIterator's WeakRef), so they go as soon as the answer is sent.
process.on('message', async (task) => {
  let answer;
  try {
    answer = { id: task.id, ok: true, value: await runTask(task), rssBytes: rssBytes() };
  } catch (error) {
    const { name = 'Error', message = String(error) } = error instanceof Error ? error : {};
    answer = { id: task.id, ok: false, error: { name, message }, rssBytes: rssBytes() };
  }
  // The shop process may be gone by now; then there is no one to tell.
  if (process.connected) process.send(answer, () => {});
});

// The shop process ended or let this one go: nothing is left to answer, and every byte goes back to the system.
process.on('disconnect', () => process.exit(0));
