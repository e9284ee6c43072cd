import { failureAction } from './api-failure';

test.each([
  [401, 'token expired', { kind: 'relogin' }],
  [700, 'other user', { kind: 'otherUser' }],
  [403, 'Bound to another member', { kind: 'message', text: 'Bound to another member', fallback: 'noAccess' }],
  [403, '', { kind: 'message', text: null, fallback: 'noAccess' }],
  [500, undefined, { kind: 'message', text: null, fallback: 'serverError' }],
  [503, 'Busy', { kind: 'message', text: 'Busy', fallback: 'serverError' }],
  [null, undefined, { kind: 'message', text: null, fallback: 'noPermission' }],
  [400, 'Wrong phone number', { kind: 'field', text: 'Wrong phone number' }],
  [429, 'Too many requests', { kind: 'field', text: 'Too many requests' }],
  [404, 'Not found', { kind: 'silent' }],
])('code %s (%s) → %j', (code, msg, action) => {
  expect(failureAction(code, msg)).toEqual(action);
});
