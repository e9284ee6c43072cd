import type { Meeting } from '@expo/contract/meeting';
import { MEETING_POSTS_MAX } from '@expo/contract/meeting-rules';
import { contactsLater, meetingActions, meetingTab, teamOrder } from './meeting-actions';

const NOW = Date.parse('2027-05-18T02:00:00Z');
const AHEAD = '2027-05-19T02:00:00Z';
const PAST = '2027-05-17T02:00:00Z';

function meeting(over: Partial<Meeting>): Meeting {
  const party = { name: 'A', company: null, jobTitle: null, mobile: null, email: null };
  return {
    id: 1, status: 'requested', awaiting: 'team', you: 'visitor', initiatedBy: 'visitor', exhibitorId: 3, exhibitorName: 'Ovens Ltd',
    productId: null, productName: null, visitor: party, team: party, startsAt: AHEAD, endsAt: '2027-05-19T02:30:00Z',
    place: { kind: 'booth', name: 'A12', hallCode: 'A', hallName: 'Hall A' }, topic: 'products', message: '', reason: null,
    requestedAt: '2027-05-17T10:00:00Z', answeredAt: null, expiresAt: '2027-05-19T02:00:00Z', sequence: 0, posts: 0, visitorErased: false, ...over,
  };
}

test.each<[string, Partial<Meeting>, string[]]>([
  ['the team answers a request: accept, decline or another time', { you: 'team', status: 'requested', awaiting: 'team' }, ['accept', 'decline', 'propose', 'post']],
  ['the visitor waits on a request: may withdraw it', { you: 'visitor', status: 'requested', awaiting: 'team' }, ['cancel', 'post']],
  ['the visitor answers a proposal or an invitation', { you: 'visitor', status: 'proposed', awaiting: 'visitor' }, ['accept', 'decline', 'post']],
  ['the team waits on its proposal: may change or withdraw it', { you: 'team', status: 'proposed', awaiting: 'visitor' }, ['propose', 'cancel', 'post']],
  ['an accepted meeting: the team may move or cancel it', { you: 'team', status: 'accepted', awaiting: null }, ['propose', 'cancel', 'post']],
  ['an accepted meeting: the visitor may cancel it', { you: 'visitor', status: 'accepted', awaiting: null }, ['cancel', 'post']],
  ['declined: only the thread', { status: 'declined', awaiting: null }, ['post']],
  ['cancelled: only the thread', { status: 'cancelled', awaiting: null }, ['post']],
  ['expired: only the thread', { status: 'expired', awaiting: null }, ['post']],
  ['started: only the thread', { you: 'team', status: 'accepted', awaiting: null, startsAt: PAST }, ['post']],
  ['the console: nothing', { you: 'editor' }, []],
  ["the visitor's data was erased: nothing, not even the thread", { you: 'team', status: 'cancelled', awaiting: null, visitorErased: true }, []],
  ['an erased visitor\'s meeting that had passed: nothing either', { you: 'team', status: 'accepted', awaiting: null, startsAt: PAST, visitorErased: true }, []],
])('%s', (_name, over, actions) => {
  expect(meetingActions(meeting(over), NOW)).toEqual(actions);
});

test('a full thread takes no more messages', () => {
  expect(meetingActions(meeting({ posts: MEETING_POSTS_MAX }), NOW)).toEqual(['cancel']);
});

test('tabs: open while waiting, accepted while ahead, everything else past', () => {
  expect(meetingTab(meeting({ status: 'requested' }), NOW)).toBe('open');
  expect(meetingTab(meeting({ status: 'proposed' }), NOW)).toBe('open');
  expect(meetingTab(meeting({ status: 'accepted' }), NOW)).toBe('accepted');
  expect(meetingTab(meeting({ status: 'accepted', endsAt: PAST }), NOW)).toBe('past');
  expect(meetingTab(meeting({ status: 'declined' }), NOW)).toBe('past');
  expect(meetingTab(meeting({ status: 'expired' }), NOW)).toBe('past');
});

test("the team's list: its own answers due first, soonest expiry on top; then waiting, accepted, past", () => {
  const list = [
    meeting({ id: 1, you: 'team', status: 'accepted', awaiting: null, startsAt: '2027-05-19T05:00:00Z' }),
    meeting({ id: 2, you: 'team', status: 'proposed', awaiting: 'visitor' }),
    meeting({ id: 3, you: 'team', status: 'requested', awaiting: 'team', expiresAt: '2027-05-19T01:00:00Z' }),
    meeting({ id: 4, you: 'team', status: 'declined', awaiting: null }),
    meeting({ id: 5, you: 'team', status: 'requested', awaiting: 'team', expiresAt: '2027-05-18T08:00:00Z' }),
    meeting({ id: 6, you: 'team', status: 'accepted', awaiting: null, startsAt: '2027-05-19T03:00:00Z' }),
  ];
  expect(teamOrder(list, NOW).map((m) => m.id)).toEqual([5, 3, 2, 6, 1, 4]);
});

test('"contact details show once accepted" is said only while the meeting can still be accepted', () => {
  expect(contactsLater({ status: 'requested', visitorErased: false })).toBe(true);
  expect(contactsLater({ status: 'proposed', visitorErased: false })).toBe(true);
  for (const status of ['accepted', 'declined', 'cancelled', 'expired'] as const) expect(contactsLater({ status, visitorErased: false })).toBe(false);
  expect(contactsLater({ status: 'requested', visitorErased: true })).toBe(false);
});
