/** @jest-environment node */
import { ApiRequestError, createApiClient } from './api-client';

function fakeFetch(answers: Array<{ status: number; body: unknown } | Error>) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const noWait = async () => undefined;

test('sends the lang and version headers and returns data', async () => {
  const { fetch, calls } = fakeFetch([{ status: 200, body: { code: 200, msg: 'success', data: { rows: [], total: 0 } } }]);
  const client = createApiClient({ apiUrl: 'http://api.test/api/', fetch, sleep: noWait });
  await expect(client.get('/common/news/list', 'en', { pageNum: 1, pageSize: 100 })).resolves.toEqual({ rows: [], total: 0 });
  expect(calls[0]?.url).toBe('http://api.test/api/common/news/list?pageNum=1&pageSize=100');
  expect(calls[0]?.headers).toMatchObject({ lang: 'en_US', version: '1' });
});

test('a non-200 envelope fails with the URL, code and message, without retrying a 404', async () => {
  const { fetch, calls } = fakeFetch([{ status: 404, body: { code: 404, msg: 'Exhibitor not found', data: null } }]);
  const client = createApiClient({ apiUrl: 'http://api.test/api', fetch, sleep: noWait });
  const failure = client.get('/common/exhibitor/9', 'zh');
  await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
  await expect(failure).rejects.toThrow('http://api.test/api/common/exhibitor/9 answered code 404 (HTTP 404): Exhibitor not found [lang zh_CN]');
  expect(calls).toHaveLength(1);
});

test('network errors and 5xx are retried, then reported with the URL', async () => {
  const { fetch, calls } = fakeFetch([new TypeError('fetch failed'), { status: 503, body: { code: 503, msg: 'busy', data: null } }, new TypeError('fetch failed')]);
  const client = createApiClient({ apiUrl: 'http://api.test/api', fetch, sleep: noWait, retries: 2 });
  await expect(client.get('/health', 'zh')).rejects.toThrow('cannot reach http://api.test/api/health (TypeError: fetch failed)');
  expect(calls).toHaveLength(3);
});

test('an answer that is not an envelope is an error', async () => {
  const fetch = (async () => new Response('<html>proxy error</html>', { status: 502 })) as unknown as typeof globalThis.fetch;
  const client = createApiClient({ apiUrl: 'http://api.test/api', fetch, sleep: noWait, retries: 0 });
  await expect(client.get('/x', 'zh')).rejects.toThrow('http://api.test/api/x answered HTTP 502 without a JSON envelope');
});
