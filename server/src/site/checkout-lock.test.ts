import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CheckoutLockCancelled, lockCheckout } from './checkout-lock';

const dir = mkdtempSync(path.join(tmpdir(), 'checkout-lock-'));
let n = 0;
const lockFile = () => path.join(dir, `build-${(n += 1)}.lock`);

test('a second builder of the checkout in another process waits for the first, naming it, then builds', async () => {
  const file = lockFile();
  // The first builder: another process that holds the lock for 1.5 s.
  const script = path.join(dir, 'first-builder.ts');
  writeFileSync(script, `import { lockCheckout } from ${JSON.stringify(path.join(__dirname, 'checkout-lock'))};
lockCheckout({ file: ${JSON.stringify(file)}, holder: 'http://first/api', log: () => {} }).then((release) => {
  console.log('locked');
  setTimeout(() => { release(); console.log('released'); }, 1500);
});`);
  const first = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const firstOut: string[] = [];
  await new Promise<void>((resolve) => first.stdout.on('data', (chunk: Buffer) => { firstOut.push(chunk.toString()); if (firstOut.join('').includes('locked')) resolve(); }));
  const lines: string[] = [];
  const release = await lockCheckout({ file, holder: 'http://second/api', log: (line) => lines.push(line), pollMs: 100 });
  expect(firstOut.join('')).toContain('released');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`process ${first.pid}`);
  expect(lines[0]).toContain('http://first/api');
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, holder: 'http://second/api' });
  release();
  expect(existsSync(file)).toBe(false);
  await new Promise((resolve) => (first.exitCode === null ? first.once('exit', resolve) : resolve(null)));
}, 30_000);

test('a lock left by a process that is gone is taken at once', async () => {
  const file = lockFile();
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
  writeFileSync(file, JSON.stringify({ pid: Number(gone), holder: 'http://gone/api', token: 'x', since: new Date().toISOString() }));
  const lines: string[] = [];
  const release = await lockCheckout({ file, holder: 'http://next/api', log: (line) => lines.push(line), pollMs: 100 });
  expect(lines).toEqual([]);
  release();
});

test('two builders in one process: the second waits until the first frees the lock', async () => {
  const file = lockFile();
  const freeFirst = await lockCheckout({ file, holder: 'a', log: () => {}, pollMs: 50 });
  let second = false;
  const waiting = lockCheckout({ file, holder: 'b', log: () => {}, pollMs: 50 }).then((release) => { second = true; return release; });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(second).toBe(false);
  freeFirst();
  (await waiting)();
  expect(second).toBe(true);
});

test('a build called off while it waits ends without the lock, and frees nothing of the holder', async () => {
  const file = lockFile();
  const free = await lockCheckout({ file, holder: 'a', log: () => {}, pollMs: 50 });
  let cancelled = false;
  const waiting = lockCheckout({ file, holder: 'b', log: () => {}, pollMs: 50, cancelled: () => cancelled });
  cancelled = true;
  await expect(waiting).rejects.toBeInstanceOf(CheckoutLockCancelled);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ holder: 'a' });
  free();
});
