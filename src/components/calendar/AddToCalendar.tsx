import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { googleCalendarUrl, outlookCalendarUrl, type WebCalendarEvent } from '@expo/contract/calendar';
import { theme } from '../../styles/theme';

export interface AddToCalendarProps {
  /** the event's .ics file on this site (RFC 5545, China time) */
  icsHref: string;
  /** the event for the web calendars' links */
  event: WebCalendarEvent;
  /** a Google Calendar recurrence (RRULE:…) for an event held on several days */
  recur?: string;
  /** false: no Outlook.com link (its compose link has no recurrence) */
  outlook?: boolean;
  /** the .ics file's download name */
  fileName?: string;
}

/** "Add to calendar": the .ics download, Google Calendar and Outlook.com links. */
export function AddToCalendar({ icsHref, event, recur, outlook = true, fileName = 'event.ics' }: AddToCalendarProps) {
  const { t } = useTranslation('widgets');
  const google = googleCalendarUrl(event) + (recur ? `&recur=${encodeURIComponent(recur)}` : '');
  return (
    <Links aria-label={t('calendar.label')}>
      <span>{t('calendar.label')}</span>
      <a href={icsHref} download={fileName} type="text/calendar">
        {t('calendar.ics')}
      </a>
      <a href={google} target="_blank" rel="noopener noreferrer">
        {t('calendar.google')}
      </a>
      {outlook ? (
        <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          {t('calendar.outlook')}
        </a>
      ) : null}
    </Links>
  );
}

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  margin: ${theme.space(3)} 0;
  font-size: 0.9375rem;
  span {
    color: ${theme.colors.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: 999px;
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.colors.crust};
  }
  @media print {
    display: none;
  }
`;
