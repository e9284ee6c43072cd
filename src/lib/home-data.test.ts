import { eventsNowAndNext, liveToday, replays, type HomeEvent, type HomeLive } from './home-data';

const event = (id: number, start: string, end: string): HomeEvent => ({ id, title: `Event ${id}`, startTime: start, endTime: end, place: null });
const stream = (id: number, start: string): HomeLive => ({ id, title: `Stream ${id}`, startTime: start, url: null });
const at = (iso: string) => Date.parse(iso);

const EVENTS = [
  event(1, '2027-05-12T09:00:00+08:00', '2027-05-12T11:00:00+08:00'),
  event(2, '2027-05-12T10:00:00+08:00', '2027-05-12T10:30:00+08:00'),
  event(3, '2027-05-12T14:00:00+08:00', '2027-05-12T15:00:00+08:00'),
  event(4, '2027-05-13T09:00:00+08:00', '2027-05-13T10:00:00+08:00'),
];

test('events on now (started, not yet ended) and the next ones in start order, across days', () => {
  expect(eventsNowAndNext(EVENTS, at('2027-05-12T10:15:00+08:00'))).toEqual({ now: [EVENTS[0], EVENTS[1]], next: [EVENTS[2], EVENTS[3]] });
  // An event ends at its end time.
  expect(eventsNowAndNext(EVENTS, at('2027-05-12T10:30:00+08:00')).now).toEqual([EVENTS[0]]);
  expect(eventsNowAndNext(EVENTS, at('2027-05-12T20:00:00+08:00'))).toEqual({ now: [], next: [EVENTS[3]] });
});

test('today\'s streams by the China date: begun ones are on now, the rest later today', () => {
  const live = [stream(1, '2027-05-12T01:00:00Z'), stream(2, '2027-05-12T05:00:00Z'), stream(3, '2027-05-11T17:00:00Z'), stream(4, '2027-05-13T01:00:00Z')];
  // 11 May 17:00 UTC is 12 May 01:00 in China: stream 3 is today's too.
  expect(liveToday(live, at('2027-05-12T10:00:00+08:00'))).toEqual({ onNow: [live[2], live[0]], later: [live[1]] });
});

test('replays: the streams that have begun, newest first', () => {
  const live = [stream(1, '2027-05-12T01:00:00Z'), stream(2, '2027-05-14T01:00:00Z'), stream(3, '2027-05-13T01:00:00Z')];
  expect(replays(live, at('2027-05-13T12:00:00Z')).map((item) => item.id)).toEqual([3, 1]);
});
