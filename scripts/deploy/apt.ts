import { execFileSync } from 'node:child_process';

/** Installs `packages` with apt-get (as root) when `missing` says why they are needed, as .ci/run does. */
export function aptInstall(missing: string | null, packages: readonly string[], log: (line: string) => void): void {
  if (!missing) return;
  if (process.getuid?.() !== 0) throw new Error(`${missing} (as root)`);
  log(`Installing ${packages.join(' ')} with apt-get…`);
  const options = { stdio: 'inherit' as const, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], options);
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], options);
}
