import { buildTestApp, type TestApp } from '../../test/helper';

// The reference: /api/openapi.json is a valid OpenAPI 3.1 document that covers every route the
// app registered (with a summary, the gate's headers and the error envelope), and /api/docs shows it.

describe('the OpenAPI reference', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, adminSecret: 'openapi-test-secret-'.padEnd(64, 'x') });
    const res = await t.get<never>('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body as unknown as OpenApiDocument;
  });
  afterAll(() => t.close());

  test('is a valid OpenAPI 3.1 document (checked by @seriousme/openapi-schema-validator)', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  test('every registered route is in it, with a summary, the lang and version headers and the error envelope', () => {
    const routes = t.app.routeTable.filter((r) => !r.hidden);
    expect(routes.length).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const route of routes) {
      const operation = doc.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}: not in the document`);
        continue;
      }
      if (!operation.summary) missing.push(`${route.method} ${route.url}: no summary`);
      const headers = (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      if (!headers.includes('lang') || !headers.includes('version')) missing.push(`${route.method} ${route.url}: headers ${headers.join(', ')}`);
      if (!operation.responses['200'] || !operation.responses['400']) missing.push(`${route.method} ${route.url}: responses ${Object.keys(operation.responses).join(', ')}`);
    }
    expect(missing).toEqual([]);
  });

  test('routes name their own error answers: limits (429), ownership (403, 700), uploads (413, 415)', () => {
    const responses = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    for (const path of ['/api/common/sendSmsCode', '/api/auth/login', '/api/editor/login', '/api/inquiry', '/api/demand/publish', '/api/member/binding']) {
      expect([path, responses(path, 'post')]).toEqual([path, expect.arrayContaining(['429'])]);
    }
    expect(responses('/api/common/captcha/init', 'get')).toContain('429');
    expect(responses('/api/member/updateProfile', 'post')).toContain('403');
    expect(responses('/api/demand/{id}/claim', 'post')).toEqual(expect.arrayContaining(['403', '404', '429']));
    expect(responses('/api/member/avatar', 'post')).toEqual(expect.arrayContaining(['413', '415', '429']));
    expect(responses('/api/common/exhibitor/list', 'get')).not.toContain('429');
  });

  test('guarded routes name their credentials', () => {
    expect(doc.paths['/api/auth/getInfo']?.get?.security).toEqual([{ memberToken: [] }]);
    expect(doc.paths['/api/editor/demands']?.get?.security).toEqual([{ editorToken: [] }]);
    expect(doc.paths['/api/admin/demands']?.get?.security).toEqual([{ adminSecret: [] }]);
    expect(doc.paths['/api/common/exhibitor/list']?.get?.security).toBeUndefined();
  });

  test('/api/docs is the reference page, from local files only', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/docs/static/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await t.request({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.status).toBe(200);
    const initializer = await t.request({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl: null');
  });
});

interface Operation {
  summary?: string;
  security?: unknown;
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation> | undefined>;
}
