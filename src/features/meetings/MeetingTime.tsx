import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { dayLabel, slotClock } from './slot-time';

/**
 * A meeting's or a slot's time on the show's clock, with the device's own time beside it when the
 * device is elsewhere: "Wed 19 May, 10:00–10:30 China time (03:00–03:30 your time)".
 */
export function MeetingTime({ startsAt, endsAt, withDay = true }: { startsAt: string; endsAt?: string; withDay?: boolean }) {
  const text = useMeetingTimeText();
  return <time dateTime={startsAt}>{text(startsAt, endsAt, withDay)}</time>;
}

/** The text of MeetingTime, for places that need a string (a select's option, a button's label). */
export function useMeetingTimeText(): (startsAt: string, endsAt?: string, withDay?: boolean) => string {
  const { t } = useTranslation('meeting-picker');
  const { language } = usePageLanguage();
  return (startsAt, endsAt, withDay = true) => {
    const start = slotClock(startsAt);
    const end = endsAt ? slotClock(endsAt) : null;
    const china = t('chinaTime', { time: end ? `${start.time}–${end.time}` : start.time });
    const local = start.local ? `${start.local.time}${end?.local ? `–${end.local.time}` : ''}` : null;
    const beside = !start.local || !local ? '' : start.local.otherDay ? t('localTimeOtherDay', { day: dayLabel(start.local.date, language), time: local }) : t('localTime', { time: local });
    return `${withDay ? `${dayLabel(start.date, language)}${t('daySeparator')}` : ''}${china}${beside ? ` ${beside}` : ''}`;
  };
}
