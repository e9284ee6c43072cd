import http from 'node:http';

/**
 * One request of our own load clients (the show mix, the deploy tests' marks), on their kept-alive
 * agent, with its answer's status and body: a JSON body is sent with its length; a request
 * unanswered for 10 s fails with code TIMEOUT.
 */
export function send(url: string, { method, agent, headers, body }: { method: string; agent: http.Agent; headers: Record<string, string>; body?: object }): Promise<{ status: number; text: string }> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method, agent, timeout: 10_000,
      headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end(payload);
  });
}
