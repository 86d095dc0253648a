import type { Server, ServerResponse } from 'node:http';

/** A Node server that can be drained: it marks its answers `connection: close` once told to. */
export interface DrainableServer {
  server: Server;
  /** Stops accepting connections, lets open requests finish, then cuts what is left after `timeoutMs`. */
  drain(timeoutMs: number): Promise<void>;
}

/**
 * Wraps a request listener so the server can be drained on SIGTERM: no new connections, every
 * request already received is answered (each answer closes its keep-alive connection), and
 * connections still busy after `timeoutMs` are cut so shutdown is bounded.
 */
export function drainable(server: Server): DrainableServer {
  let draining = false;
  const open = new Set<ServerResponse>();
  // A keep-alive client would otherwise send its next request over a connection about to close.
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) closeAfter(res);
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      // Its connection may now be idle: nothing more to wait for on it.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  let drained: Promise<void> | undefined;
  return {
    server,
    drain: (timeoutMs) =>
      (drained ??= new Promise<void>((resolve) => {
        draining = true;
        open.forEach(closeAfter);
        const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        // Idle keep-alive connections carry no request to wait for.
        server.closeIdleConnections();
      })),
  };
}
