import React, { useState, type FormEvent } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ExhibitorSlots, Meeting } from '@expo/contract/meeting';
import { MEETINGS_PAGE, MEETING_EXPIRE_AFTER_HOURS, MEETING_TEXT_LIMITS, type MeetingTopic } from '@expo/contract/meeting-rules';
import { Form, FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { LoadingDots } from '../../components/ui/LoadingDots';
import { usePublicApi } from '../../lib/api/use-public-api';
import { useMemberApi } from '../../lib/api/use-member-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { loginPath } from '../../lib/sign-in-redirect';
import { readToken } from '../../lib/session';
import { theme } from '../../styles/theme';
import { placeApiError } from './api-errors';
import { CountedText, TopicChoice } from './form-parts';
import { BOOK_MEETING_ANCHOR, slotsPath } from './meeting-paths';
import { useMeetingTimeText } from './MeetingTime';
import { PlaceText } from './PlaceText';
import { requestMeeting } from './meetings-api';
import { SlotGrid } from './SlotGrid';

export interface SlotPickerProps {
  exhibitorId: number;
  productId?: number;
  /** the slots the page already read (the exhibitor page, for its answer rate) */
  initial?: ExhibitorSlots;
}

type PickerField = 'startsAt' | 'topic' | 'message';
const FIELDS: readonly PickerField[] = ['startsAt', 'topic', 'message'];

/** An exhibitor's free slots (China time) and the request form: day, slot, topic, a short message. */
export function SlotPicker({ exhibitorId, productId, initial }: SlotPickerProps) {
  const { t } = useTranslation('meeting-picker');
  const { language } = usePageLanguage();
  const read = usePublicApi<ExhibitorSlots>(slotsPath(exhibitorId), language);
  const slots = read.data ?? initial;
  const api = useMemberApi();
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [topic, setTopic] = useState<MeetingTopic>('products');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<PickerField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Meeting | null>(null);
  const signedIn = Boolean(readToken());
  const timeText = useMeetingTimeText();

  if (!slots) {
    if (read.error) {
      return (
        <Panel role="alert">
          <p>{t('loadFailed')}</p>
          <SecondaryButton type="button" onClick={() => void read.mutate()}>{t('retry')}</SecondaryButton>
        </Panel>
      );
    }
    return <LoadingDots label={t('loading')} />;
  }
  if (sent) return <Sent meeting={sent} />;

  const length = slots.slotMinutes;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<PickerField, string>> = {};
    if (!startsAt) found.startsAt = t('chooseTime');
    if (message.length > MEETING_TEXT_LIMITS.message) found.message = t('tooLong', { max: MEETING_TEXT_LIMITS.message });
    setErrors(found);
    setFormError(null);
    if (!startsAt || Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      setSent(await requestMeeting(api, { exhibitorId, productId: productId ?? null, startsAt, topic, message: message.trim() }));
      void read.mutate();
    } catch (error) {
      const placed = placeApiError(error, FIELDS);
      if (placed?.field) setErrors({ [placed.field]: placed.message });
      else if (placed) setFormError(placed.message);
      void read.mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel>
      <p className="facts">
        <PlaceText place={slots.place} /> · {t('length', { count: length })}
      </p>
      {slots.days.length === 0 ? (
        <p>{t('noDays')}</p>
      ) : (
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <SlotGrid days={slots.days} value={startsAt} onChange={(at) => setStartsAt(at)} label={t('chooseTime')} errorId={errors.startsAt ? 'slot-error' : undefined} />
          {errors.startsAt ? <FormError id="slot-error" role="alert">{errors.startsAt}</FormError> : null}
          {startsAt ? (
            <p className="chosen" role="status">
              {t('chosen', { time: timeText(startsAt, new Date(Date.parse(startsAt) + length * 60_000).toISOString()) })}
            </p>
          ) : null}
          <TopicChoice value={topic} onChange={setTopic} error={errors.topic} />
          <CountedText label={t('message')} placeholder={t('messagePlaceholder')} value={message} onChange={setMessage} max={MEETING_TEXT_LIMITS.message} error={errors.message} />
          {formError ? <FormError role="alert">{formError}</FormError> : null}
          {signedIn ? (
            <PrimaryButton type="submit" disabled={busy}>
              {t(busy ? 'sending' : 'send')}
            </PrimaryButton>
          ) : (
            <div className="sign-in">
              <p>{t('signInFirst')}</p>
              <PrimaryButton type="button" onClick={() => void navigate(loginPath(language, `${window.location.pathname}#${BOOK_MEETING_ANCHOR}`))}>
                {t('signIn')}
              </PrimaryButton>
            </div>
          )}
          <p className="note">{t('answerWithin', { hours: MEETING_EXPIRE_AFTER_HOURS })}</p>
        </Form>
      )}
    </Panel>
  );
}

function Sent({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meeting-picker');
  const timeText = useMeetingTimeText();
  return (
    <Panel role="status">
      <h3>{t('sentTitle')}</h3>
      <p>{t('sentText', { name: meeting.exhibitorName, time: timeText(meeting.startsAt, meeting.endsAt) })}</p>
      {meeting.expiresAt ? <p>{t('sentExpiry', { time: timeText(meeting.expiresAt) })}</p> : null}
      <LocalizedLink to={`${MEETINGS_PAGE}${meeting.id}/`}>{t('sentLink')}</LocalizedLink>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.cream};
  min-width: 0;
  p {
    margin: 0;
  }
  h3 {
    margin: 0;
  }
  .facts,
  .note {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
  .chosen {
    font-weight: 600;
  }
  .sign-in {
    display: grid;
    gap: ${theme.space(2)};
    justify-items: start;
  }
  ${PrimaryButton} {
    justify-self: start;
  }
`;
