// What a worker thread of the off-thread pool (off-thread.ts) loads. Plain JavaScript, so that Node.js loads it as it
// is wherever the platform runs: under tsx (`npm run platform`), under vitest, and inside the Next.js server, where
// the platform's TypeScript is compiled into Next's bundles and no TypeScript loader is installed. The task modules
// are the platform's own TypeScript files, loaded through tsx (a dependency) in this thread only.
import { tsImport } from 'tsx/esm/api';

const platformRoot = new URL('../../', import.meta.url);
const modules = new Map();

function load(module) {
  if (!/^[a-z-]+(?:\/[a-z-]+)+\.ts$/.test(module)) throw new Error(`Not a platform task module: ${module}`);
  if (!modules.has(module)) modules.set(module, tsImport(new URL(module, platformRoot).href, import.meta.url));
  return modules.get(module);
}

/** Runs one task: the named export of a platform module (e.g. shared/images/svg-check.ts), given the input. */
export default async function runTask({ module, name, input }) {
  const loaded = await load(module);
  if (typeof loaded[name] !== 'function') throw new Error(`${module} has no task ${name}`);
  return loaded[name](input);
}
