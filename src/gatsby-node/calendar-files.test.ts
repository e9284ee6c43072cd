/** @jest-environment node */
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import ICAL from 'ical.js';
import { SHOW_TIME_ZONE, googleCalendarUrl, outlookCalendarUrl } from '@expo/contract';
import { activityFilePath, activityIcs, showIcs, writeCalendarFiles, type CalendarActivity, type CalendarShow } from './calendar-files';

const SITE = 'https://expo.example';
// 10:00 to 11:30 China time on 20 May 2027.
const talk: CalendarActivity = {
  recordId: 7, lang: 'en', kind: 'show', title: 'Sourdough, from scratch; a masterclass', address: 'Hall N1, Stage 2',
  intro: 'Bring a notebook.', startTime: '2027-05-20T02:00:00.000Z', endTime: '2027-05-20T03:30:00.000Z', updateTime: '2027-04-01T00:00:00.000Z',
};
const show: CalendarShow = { lang: 'zh', intro: { name: '烘焙展', venue: '国家会展中心', address: '上海市崧泽大道333号', startTime: '2027-05-19', endTime: '2027-05-22' } };

/** The calendar's events, parsed by ical.js with the file's own VTIMEZONE. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  expect(zone?.getFirstPropertyValue('tzid')).toBe(SHOW_TIME_ZONE);
  ICAL.TimezoneService.register(new ICAL.Timezone(zone!));
  return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
}

test("an activity's .ics: its China time with the zone, a stable UID, its page URL and place", () => {
  const text = activityIcs(talk, SITE);
  expect(text).toBe(activityIcs(talk, SITE));
  const [event, ...more] = parse(text);
  expect(more).toHaveLength(0);
  expect(event!.uid).toBe('activity-7@expo.example');
  expect(event!.summary).toBe(talk.title);
  expect(event!.location).toBe('Hall N1, Stage 2');
  expect(event!.startDate.toString()).toBe('2027-05-20T10:00:00');
  expect(event!.startDate.zone.tzid).toBe(SHOW_TIME_ZONE);
  expect(event!.endDate.toString()).toBe('2027-05-20T11:30:00');
  expect(event!.startDate.toJSDate().toISOString()).toBe(talk.startTime);
  expect(String(event!.component.getFirstPropertyValue('url'))).toBe('https://expo.example/en/activity/7/');
  expect(event!.description).toContain('Bring a notebook.');
  // RFC 5545: DTSTAMP in UTC.
  expect(text).toMatch(/\r\nDTSTAMP:20270401T000000Z\r\n/);
});

test('the file sits beside the page, in its language and kind', () => {
  expect(activityFilePath(talk)).toBe('/en/activity/7/event.ics');
  expect(activityFilePath({ recordId: 9, kind: 'exhibitor', lang: 'zh' })).toBe('/exhibitor-activity/9/event.ics');
});

test("the show's .ics: one event a day, from its opening to its closing in China time", () => {
  const events = parse(showIcs(show, SITE));
  expect(events.map((e) => [e.uid, e.startDate.toString(), e.endDate.toString()])).toEqual([
    ['show-day-2027-05-19@expo.example', '2027-05-19T09:00:00', '2027-05-19T18:00:00'],
    ['show-day-2027-05-20@expo.example', '2027-05-20T09:00:00', '2027-05-20T18:00:00'],
    ['show-day-2027-05-21@expo.example', '2027-05-21T09:00:00', '2027-05-21T18:00:00'],
    ['show-day-2027-05-22@expo.example', '2027-05-22T09:00:00', '2027-05-22T18:00:00'],
  ]);
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2027-05-19T01:00:00.000Z');
  expect(events[0]!.location).toBe('国家会展中心, 上海市崧泽大道333号');
  expect(events[0]!.summary).toBe('烘焙展');
});

test('writes every file under the public directory', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ics-'));
  try {
    expect(await writeCalendarFiles(dir, SITE, [talk], [show, { ...show, lang: 'en' }])).toBe(3);
    for (const file of ['en/activity/7/event.ics', 'show.ics', 'en/show.ics']) {
      expect(parse(await fs.readFile(path.join(dir, file), 'utf8')).length).toBeGreaterThan(0);
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('web-calendar links carry the event in UTC (Google shows it in China time)', () => {
  const event = { title: talk.title, start: talk.startTime, end: talk.endTime, location: talk.address };
  const google = new URL(googleCalendarUrl(event));
  expect(google.searchParams.get('dates')).toBe('20270520T020000Z/20270520T033000Z');
  expect(google.searchParams.get('ctz')).toBe('Asia/Shanghai');
  expect(google.searchParams.get('text')).toBe(talk.title);
  const outlook = new URL(outlookCalendarUrl(event));
  expect(outlook.searchParams.get('startdt')).toBe(talk.startTime);
  expect(outlook.searchParams.get('location')).toBe('Hall N1, Stage 2');
});
