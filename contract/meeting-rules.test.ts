import { HOLDING_MEETING_STATUSES, MEETING_CHANGES, MEETING_STATUSES, awaitingSide, daySlots, defaultMeetingDays, gridMinutes, isMeetingSlot, meetingChangeRefusal, meetingExpiry } from './meeting-rules';
import { showDayStart } from './show-clock';

test('a day\'s slots run from the opening, one slot length apart, each ending by the closing (China time)', () => {
  const day = { date: '2027-05-12', opens: '09:00', closes: '10:30' };
  expect(daySlots(day, 30)).toEqual(['2027-05-12T01:00:00.000Z', '2027-05-12T01:30:00.000Z', '2027-05-12T02:00:00.000Z']);
  expect(daySlots(day, 15)).toHaveLength(6);
  expect(daySlots({ ...day, closes: '09:15' }, 30)).toEqual([]);
  expect(daySlots({ ...day, opens: '09:10' }, 30)).toEqual([]);
});

test('hours are HH:mm on the quarter hour', () => {
  expect(['09:00', '09:15', '23:45', '00:00'].map(gridMinutes)).toEqual([540, 555, 1425, 0]);
  for (const bad of ['9:00', '09:10', '24:00', '09:00:00', '', 'noon']) expect(gridMinutes(bad)).toBeNull();
});

test('a slot start must carry its offset and be one of the slots', () => {
  const days = defaultMeetingDays(['2027-05-12']);
  expect(isMeetingSlot(days, 30, '2027-05-12T10:00:00+08:00')).toBe(true);
  expect(isMeetingSlot(days, 30, '2027-05-12T02:00:00Z')).toBe(true);
  expect(isMeetingSlot(days, 30, '2027-05-12T10:00:00')).toBe(false);
  expect(isMeetingSlot(days, 30, '2027-05-12T10:15:00+08:00')).toBe(false);
  expect(isMeetingSlot(days, 15, '2027-05-12T10:15:00+08:00')).toBe(true);
  expect(isMeetingSlot(days, 30, '2027-05-12T17:30:00+08:00')).toBe(true);
  expect(isMeetingSlot(days, 30, '2027-05-12T18:00:00+08:00')).toBe(false);
  expect(isMeetingSlot(days, 30, '2027-05-13T10:00:00+08:00')).toBe(false);
  expect(isMeetingSlot(days, 30, 'not a time+08:00')).toBe(false);
});

test('an open meeting expires 48 hours after it was asked, or at its start when sooner', () => {
  expect(meetingExpiry('2027-05-01T00:00:00Z', '2027-05-12T02:00:00Z').toISOString()).toBe('2027-05-03T00:00:00.000Z');
  expect(meetingExpiry('2027-05-12T00:00:00Z', '2027-05-12T02:00:00Z').toISOString()).toBe('2027-05-12T02:00:00.000Z');
});

test('the team answers a request, the visitor a proposal; nobody an ended meeting', () => {
  expect(awaitingSide('requested')).toBe('team');
  expect(awaitingSide('proposed')).toBe('visitor');
  for (const status of ['accepted', 'declined', 'cancelled', 'expired'] as const) expect(awaitingSide(status)).toBeNull();
});

test('a daily count starts at China-time midnight', () => {
  expect(showDayStart(new Date('2027-05-11T16:00:00Z')).toISOString()).toBe('2027-05-11T16:00:00.000Z');
  expect(showDayStart(new Date('2027-05-11T15:59:59Z')).toISOString()).toBe('2027-05-10T16:00:00.000Z');
});

describe('the one table of meeting changes (MEETING_CHANGES)', () => {
  test('the side awaited accepts or declines; the other withdraws; the team proposes while the slot is held; nothing once it ended', () => {
    expect(MEETING_CHANGES.requested).toEqual({ team: ['accept', 'decline', 'propose'], visitor: ['cancel'] });
    expect(MEETING_CHANGES.proposed).toEqual({ team: ['propose', 'cancel'], visitor: ['accept', 'decline'] });
    expect(MEETING_CHANGES.accepted).toEqual({ team: ['propose', 'cancel'], visitor: ['cancel'] });
    for (const status of MEETING_STATUSES) {
      const awaited = awaitingSide(status);
      if (awaited) expect(MEETING_CHANGES[status][awaited]).toEqual(expect.arrayContaining(['accept', 'decline']));
      if (!HOLDING_MEETING_STATUSES.includes(status)) expect(MEETING_CHANGES[status]).toEqual({ team: [], visitor: [] });
    }
  });

  test("the server's refusals: the other side's turn, a change the side never makes, or a meeting that changed", () => {
    expect(meetingChangeRefusal('requested', 'team', 'accept')).toBeNull();
    expect(meetingChangeRefusal('requested', 'visitor', 'accept')).toBe('notYourTurn');
    expect(meetingChangeRefusal('requested', 'team', 'cancel')).toBe('notYourTurn');
    expect(meetingChangeRefusal('declined', 'visitor', 'propose')).toBe('notYourTurn');
    expect(meetingChangeRefusal('accepted', 'team', 'accept')).toBe('changed');
    expect(meetingChangeRefusal('cancelled', 'visitor', 'cancel')).toBe('changed');
  });
});
