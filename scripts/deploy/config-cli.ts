import { writeFileSync } from 'node:fs';

/** A configuration a deploy command wrote: to `out` with what to do next, or to standard output. */
export function writeConfig(text: string, out: string | undefined, next: string): void {
  if (out) {
    writeFileSync(out, text);
    console.error(`Written to ${out}. ${next}`);
  } else {
    process.stdout.write(text);
  }
}

/** Runs a deploy command: a mistake in its arguments is one line and exit code 2. */
export function runConfigCommand(main: () => void): void {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
