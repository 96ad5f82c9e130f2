// The storefront's probes, answered by server/serve.mjs ahead of the micro-cache and Next.js:
//   GET /healthz  200 while the process runs (no database touch).
//   GET /readyz   200 when the platform can serve: the embedded platform's database answers and is migrated, or, on
//                 PLATFORM_API_URL, the platform's own /readyz answers 200. Otherwise 503 with the reason.
// Both are JSON with Cache-Control: no-store.
import { embeddedPlatform } from './platform-lifecycle.mjs';

const REMOTE_TIMEOUT_MS = 2_500;

/**
 * Answers the probe paths and returns true, or returns false for every other request. `opening` settles once
 * instrumentation.ts has run (the embedded platform open, or the remote platform's changes followed).
 */
export function createHealthProbes({
  opening = Promise.resolve(),
  remote = process.env.PLATFORM_API_URL?.replace(/\/$/, ''),
  stopping = () => false,
} = {}) {
  let started = { ready: false, reason: 'The platform is still opening (migrations, first-start seed).' };
  opening.then(
    () => (started = { ready: true }),
    (error) => (started = { ready: false, reason: `The platform failed to open: ${error instanceof Error ? error.message : error}` }),
  );

  async function readiness() {
    if (stopping()) return { ready: false, reason: 'Shutting down.' };
    if (!started.ready) return started;
    return remote ? remoteReadiness(remote) : embeddedReadiness();
  }

  return function handleProbe(req, res) {
    const path = (req.url ?? '/').split('?', 1)[0];
    if ((path !== '/healthz' && path !== '/readyz') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (path === '/healthz') {
      send(res, 200, { status: 'ok' });
      return true;
    }
    readiness().then(
      (state) => (state.ready ? send(res, 200, { status: 'ready' }) : send(res, 503, { status: 'not ready', reason: state.reason })),
      (error) => send(res, 503, { status: 'not ready', reason: error instanceof Error ? error.message : String(error) }),
    );
    return true;
  };
}

/** The platform in this process (lib/platform/server/embedded-platform.ts), opened at start-up by instrumentation.ts. */
async function embeddedReadiness() {
  const opened = embeddedPlatform();
  if (!opened) return { ready: false, reason: 'The platform is not open.' };
  const platform = await opened.catch((error) => ({ failed: error }));
  if (platform.failed) return { ready: false, reason: `The platform failed to open: ${platform.failed.message ?? platform.failed}` };
  return platform.readiness();
}

async function remoteReadiness(remote) {
  try {
    const response = await fetch(`${remote}/readyz`, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS), cache: 'no-store' });
    if (response.ok) return { ready: true };
    const body = await response.json().catch(() => ({}));
    return { ready: false, reason: `The platform at ${remote} is not ready (${response.status}): ${body.reason ?? 'no reason given'}` };
  } catch (error) {
    return { ready: false, reason: `The platform at ${remote} is unreachable: ${error instanceof Error ? error.message : error}` };
  }
}

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json), 'Cache-Control': 'no-store' });
  res.end(res.req?.method === 'HEAD' ? undefined : json);
}
