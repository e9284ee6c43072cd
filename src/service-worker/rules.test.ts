/**
 * @jest-environment node
 */
import { isApi, isHashedAsset, isKeptPlanAnswer, isMemberPlan, isPageData, isPrivateApi, isSignedOutAnswer, isSitePage, memberPlanCacheKey, offlinePageFor } from './rules';

const origin = 'https://expo.example.com';
const at = (path: string) => new URL(path, origin);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the service worker keeps', () => {
  it('the member plan answer, and only that API answer with personal data', () => {
    expect(isMemberPlan(at('/api/member/plan'), origin)).toBe(true);
    expect(isMemberPlan(at('/api/member/plan?lang=en'), origin)).toBe(true);
    expect(isMemberPlan(new URL('https://other.example.com/api/member/plan'), origin)).toBe(false);
    for (const path of ['/api/member/plan/share', '/api/member/planx', '/api/member/userInfo', '/api/member/plan/feed', '/api/member/collect/list']) {
      expect(isMemberPlan(at(path), origin)).toBe(false);
    }
  });

  it('never the other member, auth or editor answers', () => {
    for (const path of ['/api/member/userInfo', '/api/member/plan/share', '/api/member/collect/list', '/api/auth/login', '/api/auth/logout', '/api/editor/records/exhibitor']) {
      const url = at(path);
      expect(isPrivateApi(url, origin)).toBe(true);
      // No keeping rule takes them either.
      expect([isMemberPlan, isPageData, isHashedAsset, isSitePage].some((rule) => rule(url, origin))).toBe(false);
    }
    expect(isPrivateApi(at('/api/member/plan'), origin)).toBe(false);
    expect(isPrivateApi(at('/api/exhibitor/list'), origin)).toBe(false);
  });

  it('pages, page data and hashed files of the site, not the API or its reference', () => {
    expect(isSitePage(at('/booth-floor/'), origin)).toBe(true);
    expect(isSitePage(at('/en/booth-floor/?booth=A1'), origin)).toBe(true);
    expect(isSitePage(at('/offline.html'), origin)).toBe(true);
    expect(isSitePage(at('/api/docs/'), origin)).toBe(false);
    expect(isSitePage(at('/sw.js'), origin)).toBe(false);
    expect(isSitePage(new URL('https://cdn.example.com/x/'), origin)).toBe(false);
    expect(isApi(at('/api'))).toBe(true);
    expect(isPageData(at('/page-data/en/booth-floor/page-data.json'), origin)).toBe(true);
    expect(isPageData(at('/page-data/sq/d/123.json'), origin)).toBe(true);
    expect(isHashedAsset(at('/app-0123456789abcdef0123.js'), origin)).toBe(true);
    expect(isHashedAsset(at('/static/logo-abc.png'), origin)).toBe(true);
    expect(isHashedAsset(at('/sw.js'), origin)).toBe(false);
    expect(isHashedAsset(at('/api/media/x-0123456789abcdef0123.js'), origin)).toBe(false);
  });

  it('answers an unknown page with the offline page of its language', () => {
    expect(offlinePageFor(at('/news/3/'))).toBe('/offline.html');
    expect(offlinePageFor(at('/en/news/3/'))).toBe('/en/offline.html');
  });
});

describe('the member plan answer', () => {
  it('is kept only when it is a successful envelope', async () => {
    expect(await isKeptPlanAnswer(json({ code: 200, msg: 'ok', data: { items: [] } }))).toBe(true);
    expect(await isKeptPlanAnswer(json({ code: 401, msg: 'sign in' }))).toBe(false);
    expect(await isKeptPlanAnswer(json({ code: 200 }, 500))).toBe(false);
    expect(await isKeptPlanAnswer(new Response('not json'))).toBe(false);
  });

  it('is dropped when the API says the session is gone (HTTP 401, envelope 401 or another user)', async () => {
    expect(await isSignedOutAnswer(new Response('', { status: 401 }))).toBe(true);
    expect(await isSignedOutAnswer(json({ code: 401, msg: 'sign in' }))).toBe(true);
    expect(await isSignedOutAnswer(json({ code: 700, msg: 'other user' }))).toBe(true);
    expect(await isSignedOutAnswer(json({ code: 200, data: {} }))).toBe(false);
    expect(await isSignedOutAnswer(json({ code: 500 }, 500))).toBe(false);
  });

  it('is kept per session: another token never finds it', async () => {
    const url = `${origin}/api/member/plan`;
    const alice = await memberPlanCacheKey(url, 'Bearer alice');
    expect(alice).toBe(await memberPlanCacheKey(url, 'Bearer alice'));
    expect(alice).not.toBe(await memberPlanCacheKey(url, 'Bearer bob'));
    expect(alice).not.toBe(await memberPlanCacheKey(url, null));
    expect(alice).not.toContain('alice');
    expect(new URL(alice).pathname).toBe('/api/member/plan');
  });
});
