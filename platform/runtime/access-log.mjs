// One line per request on stdout, for the storefront (server/serve.mjs) and the standalone platform:
//   GET /product/holi-t-shirt 200 12ms host=shop.example.in
// method, path (without the query string, which may carry reset tokens or what a shopper searched for), status,
// milliseconds to the last byte, and the Host header. A response the client abandoned ends with ` aborted`.
// ACCESS_LOG=0 (or false) turns it off.

/** Whether the environment asks for the access log (on unless ACCESS_LOG is 0 or false). */
export function accessLogEnabled(env = process.env) {
  return env.ACCESS_LOG !== '0' && env.ACCESS_LOG !== 'false';
}

/** Logs every request `server` answers from now on, unless the log is turned off. */
export function logRequests(server, { enabled = accessLogEnabled(), write = (line) => process.stdout.write(line) } = {}) {
  if (!enabled) return;
  server.prependListener('request', (req, res) => {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      const path = (req.url ?? '/').split('?', 1)[0];
      const host = (req.headers.host ?? '-').replace(/\s/g, '_');
      write(`${req.method} ${path} ${res.statusCode} ${ms}ms host=${host}${res.writableFinished ? '' : ' aborted'}\n`);
    });
  });
}
