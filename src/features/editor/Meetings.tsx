import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { MEETING_PATHS, MEETING_STATUSES, fillPath, underEditor, MEETING_TOPIC_LABELS, type Meeting, type MeetingDetail, type MeetingParty } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { ScrollRegion } from '../../components/ui/ScrollRegion';
import { formatShowTime } from '../../lib/format/date';
import { theme } from '../../styles/theme';
import { editorCall } from './editor-api';
import { Table, Toolbar } from './ui';

// The console's paths are under /api/editor; the contract names them from /api.
const LIST_PATH = underEditor(MEETING_PATHS.editorList);
const onePath = (id: number) => fillPath(underEditor(MEETING_PATHS.editorOne), { id });
const TIME = 'YYYY-MM-DD HH:mm';

/** The organiser's view of meeting requests: every meeting by status, exhibitor, visitor and time, and one in full. */
export function Meetings({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const [status, setStatus] = useState('');
  const [rows, setRows] = useState<Meeting[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = () => editorCall<Meeting[]>(language, 'GET', status ? `${LIST_PATH}?status=${status}` : LIST_PATH).then(setRows, (e: Error) => setMessage(e.message));
  useEffect(() => {
    setMessage(null);
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the filter or the language changes
  }, [language, status]);

  if (open !== null) return <MeetingRecord language={language} id={open} onBack={() => setOpen(null)} />;
  return (
    <section aria-labelledby="meetings-title">
      <Toolbar>
        <h2 id="meetings-title">{t('meetings.title')}</h2>
        <label>
          {t('meetings.statusFilter')}{' '}
          <select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{t('meetings.all')}</option>
            <option value="open">{t('meetings.open')}</option>
            {MEETING_STATUSES.map((s) => <option key={s} value={s}>{t(`meetings.status.${s}`)}</option>)}
          </select>
        </label>
        <SecondaryButton type="button" onClick={() => void load()}>{t('meetings.refresh')}</SecondaryButton>
      </Toolbar>
      <p>{t('meetings.lead')}</p>
      {message ? <FormError role="alert">{message}</FormError> : null}
      {rows && rows.length === 0 ? <p>{t('meetings.none')}</p> : null}
      {rows && rows.length > 0 ? (
        <Wide label={t('meetings.title')}>
          <Table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('meetings.time')}</th>
                <th scope="col">{t('meetings.statusLabel')}</th>
                <th scope="col">{t('meetings.exhibitor')}</th>
                <th scope="col">{t('meetings.visitor')}</th>
                <th scope="col">{t('meetings.topic')}</th>
                <th scope="col">{t('meetings.requestedAt')}</th>
                <th scope="col"><span className="hidden">{t('meetings.open')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id}>
                  <td>{m.id}</td>
                  <td className="when">{formatShowTime(m.startsAt, TIME)}</td>
                  <td>{t(`meetings.status.${m.status}`)}</td>
                  <td>{m.exhibitorName}</td>
                  <td>{[m.visitor.name, m.visitor.company].filter(Boolean).join(' · ')}</td>
                  <td>{MEETING_TOPIC_LABELS[m.topic][language]}</td>
                  <td className="when">{formatShowTime(m.requestedAt, TIME)}</td>
                  <td><SecondaryButton type="button" onClick={() => setOpen(m.id)}>{t('meetings.details')}</SecondaryButton></td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Wide>
      ) : null}
    </section>
  );
}

function MeetingRecord({ language, id, onBack }: { language: Language; id: number; onBack: () => void }) {
  const { t } = useTranslation('editor');
  const [meeting, setMeeting] = useState<MeetingDetail | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    editorCall<MeetingDetail>(language, 'GET', onePath(id)).then(setMeeting, (e: Error) => setMessage(e.message));
  }, [language, id]);
  const place = meeting ? [meeting.place.hallName, meeting.place.name].filter(Boolean).join(' · ') : '';
  return (
    <section aria-labelledby="meeting-title">
      <Toolbar>
        <SecondaryButton type="button" onClick={onBack}>← {t('meetings.back')}</SecondaryButton>
        <h2 id="meeting-title">{t('meetings.one', { id })}</h2>
      </Toolbar>
      {message ? <FormError role="alert">{message}</FormError> : null}
      {meeting ? (
        <>
          <Fields>
            <dt>{t('meetings.statusLabel')}</dt><dd>{t(`meetings.status.${meeting.status}`)}{meeting.awaiting ? ` · ${t(`meetings.awaiting.${meeting.awaiting}`)}` : ''}</dd>
            <dt>{t('meetings.time')}</dt><dd>{formatShowTime(meeting.startsAt, TIME)}–{formatShowTime(meeting.endsAt, 'HH:mm')} ({t('meetings.chinaTime')})</dd>
            <dt>{t('meetings.place')}</dt><dd>{t(`meetings.placeKind.${meeting.place.kind}`)}{place ? ` · ${place}` : ''}</dd>
            <dt>{t('meetings.topic')}</dt><dd>{MEETING_TOPIC_LABELS[meeting.topic][language]}{meeting.productName ? ` · ${meeting.productName}` : ''}</dd>
            <dt>{t('meetings.initiatedBy')}</dt><dd>{t(`meetings.side.${meeting.initiatedBy}`)}</dd>
            <dt>{t('meetings.requestedAt')}</dt><dd>{formatShowTime(meeting.requestedAt, TIME)}</dd>
            {meeting.answeredAt ? <><dt>{t('meetings.answeredAt')}</dt><dd>{formatShowTime(meeting.answeredAt, TIME)}</dd></> : null}
            {meeting.expiresAt ? <><dt>{t('meetings.expiresAt')}</dt><dd>{formatShowTime(meeting.expiresAt, TIME)}</dd></> : null}
            {meeting.message ? <><dt>{t('meetings.message')}</dt><dd>{meeting.message}</dd></> : null}
            {meeting.reason ? <><dt>{t('meetings.reason')}</dt><dd>{meeting.reason}</dd></> : null}
          </Fields>
          <Parties>
            <Party title={`${t('meetings.exhibitor')}: ${meeting.exhibitorName}`} party={meeting.team} />
            <Party title={t('meetings.visitor')} party={meeting.visitor} />
          </Parties>
          <h3>{t('meetings.thread', { count: meeting.thread.length })}</h3>
          <ol className="thread">
            {meeting.thread.map((post) => (
              <li key={post.id}>
                <small>{formatShowTime(post.at, TIME)} · {post.author} ({t(`meetings.side.${post.side}`)})</small>
                <p>{post.body}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

function Party({ title, party }: { title: string; party: MeetingParty }) {
  const { t } = useTranslation('editor');
  return (
    <div>
      <h3>{title}</h3>
      <Fields>
        <dt>{t('meetings.name')}</dt><dd>{party.name}</dd>
        {party.company ? <><dt>{t('meetings.company')}</dt><dd>{party.company}</dd></> : null}
        {party.jobTitle ? <><dt>{t('meetings.jobTitle')}</dt><dd>{party.jobTitle}</dd></> : null}
        {party.mobile ? <><dt>{t('meetings.mobile')}</dt><dd>{party.mobile}</dd></> : null}
        {party.email ? <><dt>{t('meetings.email')}</dt><dd>{party.email}</dd></> : null}
      </Fields>
    </div>
  );
}

const Wide = styled(ScrollRegion)`
  .when {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space(1)} ${theme.space(4)};
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Parties = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-size: 1rem;
  }
`;
