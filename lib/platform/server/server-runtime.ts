import 'server-only';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PageCacheBus from '@/server/page-cache-bus.mjs';
import type * as PlatformLifecycle from '@/server/platform-lifecycle.mjs';

/**
 * The one way the storefront's code reaches the process runtime in server/: the page cache bus and the platform's
 * lifecycle, which server/serve.mjs and Next's cache handler use too. Next.js compiles this code into several
 * bundles (instrumentation, each route's server and RSC layers), each with its own copy of every module it bundles;
 * a module imported here the ordinary way would be one more copy per bundle, and a change announced in one would
 * reach no cache. So these are imported at run time by Node itself (Next's documented `turbopackIgnore`), from the
 * directory Next.js serves (`next({ dir })` defaults to it too): Node loads each file once per process, for every
 * bundle and for serve.mjs alike.
 */
export function pageCacheBus(): Promise<typeof PageCacheBus> {
  return (loadedBus ??= importRuntime('page-cache-bus.mjs'));
}

/** The platform's lifecycle in this process (server/platform-lifecycle.mjs), loaded as pageCacheBus() explains. */
export function platformLifecycle(): Promise<typeof PlatformLifecycle> {
  return (loadedLifecycle ??= importRuntime('platform-lifecycle.mjs'));
}

let loadedBus: Promise<typeof PageCacheBus> | undefined;
let loadedLifecycle: Promise<typeof PlatformLifecycle> | undefined;

/** The file URL of a module in server/; exported for the test that checks it names the files serve.mjs loads. */
export function runtimeModuleUrl(file: string): string {
  return pathToFileURL(path.join(/* turbopackIgnore: true */ process.cwd(), 'server', file)).href;
}

function importRuntime<T>(file: string): Promise<T> {
  return import(/* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ runtimeModuleUrl(file));
}
