// Graceful shutdown for the storefront (server/serve.mjs) and the standalone platform (platform/runtime/server.ts).
import net from 'node:net';

const POLL_MS = 25;
/**
 * How long no request must have been running before idle connections are closed. A request that has reached the
 * socket but not yet been read (the event loop was busy rendering) looks idle to Node.js, and closing its connection
 * would reset it: the quiet time lets it be read.
 */
const QUIET_MS = 250;
/** How long closing the database may take once the requests are done. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * On SIGTERM or SIGINT: stops accepting connections, lets the requests in flight finish (up to `graceMs`, then
 * closes what is left), runs `close` (the database), and exits 0 (1 when closing failed). Responses sent meanwhile
 * carry `Connection: close`; idle keep-alive connections are closed once no request has been running for QUIET_MS,
 * so none holds the shutdown. Event streams (the platform's change stream) are not waited for: `close` ends them.
 * Answers `stopping()`, true from the signal on (the readiness probe says so).
 */
export function shutDownGracefullyOnSignals(server, { close = async () => {}, graceMs = 10_000, log = console.log } = {}) {
  const inFlight = new Map();
  let stopping = false;
  let accepted = 0;
  server.on('connection', () => accepted++);

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
    // Connections the kernel queued before the signal while the event loop was busy rendering are not accepted yet;
    // closing the listener would reset them. Turns of the loop accept them until one turn brings none.
    for (let before = -1; before !== accepted;) {
      before = accepted;
      await nextTurn();
      await nextTurn();
    }
    // net.Server's close only: http.Server's would also close the idle connections at once (see QUIET_MS).
    net.Server.prototype.close.call(server);
    for (const [res] of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const deadline = Date.now() + graceMs;
    for (let quietSince = Date.now(); Date.now() < deadline; await sleep(POLL_MS)) {
      if (pending().length) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) break;
    }
    if (pending().length) {
      log(`${pending().length} request(s) still running after ${graceMs / 1000} s: closing them`);
      server.closeAllConnections();
    } else {
      server.closeIdleConnections();
    }
    let code = 0;
    try {
      await Promise.race([close(), sleep(CLOSE_TIMEOUT_MS).then(() => Promise.reject(new Error(`not closed within ${CLOSE_TIMEOUT_MS / 1000} s`)))]);
    } catch (error) {
      console.error(`Shutdown: closing the database failed: ${error instanceof Error ? error.message : error}`);
      code = 1;
    }
    server.closeAllConnections();
    log(`Stopped${code ? ' (with errors)' : ''}`);
    process.exit(code);
  }

  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
  return { stopping: () => stopping };
}

function isEventStream(req, res) {
  return (
    String(req.headers.accept ?? '').includes('text/event-stream') || String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')
  );
}

function nextTurn() {
  return new Promise((resolve) => setImmediate(resolve));
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
