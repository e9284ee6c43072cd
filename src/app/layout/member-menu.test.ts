import { MEMBER_MENU, activeMemberEntry } from './member-menu';

test('four groups: basic info, my collection, my posts, my claims', () => {
  expect(MEMBER_MENU.map((group) => group.key)).toEqual(['basic', 'collection', 'posts', 'claims']);
  expect(MEMBER_MENU.flatMap((group) => group.items).map((item) => item.route)).toContain('/member/claim/recruit/');
});

test('finds the active entry of a path, with or without the trailing slash', () => {
  expect(activeMemberEntry('/member/collect/product')?.item.key).toBe('collect.product');
  expect(activeMemberEntry('/member/userInfo/')?.group.key).toBe('basic');
  expect(activeMemberEntry('/member/nothing/')).toBeNull();
});

test('a page of the exhibitor centre highlights the centre', () => {
  expect(activeMemberEntry('/member/exhibitor/products/12/')?.item.key).toBe('exhibitorCentre');
  expect(activeMemberEntry('/member/exhibitor')?.item.key).toBe('exhibitorCentre');
});

test('a meeting highlights My meetings', () => {
  expect(activeMemberEntry('/member/meetings/')?.item.key).toBe('meetings');
  expect(activeMemberEntry('/member/meetings/12/')?.item.key).toBe('meetings');
});
