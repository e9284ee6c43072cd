import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { showDays } from '@expo/contract/calendar';
import type { DictEntry } from '@expo/contract';
import type { Meeting, MeetingRoom, MeetingSettings } from '@expo/contract/meeting';
import { BUSINESS_TYPE_DICT } from '@expo/contract/visitor-rules';
import { MEETING_CAPACITY_MAX, MEETING_SLOT_CHOICES, type MeetingSlotMinutes } from '@expo/contract/meeting-rules';
import { notify } from '../../components/feedback/feedback-store';
import { FieldFrame, FormError, PrimaryButton } from '../../components/form/form-ui';
import { ListStatus } from '../../components/list/ListStatus';
import { MemberApiError } from '../../lib/api/member-client';
import { apiGet } from '../../lib/api/public-api';
import { usePublicApi } from '../../lib/api/use-public-api';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useSiteData } from '../../lib/site-data';
import { theme } from '../../styles/theme';
import { placeApiError } from './api-errors';
import { dayProblem, dayRows, gridTimes, savedDays, type DayRow } from './availability';
import { MeetingCard } from './MeetingCard';
import { MeetingList } from './match-list';
import { MEETING_READS, saveTeamSettings } from './meetings-api';
import { dayLabel } from './slot-time';

const TIMES = gridTimes();

/** The team's meeting hours: slot length, meetings at once, the place, who it wants to meet, the hours of each show day. */
export function Availability() {
  const { t } = useTranslation('meetings');
  const read = useMemberRead<MeetingSettings>(MEETING_READS.teamSettings);
  if (!read.data) return <ListStatus error={read.error} loading={read.isLoading} empty={false} />;
  return <SettingsForm key={JSON.stringify(read.data)} saved={read.data} onSaved={(settings) => void read.mutate(settings, { revalidate: false })} title={t('availability.title')} />;
}

function SettingsForm({ saved, onSaved, title }: { saved: MeetingSettings; onSaved: (settings: MeetingSettings) => void; title: string }) {
  const { t } = useTranslation('meetings');
  const { language } = usePageLanguage();
  const { intro } = useSiteData(language);
  const api = useMemberApi();
  const rooms = usePublicApi<MeetingRoom[]>(MEETING_READS.rooms, language);
  const [businessTypes, setBusinessTypes] = useState<DictEntry[]>([]);
  const [slotMinutes, setSlotMinutes] = useState<MeetingSlotMinutes>(saved.slotMinutes);
  const [capacity, setCapacity] = useState(String(saved.capacity));
  const [roomId, setRoomId] = useState<number | null>(saved.roomId);
  const [seeks, setSeeks] = useState<string[]>(saved.seeks);
  const [rows, setRows] = useState<DayRow[]>(() => dayRows(showDays(intro.startTime, intro.endTime).map((day) => day.date), saved.days));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflicts, setConflicts] = useState<Meeting[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    apiGet<DictEntry[]>(`/common/dict/${BUSINESS_TYPE_DICT}`, language).then((entries) => live && setBusinessTypes(entries), () => undefined);
    return () => {
      live = false;
    };
  }, [language]);

  const setRow = (date: string, change: Partial<DayRow>) => setRows(rows.map((row) => (row.date === date ? { ...row, ...change } : row)));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const seats = Number(capacity);
    if (!Number.isInteger(seats) || seats < 1 || seats > MEETING_CAPACITY_MAX) found.capacity = t('availability.capacityRange', { max: MEETING_CAPACITY_MAX });
    for (const row of rows) {
      const problem = dayProblem(row, slotMinutes);
      if (problem) found[row.date] = t(`availability.problem.${problem}`, { minutes: slotMinutes });
    }
    setErrors(found);
    setConflicts(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const settings = await saveTeamSettings(api, { slotMinutes, capacity: seats, roomId, seeks, days: savedDays(rows) });
      notify(t('availability.saved'), 'success');
      onSaved(settings);
    } catch (failure) {
      if (failure instanceof MemberApiError && failure.code === 409) {
        const data = failure.data as { meetings?: Meeting[] } | null;
        // The conflicts' list says what to do; the member client has shown the API's message too.
        setConflicts(data?.meetings ?? []);
      } else {
        const placed = placeApiError(failure, ['slotMinutes', 'capacity', 'roomId', 'seeks', 'days']);
        if (placed) setErrors({ [placed.field ?? 'form']: placed.message });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void save(event)} noValidate aria-labelledby="availability-title">
      <h2 id="availability-title">{title}</h2>
      <p className="muted">{t('availability.lead')}</p>
      <fieldset>
        <legend>{t('availability.slotMinutes')}</legend>
        <div className="choices">
          {MEETING_SLOT_CHOICES.map((minutes) => (
            <label key={minutes}>
              <input type="radio" name="slotMinutes" checked={slotMinutes === minutes} onChange={() => setSlotMinutes(minutes)} />
              {t('availability.minutes', { count: minutes })}
            </label>
          ))}
        </div>
        {errors.slotMinutes ? <p className="error" role="alert">{errors.slotMinutes}</p> : null}
      </fieldset>
      <div className="pair">
        <FieldFrame label={t('availability.capacity')} htmlFor="meeting-capacity" error={errors.capacity} hint={t('availability.capacityHint')}>
          <input id="meeting-capacity" type="number" inputMode="numeric" min={1} max={MEETING_CAPACITY_MAX} value={capacity} onChange={(event) => setCapacity(event.target.value)} />
        </FieldFrame>
        <FieldFrame label={t('availability.place')} htmlFor="meeting-place" error={errors.roomId}>
          <select id="meeting-place" value={roomId ?? ''} onChange={(event) => setRoomId(event.target.value ? Number(event.target.value) : null)}>
            <option value="">{t('availability.atBooth')}</option>
            {(rooms.data ?? []).map((room) => (
              <option key={room.id} value={room.id}>
                {[room.name, room.hallName, room.location].filter(Boolean).join(' · ')}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
      <fieldset>
        <legend>{t('availability.seeks')}</legend>
        <p className="muted">{t('availability.seeksHint')}</p>
        <div className="choices">
          {businessTypes.map((entry) => (
            <label key={entry.dictValue}>
              <input
                type="checkbox"
                checked={seeks.includes(entry.dictValue)}
                onChange={(event) => setSeeks(event.target.checked ? [...seeks, entry.dictValue] : seeks.filter((value) => value !== entry.dictValue))}
              />
              {entry.dictLabel}
            </label>
          ))}
        </div>
        {errors.seeks ? <p className="error" role="alert">{errors.seeks}</p> : null}
      </fieldset>
      <fieldset>
        <legend>{t('availability.days')}</legend>
        <p className="muted">{t('availability.daysHint')}</p>
        <Days>
          {rows.map((row) => (
            <li key={row.date} data-on={row.on}>
              <strong>{dayLabel(row.date, language)}</strong>
              <label className="toggle">
                <input type="checkbox" checked={!row.on} onChange={(event) => setRow(row.date, { on: !event.target.checked })} />
                {t('availability.noMeetings')}
              </label>
              {row.on ? (
                <span className="hours">
                  <select aria-label={t('availability.opens', { day: dayLabel(row.date, language) })} value={row.opens} onChange={(event) => setRow(row.date, { opens: event.target.value })}>
                    {TIMES.map((time) => <option key={time} value={time}>{time}</option>)}
                  </select>
                  <span aria-hidden="true">–</span>
                  <select aria-label={t('availability.closes', { day: dayLabel(row.date, language) })} value={row.closes} onChange={(event) => setRow(row.date, { closes: event.target.value })}>
                    {TIMES.map((time) => <option key={time} value={time}>{time}</option>)}
                  </select>
                  <small>{t('availability.chinaTime')}</small>
                </span>
              ) : null}
              {errors[row.date] ? <p className="error" role="alert">{errors[row.date]}</p> : null}
            </li>
          ))}
        </Days>
        {errors.days ? <p className="error" role="alert">{errors.days}</p> : null}
      </fieldset>
      {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
      {conflicts ? (
        <section aria-labelledby="conflicts-title" className="conflicts">
          <h3 id="conflicts-title">{t('availability.conflictsTitle', { count: conflicts.length })}</h3>
          <p>{t('availability.conflictsLead')}</p>
          <MeetingList>
            {conflicts.map((meeting) => (
              <li key={meeting.id}>
                <MeetingCard meeting={meeting} />
              </li>
            ))}
          </MeetingList>
        </section>
      ) : null}
      <PrimaryButton type="submit" disabled={busy}>
        {t('availability.save')}
      </PrimaryButton>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  min-width: 0;
  h2 {
    margin: ${theme.space(2)} 0 0;
  }
  fieldset {
    display: grid;
    gap: ${theme.space(2)};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${theme.space(1)};
    font-weight: 600;
    font-size: 0.95rem;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)} ${theme.space(4)};
  }
  input[type='radio'],
  input[type='checkbox'] {
    accent-color: ${theme.colors.crust};
  }
  .choices label {
    display: inline-flex;
    gap: ${theme.space(1.5)};
    align-items: center;
  }
  .pair {
    display: grid;
    gap: ${theme.space(4)};
    @media (min-width: 1100px) {
      grid-template-columns: 1fr 1fr;
    }
  }
  .error {
    margin: 0;
    color: ${theme.colors.berry};
    font-size: 0.875rem;
  }
  .conflicts {
    padding: ${theme.space(3)};
    border-left: 4px solid ${theme.colors.berry};
    background: #fdecee;
  }
  .conflicts h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1rem;
  }
  .conflicts p {
    margin: 0 0 ${theme.space(2)};
  }
  > ${PrimaryButton} {
    justify-self: start;
  }
`;

const Days = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)} ${theme.space(4)};
    align-items: center;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
  }
  li[data-on='false'] {
    background: ${theme.colors.cream};
    color: ${theme.colors.muted};
  }
  strong {
    min-width: 7.5rem;
  }
  .toggle {
    display: inline-flex;
    gap: ${theme.space(1.5)};
    align-items: center;
  }
  .hours {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    align-items: center;
  }
  select {
    min-height: 36px;
    padding: 0 ${theme.space(2)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    background: #fff;
    font: inherit;
  }
  small {
    color: ${theme.colors.muted};
  }
  .error {
    flex-basis: 100%;
  }
`;
