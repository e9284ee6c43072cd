export type Truthy<T> = Exclude<T, undefined | null | false | '' | 0>;

/**
 * Polls `value` every `everyMs` until it is truthy, and answers it; after `ms` fails with "not
 * within ms: what" and, when given, what `detail` says then (a part's log).
 */
export async function until<T>(value: () => T | Promise<T>, ms: number, what: string, { everyMs = 100, detail }: { everyMs?: number; detail?: () => string } = {}): Promise<Truthy<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await value();
    if (found) return found as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}${detail ? `\n${detail()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
