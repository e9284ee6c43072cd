/**
 * What a check or a test run has started (processes, nginx, a scratch database, a temporary
 * directory) and must undo, newest first: at its normal end, and when it is interrupted (Ctrl-C,
 * or SIGTERM from a CI timeout). The parts run in process groups of their own, so a terminal's
 * Ctrl-C reaches only the run itself, which then stops each of them.
 */
const steps: { name: string; run: () => Promise<void> }[] = [];

/** Registers an undo step; the returned function removes it (once it was done the normal way). */
export function onCleanUp(name: string, run: () => Promise<void>): () => void {
  const step = { name, run };
  steps.push(step);
  return () => {
    const at = steps.indexOf(step);
    if (at !== -1) steps.splice(at, 1);
  };
}

let running: Promise<void> | null = null;

/**
 * Runs every registered step, newest first; a failing step does not keep the others from running.
 * A second caller meanwhile (a signal during the normal end, or the reverse) waits for the same run.
 */
export function cleanUpEverything(log: (line: string) => void = console.error): Promise<void> {
  running ??= (async () => {
    for (let step = steps.pop(); step; step = steps.pop()) {
      await step.run().catch((error: unknown) => log(`Cleaning up (${step!.name}) failed: ${error instanceof Error ? error.message : String(error)}`));
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

let installed = false;

/** On the first SIGINT or SIGTERM: undo everything, then exit with 130. Later signals (tsx relays each one again) are ignored. */
export function cleanUpOnSignals(log: (line: string) => void = console.error): void {
  if (installed) return;
  installed = true;
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping everything this run started…`);
    void cleanUpEverything(log).finally(() => process.exit(130));
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
