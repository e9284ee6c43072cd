import { matchPathPattern, nginxRoutes } from './nginx-routes';
import { matches } from './serve';

// The client-only routes as nginx reads them must answer exactly the paths the product's server
// gives to the same page.

const ROUTES = ['/member/*', '/en/member/*', '/demand/:id', '/en/demand/:id', '/demand/publish', '/search', '/*', '/shop/:cid/items/*'];
const PATHS = [
  '/', '/member', '/member/', '/member/userInfo/', '/member/a/b/c', '/members/', '/en/member/x', '/en/members', '/demand/', '/demand/12',
  '/demand/12/', '/demand/12/claims/', '/demand/publish', '/demand/publish/', '/search', '/search/', '/search/x', '/shop/7/items', '/shop/7/items/3/',
  '/shop//items/', '/demand.12', '/demandX12',
];

test.each(ROUTES)('%s: the nginx pattern matches the paths the product\'s server matches', (route) => {
  const pattern = new RegExp(matchPathPattern(route));
  for (const urlPath of PATHS) expect([urlPath, pattern.test(urlPath)]).toEqual([urlPath, matches(route, urlPath)]);
});

test('each route is a location that answers with its page when no file does (403 included: a folder without index.html)', () => {
  const text = nginxRoutes([
    { path: '/member/[...]/', matchPath: '/member/*' },
    { path: '/demand/[id]', matchPath: '/demand/:id' },
  ]);
  expect(text.split('\n').filter((line) => line.startsWith('location'))).toEqual([
    'location ~ "^/member(?:/.*)?$" { error_page 403 404 = /member/[...]/index.html; }',
    'location ~ "^/demand/[^/]+/?$" { error_page 403 404 = /demand/[id]/index.html; }',
  ]);
});

test('a route nginx would read differently is refused, not written', () => {
  for (const route of [{ path: '/a b/', matchPath: '/a b/*' }, { path: '/x/', matchPath: '/x/${host}' }, { path: '/x";/', matchPath: '/x/*' }]) {
    expect(() => nginxRoutes([route])).toThrow(/characters an nginx include cannot take/);
  }
});
