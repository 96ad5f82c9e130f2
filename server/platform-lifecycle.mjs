// The platform's life in this process, shared by Next's bundles and server/serve.mjs: instrumentation.ts opens the
// embedded platform (once per process, whichever bundle asks first) and reports when start-up is done; serve.mjs's
// readiness probe reads both, and its shutdown closes the platform. One instance per process, like the page cache bus:
// Next's bundles reach it through lib/platform/server/server-runtime.ts.

/** The embedded platform's opening, from the first call on; cleared when it fails, so the next call tries again. */
let embedded;

let settleStartup;
const startup = new Promise((resolve, reject) => (settleStartup = { resolve, reject }));
// Under `next dev` nobody waits for it: a failed start-up is reported by Next.js itself, not as an unhandled rejection.
startup.catch(() => {});

/** Opens the embedded platform with `open` the first time, and answers that same opening every time after. */
export function openEmbeddedPlatform(open) {
  embedded ??= open().catch((error) => {
    embedded = undefined;
    throw error;
  });
  return embedded;
}

/** The embedded platform's opening, or undefined when nothing has opened it (or its last opening failed). */
export function embeddedPlatform() {
  return embedded;
}

/** Closes the embedded platform, if one was opened; a failed opening has nothing to close. */
export async function closeEmbeddedPlatform() {
  const platform = await embedded?.catch(() => undefined);
  await platform?.close();
}

/** Called by instrumentation.ts with its start-up (the platform opened, or a remote one followed). */
export function reportStartup(started) {
  started.then(settleStartup.resolve, settleStartup.reject);
}

/** Settles when instrumentation.ts's start-up has. */
export function whenStarted() {
  return startup;
}
