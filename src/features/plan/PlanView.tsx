import React, { type ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { planKey, type PlanMeeting, type PlanStop, type PlanVisit, type VisitPlan } from '@expo/contract';
import { MEETINGS_PAGE } from '@expo/contract/meeting-rules';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { formatShowDate, formatShowTime, formatShowTimeRange } from '../../lib/format/date';
import { activityRoute, floorPlanBoothsRoute, routes } from '../../lib/routes';
import { theme } from '../../styles/theme';

export interface PlanViewProps {
  plan: VisitPlan;
  /** the member's own plan: a control per stand visit to choose its time; without it the time is text */
  visitControl?: (visit: PlanVisit, stop: PlanStop) => ReactNode;
}

/** A visit plan: the show's hours, the conflicts, the events by time, and the stands in walking order. */
export function PlanView({ plan, visitControl }: PlanViewProps) {
  const { t } = useTranslation('plan');
  const { t: common } = useTranslation();
  // A plan kept offline by an earlier version of the site has no meetings.
  const meetings = plan.meetings ?? [];
  const titles = new Map<string, string>([
    ...plan.activities.map((a) => [planKey('activity', a.id), a.title] as const),
    ...meetings.map((m) => [planKey('meeting', m.id), t('meetingWith', { name: m.withName })] as const),
    ...plan.stops.flatMap((stop) => stop.visits.map((v) => [planKey(v.targetType, v.targetId), v.title] as const)),
  ]);
  const conflictText = (keys: string[]) => t('conflict', { names: keys.map((key) => titles.get(key) ?? key).join(t('separator')) });
  const conflicted = plan.activities.filter((a) => a.conflictsWith.length).length
    + meetings.filter((m) => m.conflictsWith.length).length
    + plan.stops.flatMap((s) => s.visits).filter((v) => v.conflictsWith.length).length;
  const { show } = plan;
  const patterns = { dateTime: common('format.dateTime'), time: common('format.time') };

  return (
    <Body>
      <p className="hours">
        {t('showHours', {
          name: show.name,
          start: formatShowDate(show.startDate, common('format.date')),
          end: formatShowDate(show.endDate, common('format.date')),
          opens: show.opensAt,
          closes: show.closesAt,
        })}
      </p>
      <p role="status" className={conflicted ? 'conflicts' : 'clear'} data-testid="conflict-summary">
        {conflicted ? t('conflictSummary', { count: conflicted }) : t('noConflicts')}
      </p>

      <section aria-labelledby="plan-activities">
        <h2 id="plan-activities">{t('activities')}</h2>
        {plan.activities.length === 0 ? (
          <p className="none">{t('noActivities')}</p>
        ) : (
          <Entries>
            {plan.activities.map((activity) => {
              const time = formatShowTimeRange(activity.startTime, activity.endTime, patterns);
              return (
                <li key={activity.id} data-conflict={activity.conflictsWith.length > 0} data-testid={`plan-${planKey('activity', activity.id)}`}>
                  <time dateTime={activity.startTime}>{`${time.start}–${time.end}`}</time>
                  <LocalizedLink to={activityRoute(activity.kind, activity.id)}>{activity.title}</LocalizedLink>
                  {activity.address ? <small>{activity.address}</small> : null}
                  {activity.conflictsWith.length ? <Conflict>{conflictText(activity.conflictsWith)}</Conflict> : null}
                </li>
              );
            })}
          </Entries>
        )}
      </section>

      {meetings.length > 0 || visitControl ? (
        <section aria-labelledby="plan-meetings">
          <h2 id="plan-meetings">{t('meetings')}</h2>
          {meetings.length === 0 ? (
            <p className="none">{t('noMeetings')}</p>
          ) : (
            <Entries>
              {meetings.map((meeting) => (
                <MeetingEntry key={meeting.id} meeting={meeting} patterns={patterns} conflict={meeting.conflictsWith.length ? conflictText(meeting.conflictsWith) : null} />
              ))}
            </Entries>
          )}
        </section>
      ) : null}

      <section aria-labelledby="plan-walk">
        <h2 id="plan-walk">{t('walk')}</h2>
        {plan.stops.length === 0 ? (
          <p className="none">{t('noStands')}</p>
        ) : (
          <>
            <p className="note">{t('walkIntro')}</p>
            {plan.booths.length ? (
              <p data-print="hide">
                <LocalizedLink to={floorPlanBoothsRoute(plan.booths)} data-testid="plan-floor-link">
                  {t('onFloorPlan')}
                </LocalizedLink>
              </p>
            ) : null}
            <Stops data-testid="walking-order">
              {plan.stops.map((stop, index) => (
                <li key={stop.exhibitorId} data-booth={stop.boothCode ?? ''}>
                  <header>
                    <span className="stop">{t('stop', { n: index + 1 })}</span>
                    <strong>{stop.boothCode ? `${stop.hallName ?? ''} · ${t('booth', { code: stop.boothCode })}` : t('noBooth')}</strong>
                    <LocalizedLink to={routes.exhibitor(stop.exhibitorId)}>{stop.exhibitorName}</LocalizedLink>
                  </header>
                  <Entries>
                    {stop.visits.map((visit) => (
                      <li key={planKey(visit.targetType, visit.targetId)} data-conflict={visit.conflictsWith.length > 0} data-testid={`plan-${planKey(visit.targetType, visit.targetId)}`}>
                        <span className="what">
                          {visit.targetType === 'exhibitor' ? (
                            t('standVisit')
                          ) : (
                            <>
                              {t('product')}: <LocalizedLink to={routes.product(visit.targetId)}>{visit.title}</LocalizedLink>
                            </>
                          )}
                        </span>
                        {visitControl ? (
                          <>
                            <span className="print-only">{visitText(visit, patterns.dateTime, t('notPlanned'))}</span>
                            <span data-print="hide">{visitControl(visit, stop)}</span>
                          </>
                        ) : (
                          <span>{visitText(visit, patterns.dateTime, t('notPlanned'))}</span>
                        )}
                        {visit.conflictsWith.length ? <Conflict>{conflictText(visit.conflictsWith)}</Conflict> : null}
                      </li>
                    ))}
                  </Entries>
                </li>
              ))}
            </Stops>
          </>
        )}
      </section>
    </Body>
  );
}

/** An accepted meeting: its time, the other side, the place with its floor-plan link, and a link to the meeting. */
function MeetingEntry({ meeting, patterns, conflict }: { meeting: PlanMeeting; patterns: { dateTime: string; time: string }; conflict: string | null }) {
  const { t } = useTranslation('plan');
  const time = formatShowTimeRange(meeting.startsAt, meeting.endsAt, patterns);
  const { place } = meeting;
  const hall = place.hallName ?? place.hallCode;
  const where = place.kind === 'room' ? t('meetingRoom', { name: place.name ?? '' }) : place.name ? t('booth', { code: place.name }) : t('noBooth');
  const floor = place.kind === 'booth' && place.name ? floorPlanBoothsRoute([place.name]) : place.hallCode ? routes.floorPlanHall(place.hallCode) : null;
  return (
    <li data-conflict={conflict !== null} data-testid={`plan-${planKey('meeting', meeting.id)}`}>
      <time dateTime={meeting.startsAt}>{`${time.start}–${time.end}`}</time>
      <LocalizedLink to={`${MEETINGS_PAGE}${meeting.id}/`}>{t('meetingWith', { name: meeting.withName })}</LocalizedLink>
      <small>{hall ? `${hall} · ${where}` : where}</small>
      {floor ? (
        <LocalizedLink to={floor} data-print="hide">
          {t('meetingOnFloorPlan')}
        </LocalizedLink>
      ) : null}
      {conflict ? <Conflict>{conflict}</Conflict> : null}
    </li>
  );
}

function visitText(visit: PlanVisit, pattern: string, none: string): string {
  return visit.visitAt ? formatShowTime(visit.visitAt, pattern) : none;
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  min-width: 0;
  h2 {
    margin: ${theme.space(2)} 0;
    font-size: 1.25rem;
  }
  .hours,
  .note,
  .none {
    margin: 0;
    color: ${theme.colors.muted};
  }
  .conflicts {
    margin: 0;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-left: 4px solid ${theme.colors.berry};
    background: #fdecee;
    font-weight: 600;
  }
  .clear {
    margin: 0;
    color: ${theme.colors.muted};
  }
  .print-only {
    display: none;
  }
  @media print {
    .print-only {
      display: inline;
    }
    [data-print='hide'] {
      display: none !important;
    }
    a {
      color: inherit;
      text-decoration: none;
    }
  }
`;

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space(1)} ${theme.space(3)};
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    min-width: 0;
    overflow-wrap: anywhere;
    break-inside: avoid;
  }
  > li[data-conflict='true'] {
    border-color: ${theme.colors.berry};
    box-shadow: inset 4px 0 0 ${theme.colors.berry};
  }
  time {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  small {
    color: ${theme.colors.muted};
  }
  .what {
    flex: 1 1 12em;
  }
`;

const Conflict = styled.strong`
  flex-basis: 100%;
  color: ${theme.colors.berry};
  font-size: 0.875rem;
  &::before {
    content: '⚠ ';
  }
`;

const Stops = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  > li {
    break-inside: avoid;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space(1)} ${theme.space(3)};
    margin-bottom: ${theme.space(2)};
    overflow-wrap: anywhere;
  }
  .stop {
    display: inline-block;
    padding: 0 ${theme.space(2)};
    border-radius: 999px;
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
    font-size: 0.8125rem;
    font-weight: 600;
  }
`;
