import { contentPageRoute, PAGE_ROUTES } from './page-routes';

test('a content page with a route of its own is canonical there; the others at /page/{code}', () => {
  expect(contentPageRoute('cooperation')).toBe('/cooperation/');
  expect(contentPageRoute('procurement-privacy')).toBe('/procurement/privacy/');
  expect(contentPageRoute('about-us')).toBe('/page/about-us/');
  expect(Object.keys(PAGE_ROUTES).sort()).toEqual(['cooperation', 'procurement-privacy']);
});
