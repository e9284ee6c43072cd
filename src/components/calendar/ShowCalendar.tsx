import React from 'react';
import { SHOW_ICS_PATH, showDays, showInstant } from '@expo/contract/calendar';
import { SHOW_CLOSES_AT, SHOW_OPENS_AT } from '@expo/contract/constants';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useSiteData } from '../../lib/site-data';
import { AddToCalendar } from './AddToCalendar';

/** The show's "add to calendar": each day's opening hours (the .ics file has one event a day). */
export function ShowCalendar() {
  const { language } = usePageLanguage();
  const { intro } = useSiteData(language);
  const days = showDays(intro.startTime, intro.endTime).length;
  return (
    <AddToCalendar
      icsHref={localizedPath(SHOW_ICS_PATH, language)}
      fileName="show.ics"
      event={{
        title: intro.name,
        start: showInstant(intro.startTime, SHOW_OPENS_AT),
        end: showInstant(intro.startTime, SHOW_CLOSES_AT),
        location: [intro.venue, intro.address].filter(Boolean).join(', '),
      }}
      recur={`RRULE:FREQ=DAILY;COUNT=${days}`}
      outlook={false}
    />
  );
}
