import net from 'node:net';

/**
 * A TCP relay on `port` to `target`: `cut()` drops every connection and stops listening, as a database outage or a
 * network partition would; `open()` listens again.
 */
export function tcpProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  function relay(client: net.Socket) {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }

  return {
    open: () =>
      new Promise<void>((resolve, reject) => {
        server = net.createServer(relay);
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server?.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
