import React from 'react';
import { EVENT_ICS_FILE } from '@expo/contract/calendar';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { activityRoute } from '../../lib/routes';
import { AddToCalendar } from './AddToCalendar';

interface ActivityCalendarProps {
  activity: { recordId: number; kind: string; title: string; startTime: string; endTime: string; address?: string | null };
}

/** An activity page's "add to calendar": its .ics file (written by the build beside the page) and web-calendar links. */
export function ActivityCalendar({ activity }: ActivityCalendarProps) {
  const { language } = usePageLanguage();
  const page = localizedPath(activityRoute(activity.kind, activity.recordId), language);
  return (
    <AddToCalendar
      icsHref={page + EVENT_ICS_FILE}
      fileName={`activity-${activity.recordId}.ics`}
      event={{ title: activity.title, start: activity.startTime, end: activity.endTime, location: activity.address }}
    />
  );
}
