import { keepRedirect, safeRedirect } from './sign-in-redirect';

describe('the redirect after sign-in', () => {
  test('follows a path on this site, query kept', () => {
    expect(safeRedirect('/member/binding/', 'zh')).toBe('/member/binding/');
    expect(safeRedirect(encodeURIComponent('/en/demand/12/?from=board'), 'en')).toBe('/en/demand/12/?from=board');
  });

  test.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'member/userInfo', '/%0d%0aSet-Cookie:x', '%E0%A4%A'])(
    'refuses %s and goes to the member centre',
    (raw) => {
      expect(safeRedirect(raw, 'en')).toBe('/en/member/userInfo/');
    },
  );

  test('never loops back to the sign-in pages', () => {
    expect(safeRedirect('/en/login/', 'en')).toBe('/en/member/userInfo/');
    expect(safeRedirect('/register/', 'zh')).toBe('/member/userInfo/');
    expect(safeRedirect(null, 'zh')).toBe('/member/userInfo/');
  });

  test('a claim link survives going from sign-in to registration and back', () => {
    const claim = '/en/member/binding/?code=ABCDE23456';
    expect(keepRedirect('/register/', claim)).toBe('/register/?redirectUrl=%2Fen%2Fmember%2Fbinding%2F%3Fcode%3DABCDE23456');
    expect(safeRedirect(new URLSearchParams(keepRedirect('/register/', claim).split('?')[1]).get('redirectUrl'), 'en')).toBe(claim);
    expect(keepRedirect('/login/', null)).toBe('/login/');
  });
});
