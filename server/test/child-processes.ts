// The product's Node processes as the tests and the deploy layout start them.

/**
 * Node's arguments to run a TypeScript entry point: tsx as a loader in the same process. Not the
 * tsx command, which runs the script in a child and relays signals to it: when the child does not
 * answer within 60 ms (a busy event loop under load), tsx kills it with SIGKILL, so SIGTERM would
 * not be a graceful stop. `tsx` is resolved from the working directory (the repository or server/).
 */
export const NODE_WITH_TSX = ['--import', 'tsx'];

// A process started detached leads its own process group: signalled and awaited as a whole, so
// that what it ran (a worker's build) goes with it.

export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

/**
 * Until no process of the group is left (a child it ran may end a moment after it). After 30 s the
 * group is killed (`onTimeout: 'kill'`), or the wait fails (`'throw'`, for tests).
 */
export async function groupGone(pgid: number, onTimeout: 'kill' | 'throw'): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    if (Date.now() > until) {
      if (onTimeout === 'throw') throw new Error(`process group ${pgid} is still there`);
      signalGroup(pgid, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
