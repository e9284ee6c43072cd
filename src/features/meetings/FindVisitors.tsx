import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { MemberInfo } from '@expo/contract';
import type { ExhibitorSlots, FindableVisitor, Meeting } from '@expo/contract/meeting';
import { MEETINGS_PAGE, MEETING_TEXT_LIMITS, type MeetingTopic } from '@expo/contract/meeting-rules';
import { notify } from '../../components/feedback/feedback-store';
import { Form, FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { ListStatus } from '../../components/list/ListStatus';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { LoadingDots } from '../../components/ui/LoadingDots';
import { ACCOUNT_PATH } from '../../lib/api/account-api';
import { usePublicApi } from '../../lib/api/use-public-api';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';
import { placeApiError } from './api-errors';
import { CountedText, TopicChoice } from './form-parts';
import { MatchList } from './match-list';
import { slotsPath } from './meeting-paths';
import { MEETING_READS, inviteVisitor } from './meetings-api';
import { SlotGrid } from './SlotGrid';

/** Visitors who let exhibitors find them, with why they fit the team, and an invitation to one of the team's free slots. */
export function FindVisitors() {
  const { t } = useTranslation('meetings');
  const account = useMemberRead<MemberInfo>(ACCOUNT_PATH);
  const list = useMemberRead<FindableVisitor[]>(MEETING_READS.teamVisitors);
  const exhibitorId = account.data?.exhibitorId ?? null;
  return (
    <Box aria-labelledby="visitors-title">
      <h2 id="visitors-title">{t('visitors.title')}</h2>
      <p className="muted">{t('visitors.lead')}</p>
      <ListStatus error={list.error} loading={list.isLoading && !list.data} empty={list.data?.length === 0} emptyText={t('visitors.none')} />
      <MatchList>
        {(list.data ?? []).map((visitor) => (
          <VisitorItem key={visitor.visitorId} visitor={visitor} exhibitorId={exhibitorId} />
        ))}
      </MatchList>
    </Box>
  );
}

function VisitorItem({ visitor, exhibitorId }: { visitor: FindableVisitor; exhibitorId: number | null }) {
  const { t } = useTranslation('meetings');
  const [inviting, setInviting] = useState(false);
  const [sent, setSent] = useState<Meeting | null>(null);
  return (
    <li data-testid={`visitor-${visitor.visitorId}`}>
      <div className="head">
        <strong>{visitor.name}</strong>
        <span>{[visitor.jobTitle, visitor.company].filter(Boolean).join(' · ')}</span>
        {visitor.businessType ? <span className="tag">{visitor.businessType}</span> : null}
      </div>
      <ul className="reasons">
        {visitor.reasons.map((reason) => (
          <li key={`${reason.category}|${reason.interest}`}>{t('visitors.reason', { category: reason.category, interest: reason.interest })}</li>
        ))}
        {visitor.seeked ? <li>{t('visitors.seeked')}</li> : null}
      </ul>
      {visitor.interests.length > 0 ? <p className="muted">{t('visitors.interests', { list: visitor.interests.join(t('visitors.separator')) })}</p> : null}
      {sent ? (
        <p role="status">
          {t('visitors.sent')} <LocalizedLink to={`${MEETINGS_PAGE}${sent.id}/`}>{t('visitors.open')}</LocalizedLink>
        </p>
      ) : (
        <>
          <SecondaryButton type="button" aria-expanded={inviting} onClick={() => setInviting(!inviting)}>
            {t(inviting ? 'visitors.close' : 'visitors.invite')}
          </SecondaryButton>
          {inviting && exhibitorId !== null ? <InviteForm visitor={visitor} exhibitorId={exhibitorId} onSent={setSent} /> : null}
        </>
      )}
    </li>
  );
}

type InviteField = 'startsAt' | 'topic' | 'message';
const FIELDS: readonly InviteField[] = ['startsAt', 'topic', 'message'];

/** A slot of the team's own free hours, a topic and a note: the invitation waits for the visitor's answer. */
function InviteForm({ visitor, exhibitorId, onSent }: { visitor: FindableVisitor; exhibitorId: number; onSent: (meeting: Meeting) => void }) {
  const { t } = useTranslation('meetings');
  const { t: tp } = useTranslation('meeting-picker');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const slots = usePublicApi<ExhibitorSlots>(slotsPath(exhibitorId), language);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [topic, setTopic] = useState<MeetingTopic>('products');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<InviteField | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  if (!slots.data) return slots.error ? <FormError role="alert">{slots.error.message}</FormError> : <LoadingDots label={tp('loading')} />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!startsAt) return setErrors({ startsAt: tp('chooseTime') });
    setErrors({});
    setBusy(true);
    try {
      const meeting = await inviteVisitor(api, { visitorId: visitor.visitorId, startsAt, topic, message: message.trim() });
      notify(t('visitors.sent'), 'success');
      onSent(meeting);
    } catch (failure) {
      const placed = placeApiError(failure, FIELDS);
      if (placed) setErrors({ [placed.field ?? 'form']: placed.message });
      void slots.mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate className="invite">
      {slots.data.days.length === 0 ? <p>{t('visitors.noHours')}</p> : <SlotGrid days={slots.data.days} value={startsAt} onChange={setStartsAt} label={tp('chooseTime')} />}
      {errors.startsAt ? <FormError role="alert">{errors.startsAt}</FormError> : null}
      <TopicChoice value={topic} onChange={setTopic} error={errors.topic} label={t('visitors.topic')} />
      <CountedText label={t('visitors.message')} value={message} onChange={setMessage} max={MEETING_TEXT_LIMITS.message} error={errors.message} rows={3} />
      {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
      <PrimaryButton type="submit" disabled={busy}>
        {t('visitors.send', { name: visitor.name })}
      </PrimaryButton>
    </Form>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  h2 {
    margin: ${theme.space(2)} 0 0;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${theme.colors.muted};
  }
  .tag {
    padding: 0 ${theme.space(2)};
    border-radius: 999px;
    background: ${theme.colors.cream};
    border: 1px solid ${theme.colors.line};
    font-size: 0.8125rem;
  }
  .invite {
    padding: ${theme.space(3)};
    border: 1px dashed ${theme.colors.line};
    border-radius: ${theme.radius};
    background: #fff;
  }
  .invite ${PrimaryButton} {
    justify-self: start;
  }
`;
