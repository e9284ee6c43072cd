import { randomBytes } from 'node:crypto';
import { saveEditor } from '../modules/console/session';
import { runCli, withTarget } from './admin-client';

const USAGE = 'Usage: npm run editor -- add <username>   (reads a password from standard input when one is piped in, else prints a new one)';

/** `npm run editor -- add <username>`: creates an editor account (or sets a new password). */
runCli(async () => {
  const [command, username] = process.argv.slice(2);
  if (command !== 'add' || !username) throw new Error(USAGE);
  const piped = !process.stdin.isTTY ? (await readStdin()).trim() : '';
  const password = piped || randomBytes(12).toString('base64url');
  const result = await withTarget((t) =>
    t.kind === 'server' ? t.call<{ id: number; created: boolean }>('POST', '/editors', { username, password }) : saveEditor(t.db, username, password),
  );
  console.log(`Editor "${username}" ${result.created ? 'created' : 'updated (sessions signed out)'}.`);
  if (!piped) console.log(`One-time password: ${password}\nKeep it safe; it is not shown again.`);
});

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text;
}
