import { writeIfChanged } from './write-if-changed';
import path from 'path';
import {
  EVENT_ICS_FILE,
  SHOW_ICS_PATH,
  eventUid,
  showDays,
  showInstant,
} from '../../contract/calendar';
import { SHOW_CLOSES_AT, SHOW_OPENS_AT } from '../../contract/constants';
// Relative, not `@expo/contract`: Gatsby compiles gatsby-node files with Parcel and leaves a bare
// package import as a runtime require of TypeScript source, which Node cannot load.
import { calendarFile } from '../../contract/calendar-file';
import type { Language } from '../lib/i18n/languages';
import { localizedPath } from '../lib/i18n/paths';
import { activityRoute } from '../lib/routes';

/** An activity node as the calendar files need it. */
export interface CalendarActivity {
  recordId: number;
  lang: Language;
  kind: string;
  title: string;
  address: string | null;
  intro: string | null;
  startTime: string;
  endTime: string;
  updateTime: string;
}

/** The show as the site node has it, in one language. */
export interface CalendarShow {
  lang: Language;
  intro: { name: string; venue: string; address: string; startTime: string; endTime: string };
}

export const CALENDAR_QUERY = `
  {
    activities: allExhibitionActivity { nodes { recordId lang kind title address intro startTime endTime updateTime } }
    shows: allExhibitionSite { nodes { lang intro { name venue address startTime endTime } } }
  }
`;

/**
 * Static .ics files, written by each build: one beside every activity page (`…/event.ics`, in the
 * page's language) and the show's (`/show.ics`, `/en/show.ics`: one event a day, its opening
 * hours). Static, so they are served like the pages (a CDN included) and cost the API nothing.
 */
export async function writeCalendarFiles(publicDir: string, siteUrl: string, activities: CalendarActivity[], shows: CalendarShow[]): Promise<number> {
  const files = [
    ...activities.map((activity) => ({ file: activityFilePath(activity), text: activityIcs(activity, siteUrl) })),
    ...shows.map((show) => ({ file: localizedPath(SHOW_ICS_PATH, show.lang), text: showIcs(show, siteUrl) })),
  ];
  for (const { file, text } of files) await writeIfChanged(path.join(publicDir, file), text);
  return files.length;
}

/** Where an activity's .ics file is served: beside its page. */
export function activityFilePath(activity: Pick<CalendarActivity, 'recordId' | 'kind' | 'lang'>): string {
  return localizedPath(activityRoute(activity.kind, activity.recordId), activity.lang) + EVENT_ICS_FILE;
}

/** One activity's calendar: its time in China time, its page, its place; a UID the same in every build and in the member's feed. */
export function activityIcs(activity: CalendarActivity, siteUrl: string): string {
  const page = localizedPath(activityRoute(activity.kind, activity.recordId), activity.lang);
  return calendarFile({
    name: activity.title,
    stamp: activity.updateTime,
    events: [
      {
        uid: eventUid('activity', activity.recordId, new URL(siteUrl).host),
        title: activity.title,
        start: activity.startTime,
        end: activity.endTime,
        location: activity.address,
        description: activity.intro ? `${activity.intro}\n\n${siteUrl}${page}` : `${siteUrl}${page}`,
        url: `${siteUrl}${page}`,
      },
    ],
  });
}

/** The show's calendar: each day from its opening to its closing, at the venue. */
export function showIcs({ lang, intro }: CalendarShow, siteUrl: string): string {
  const home = `${siteUrl}${localizedPath('/', lang)}`;
  const host = new URL(siteUrl).host;
  return calendarFile({
    name: intro.name,
    stamp: showInstant(intro.startTime, '00:00'),
    events: showDays(intro.startTime, intro.endTime).map((day) => ({
      uid: eventUid('show-day', day.date, host),
      title: intro.name,
      start: showInstant(day.date, SHOW_OPENS_AT),
      end: showInstant(day.date, SHOW_CLOSES_AT),
      location: [intro.venue, intro.address].filter(Boolean).join(', '),
      url: home,
    })),
  });
}
