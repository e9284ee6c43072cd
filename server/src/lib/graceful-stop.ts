import type { FastifyInstance } from 'fastify';

/** How long a stopping API process lets the requests in flight finish before it cuts their connections. */
export const STOP_GRACE_MS = 10_000;
/** How often a stopping process closes the connections that have gone idle (a finished request's). */
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
 * an open keep-alive connection is answered too (app.ts: `return503OnClosing: false`); each
 * connection is closed as soon as it is idle; after STOP_GRACE_MS whatever is still open is cut.
 * The database is closed by the caller, afterwards.
 */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  stopping.add(app);
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS);
  try {
    await app.close();
  } finally {
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
