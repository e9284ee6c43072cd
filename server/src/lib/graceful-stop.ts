import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a stopping API process lets the requests in flight finish before it cuts their connections. */
export const STOP_GRACE_MS = 10_000;
/**
 * How long nginx keeps an idle connection to an API process open for the next request (its
 * upstream `keepalive_timeout`, written into deploy/nginx/expo.conf from here). A stopping process
 * leaves idle connections to nginx to close: see closeGracefully.
 */
export const BALANCER_IDLE_MS = 4_000;
/** When a stopping process starts closing the connections that are still idle itself (other clients than nginx). */
const CLOSE_IDLE_AFTER_MS = BALANCER_IDLE_MS + 1_000;
/** How often it closes them then. */
const IDLE_SWEEP_MS = 100;

/** The apps that are stopping: their answers say `Connection: close`. */
const stopping = new WeakSet<FastifyInstance>();

/**
 * Every answer the app sends once it is stopping carries `Connection: close`, so a client (nginx
 * keeping connections to its upstream open) sends nothing more on that connection. Registered
 * before any route, so that it covers them all.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping.has(app)) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Closes an API process's server the way a rolling restart needs: the listening socket closes at
 * once, so new connections are refused (the balancer sends them to another process); requests in
 * flight finish and get their answers with `Connection: close`, and one that arrives meanwhile on
 * an open keep-alive connection is answered too (app.ts: `return503OnClosing: false`), so that
 * connection ends after its answer. An idle keep-alive connection is left for the client to
 * close: closing it from this side races with nginx sending a request on it at that moment, and
 * nginx answers that request 502 without trying another process when it is a POST (measured:
 * about one request in every rolling restart under load, e2e/deploy/under-load). nginx closes its
 * idle connections after BALANCER_IDLE_MS; what is still idle after CLOSE_IDLE_AFTER_MS (another
 * client) is closed from here; after STOP_GRACE_MS whatever is still open is cut. Ends when every
 * connection is closed. The database is closed by the caller, afterwards.
 */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  stopping.add(app);
  const server = app.server;
  let sweep: NodeJS.Timeout | undefined;
  const sweepLater = setTimeout(() => (sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)), CLOSE_IDLE_AFTER_MS);
  const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
  try {
    // net.Server's close: no new connections, and the callback once the last one has closed.
    // Not http.Server's (nor Fastify's, which calls it): since Node 19 it also closes the idle
    // keep-alive connections at once, the race above.
    await new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    // Fastify's own close (its onClose hooks); the server is closed already, which it accepts.
    await app.close();
  } finally {
    clearTimeout(sweepLater);
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT, then exits 0 (1 if stopping failed). A repeated
 * signal while stopping is ignored: a service manager or a terminal sends one to every process
 * of the group, and a second one must not cut the requests short.
 */
export function stopOnSignals(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
