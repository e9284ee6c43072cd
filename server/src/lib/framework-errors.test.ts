import net from 'node:net';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../../test/helper';

// What Node's parser and Fastify answer on their own, before any route runs, over a real socket:
// headers too large (431), a malformed request line or header (400), a malformed URL (400). Each
// is the envelope, in the request's language where its `lang` header was read, never a 500.

let t: TestApp;
/** Its own free port: a fixed one collides with another run of this file on the same machine. */
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes bytes to a fresh connection; the first answer on it (null when the server just closed it). */
function raw(bytes: Buffer | string): Promise<RawAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const finish = () => {
      socket.destroy();
      resolve(parse(data));
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const answer = parse(data);
      if (answer && Buffer.byteLength(answer.body) >= Number(answer.headers['content-length'] ?? 0)) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', () => finish());
    socket.setTimeout(5000, () => reject(new Error(`no answer to ${JSON.stringify(String(bytes).slice(0, 80))}`)));
    // Everything is sent: a request cut short is answered (or dropped) now, not waited for.
    socket.end(bytes);
  });
}

function parse(data: Buffer): RawAnswer | null {
  const text = data.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine?.split(' ')[1]), headers, body: text.slice(end + 4) };
}

const request = (head: string) => `${head}\r\n\r\n`;

test.each([
  ['headers too large', request(`GET /api/health HTTP/1.1\r\nHost: x\r\nlang: en_US\r\nX-Big: ${'b'.repeat(20_000)}`), 431, 'The request headers are too large'],
  ['a URL longer than the headers may be', request(`GET /api/common/exhibitor/list?keyword=${'k'.repeat(20_000)} HTTP/1.1\r\nHost: x`), 431, '请求头过大'],
  ['a malformed request line', request('GARBAGE'), 400, '请求无法识别'],
  ['a control character in a header name', request('GET /api/health HTTP/1.1\r\nHost: x\r\nlang: en_US\r\nBad\u0001: y'), 400, 'The request could not be read'],
  ['a NUL in a header value', request('GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b'), 400, '请求无法识别'],
  ['both Content-Length and Transfer-Encoding', request('POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked'), 400, '请求无法识别'],
  ['a malformed escape in the URL', request('GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nlang: en_US'), 400, 'The request could not be read'],
  ['a malformed escape in a site URL', request('GET /%E0%A4%A HTTP/1.1\r\nHost: x'), 400, '请求无法识别'],
  ['no Host header (HTTP/1.1 requires one)', request('POST /api/auth/logout HTTP/1.1\r\n!Host: x\r\nContent-Type: application/json\r\nContent-Length: 2') + '{}', 400, '请求无法识别'],
])('%s: the envelope with status %i', async (_what, bytes, status, msg) => {
  const answer = await raw(bytes);
  expect(answer?.status).toBe(status);
  expect(answer?.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer!.body)).toEqual({ code: status, msg, data: null });
});

test('a good request keeps its connection open (keep-alive), a refused one by the parser closes it', async () => {
  const good = await raw(request('GET /api/health HTTP/1.1\r\nHost: x'));
  expect(good?.status).toBe(200);
  expect(good?.headers.connection).toBe('keep-alive');
  const bad = await raw(request('GARBAGE'));
  expect(bad?.headers.connection).toBe('close');
});

test('random bytes, and random changes to a good request: never a 500, and any answer is the envelope', async () => {
  const good = Buffer.from(request('POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2') + '{}');
  const mangled = fc.tuple(fc.integer({ min: 0, max: good.length - 1 }), fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([at, bytes]) => Buffer.concat([good.subarray(0, at), Buffer.from(bytes), good.subarray(at)]));
  const garbage = fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => Buffer.concat([Buffer.from(bytes), Buffer.from('\r\n\r\n')]));
  await fc.assert(
    fc.asyncProperty(fc.oneof(mangled, garbage), async (bytes) => {
      const answer = await raw(bytes);
      if (!answer) return;
      expect(answer.status).toBeLessThan(500);
      // A change in the path may leave /api (no site is served here: Fastify's own 404 answers it).
      if (!/^[A-Z]+ \/api[/ ?]/.test(bytes.toString('latin1')) && answer.status === 404) return;
      const body = JSON.parse(answer.body);
      expect(body).toEqual({ code: answer.status, msg: expect.any(String), data: body.data });
    }),
    { numRuns: 60 },
  );
});

test('the refusal of a request without a Host header carries the security headers too', async () => {
  const answer = await raw(request('GET /api/health HTTP/1.1\r\nlang: en_US') + '');
  expect(answer?.status).toBe(400);
  expect(answer?.headers['x-content-type-options']).toBe('nosniff');
  expect(JSON.parse(answer!.body)).toEqual({ code: 400, msg: 'The request could not be read', data: null });
});
