// Graceful shutdown for the storefront (scripts/serve.mjs) and the standalone platform (platform/server.ts).

const POLL_MS = 50;
/** How long closing the database may take once the requests are done. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * On SIGTERM or SIGINT: stops accepting connections, lets the requests in flight finish (up to `graceMs`, then
 * closes what is left), runs `close` (the database), and exits 0 (1 when closing failed). Idle keep-alive
 * connections are closed at once and the ones still busy close after their response, so none holds the shutdown.
 * Event streams (the platform's change stream) are not waited for: `close` ends them.
 * Answers `stopping()`, true from the signal on (the readiness probe says so).
 */
export function shutDownGracefullyOnSignals(server, { close = async () => {}, graceMs = 10_000, log = console.log } = {}) {
  const inFlight = new Map();
  let stopping = false;

  server.prependListener('request', (req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
    inFlight.set(res, req);
    res.once('close', () => inFlight.delete(res));
  });
  const pending = () => [...inFlight].filter(([res, req]) => !isEventStream(req, res));

  async function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    log(`${signal}: no longer accepting connections; finishing ${pending().length} request(s) in flight`);
    server.close();
    for (const [res] of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), POLL_MS);
    const deadline = Date.now() + graceMs;
    while (pending().length && Date.now() < deadline) await sleep(POLL_MS);
    if (pending().length) {
      log(`${pending().length} request(s) still running after ${graceMs / 1000} s: closing them`);
      server.closeAllConnections();
    }
    let code = 0;
    try {
      await Promise.race([close(), sleep(CLOSE_TIMEOUT_MS).then(() => Promise.reject(new Error(`not closed within ${CLOSE_TIMEOUT_MS / 1000} s`)))]);
    } catch (error) {
      console.error(`Shutdown: closing the database failed: ${error instanceof Error ? error.message : error}`);
      code = 1;
    }
    clearInterval(sweep);
    server.closeAllConnections();
    log(`Stopped${code ? ' (with errors)' : ''}`);
    process.exit(code);
  }

  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
  return { stopping: () => stopping };
}

function isEventStream(req, res) {
  return String(req.headers.accept ?? '').includes('text/event-stream') || String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
