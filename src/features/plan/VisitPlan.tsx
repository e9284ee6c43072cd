import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { MemberPlan, PlanShow, PlanVisit } from '@expo/contract';
import { ListStatus } from '../../components/list/ListStatus';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { ShowCalendar } from '../../components/calendar/ShowCalendar';
import { MemberApiError } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowDate } from '../../lib/format/date';
import { routes } from '../../lib/routes';
import { PlanLinks } from './PlanLinks';
import { PlanView } from './PlanView';
import { PLAN_READ_PATH, planVisit } from './plan-api';
import { visitInstant, visitParts, visitTimeOptions } from './plan-time';
import { PrintPlan } from './print-style';
import { PlanHeading } from './PlanHeading';
import { theme } from '../../styles/theme';

/** /member/plan: the member's visit plan, with a time per stand visit, a print view, a share link and a calendar feed. */
export function VisitPlan() {
  const { t } = useTranslation('plan');
  const read = useMemberRead<MemberPlan>(PLAN_READ_PATH);
  const plan = read.data;
  if (!plan) return <ListStatus error={read.error} loading={read.isLoading} empty={false} />;
  const empty = plan.activities.length === 0 && plan.stops.length === 0 && (plan.meetings ?? []).length === 0;
  return (
    <Page id="visit-plan">
      <PrintPlan />
      <PlanHeading title={t('title')} printable={true} />
      <p className="intro" data-print="hide">{t('intro', { minutes: plan.show.visitMinutes })}</p>
      {empty ? (
        <p>
          {t('empty')} <LocalizedLink to={routes.exhibitors}>{t('collectMore')}</LocalizedLink>
        </p>
      ) : null}
      <PlanView plan={plan} visitControl={(visit) => <VisitTime visit={visit} show={plan.show} onSaved={() => read.mutate()} />} />
      <div data-print="hide">
        <h2>{t('showCalendar')}</h2>
        <ShowCalendar />
      </div>
      <PlanLinks share={plan.share} feed={plan.feed} onChange={() => read.mutate()} />
    </Page>
  );
}

/** A stand visit's day and time (China time, within the show's hours), saved as soon as both are chosen. */
function VisitTime({ visit, show, onSaved }: { visit: PlanVisit; show: PlanShow; onSaved: () => void }) {
  const { t } = useTranslation('plan');
  const { t: common } = useTranslation();
  const api = useMemberApi();
  const saved = visitParts(visit.visitAt);
  const [date, setDate] = useState(saved.date);
  const [time, setTime] = useState(saved.time);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = `${t('visitTime')}: ${visit.title}`;

  const save = async (nextDate: string, nextTime: string) => {
    setDate(nextDate);
    setTime(nextTime);
    setError(null);
    const clearing = nextDate === '';
    if (!clearing && nextTime === '') return;
    setBusy(true);
    try {
      await planVisit(api, { targetType: visit.targetType, targetId: visit.targetId, visitAt: clearing ? null : visitInstant(nextDate, nextTime) });
      // The plan read again shows the time and its conflicts; no toast over the page for each pick.
      onSaved();
    } catch (failure) {
      if (failure instanceof MemberApiError) setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <TimeFields role="group" aria-label={label}>
      <select aria-label={`${t('day')}: ${visit.title}`} value={date} disabled={busy} onChange={(event) => void save(event.target.value, event.target.value ? time || show.opensAt : '')}>
        <option value="">{t('noDay')}</option>
        {show.days.map((day) => (
          <option key={day.date} value={day.date}>
            {formatShowDate(day.date, common('format.date'))}
          </option>
        ))}
      </select>
      <select aria-label={`${t('time')}: ${visit.title}`} value={time} disabled={busy || date === ''} onChange={(event) => void save(date, event.target.value)}>
        <option value="">--:--</option>
        {visitTimeOptions(show).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? <span role="alert">{error}</span> : null}
    </TimeFields>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  min-width: 0;
  .intro {
    margin: 0;
  }
  h2 {
    font-size: 1.25rem;
  }
`;

const TimeFields = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  select {
    min-height: 40px;
    max-width: 100%;
    padding: 0 ${theme.space(2)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
    color: ${theme.colors.ink};
    font: inherit;
  }
  [role='alert'] {
    flex-basis: 100%;
    color: ${theme.colors.berry};
    font-size: 0.875rem;
  }
`;
