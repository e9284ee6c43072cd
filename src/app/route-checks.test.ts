import { checksOf, runRouteChecks } from './route-checks';

const context = (path: string, signedIn: boolean) => ({ path, signedIn, viewportWidth: 375 });

test('member routes and publishing run all three checks; public routes no auth check', () => {
  expect(checksOf('/en/member/binding/')).toEqual(['auth', 'device', 'language']);
  expect(checksOf('/demand/publish/?demandType=1')).toEqual(['auth', 'device', 'language']);
  expect(checksOf('/en/exhibitors/')).toEqual(['device', 'language']);
});

test('a signed-out visitor on a guarded route is sent to sign in; signed in passes', () => {
  expect(runRouteChecks(context('/member/userInfo/', false))).toEqual({ kind: 'login' });
  expect(runRouteChecks(context('/member/userInfo/', true))).toEqual({ kind: 'pass' });
  expect(runRouteChecks(context('/news/', false))).toEqual({ kind: 'pass' });
});

test('a route naming an unknown check gives the 500 page', () => {
  expect(runRouteChecks(context('/news/', true), ['device', 'vip'])).toEqual({ kind: 'error', status: 500 });
});
