import { appendFileSync, readFileSync } from 'node:fs';
import type { Cast } from './cast';
import type { ShowRequest } from './mix';
import { ShowCursor, type ShowCall } from './requests';

// The show mix's requests inside Artillery (bundled by artillery.ts into one CommonJS file that
// Artillery's `config.processor` loads): each scenario is one kind of request, named by its kind;
// `fill` makes it the cursor's next call of that kind, `read` checks the answer as our own client
// does (drive.ts) and appends each acknowledged write to SHOW_ACK_FILE, one JSON line each.

const cast = JSON.parse(readFileSync(process.env.SHOW_CAST_FILE!, 'utf8')) as Cast;
const cursor = new ShowCursor(cast, JSON.parse(process.env.SHOW_FROM ?? '{}') as Partial<Record<ShowRequest, number>>);
const target = process.env.SHOW_TARGET!;
const ackFile = process.env.SHOW_ACK_FILE!;
const calls = new WeakMap<object, ShowCall>();

interface Params { name: string; url: string; method: string; headers?: Record<string, string>; json?: unknown }
interface Events { emit(type: 'counter', name: string, value: number): void }
type Done = (error?: Error) => void;

export function fill(params: Params, context: object, events: Events, done: Done): void {
  const kind = params.name as ShowRequest;
  const call = cursor.call(kind);
  events.emit('counter', `show.sent.${kind}`, 1);
  if (!call) {
    events.emit('counter', 'show.unsent', 1);
    params.url = `${target}/api/health`;
    params.method = 'GET';
    return done();
  }
  calls.set(context, call);
  params.url = `${target}${call.path}`;
  params.method = call.method;
  params.headers = { ...params.headers, ...call.headers };
  if (call.body) params.json = call.body;
  done();
}

export function read(params: Params, response: { statusCode: number; body: unknown }, context: object, events: Events, done: Done): void {
  const kind = params.name;
  const call = calls.get(context);
  // Other answers than 2xx are counted by Artillery (codes per endpoint).
  if (!call || response.statusCode < 200 || response.statusCode > 299) return done();
  const fail = (what: string) => {
    events.emit('counter', `show.failed.${kind}`, 1);
    events.emit('counter', `show.failure.${kind}.${what}`, 1);
  };
  try {
    const envelope = (typeof response.body === 'string' ? JSON.parse(response.body) : response.body) as { code?: number; data?: unknown };
    if (envelope.code !== 200) fail(`code ${envelope.code}`);
    else {
      const checked = call.check(envelope.data);
      if (checked && 'problem' in checked) fail(checked.problem);
      else if (checked) appendFileSync(ackFile, `${JSON.stringify(checked)}\n`);
    }
  } catch {
    fail('not JSON');
  }
  done();
}
