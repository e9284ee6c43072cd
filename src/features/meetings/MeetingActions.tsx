import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ExhibitorSlots, Meeting } from '@expo/contract/meeting';
import { MEETING_TEXT_LIMITS } from '@expo/contract/meeting-rules';
import { notify } from '../../components/feedback/feedback-store';
import { FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { LoadingDots } from '../../components/ui/LoadingDots';
import { usePublicApi } from '../../lib/api/use-public-api';
import { useMemberApi } from '../../lib/api/use-member-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';
import { placeApiError } from './api-errors';
import { CountedText } from './form-parts';
import { meetingActions } from './meeting-actions';
import { slotsPath } from './meeting-paths';
import { acceptMeeting, cancelMeeting, declineMeeting, proposeMeeting } from './meetings-api';
import { useMeetingTimeText } from './MeetingTime';
import { SlotGrid } from './SlotGrid';

type Step = 'decline' | 'cancel' | 'propose';

/** The answers the caller may give now: accept, decline with a reason, another time (the team), cancel. */
export function MeetingActions({ meeting, onChanged }: { meeting: Meeting; onChanged: (meeting: Meeting) => void }) {
  const { t } = useTranslation('meetings');
  const api = useMemberApi();
  const [step, setStep] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allowed = meetingActions(meeting, Date.now());
  if (!allowed.some((action) => action !== 'post')) return null;

  const run = async (call: () => Promise<Meeting>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      const changed = await call();
      notify(done, 'success');
      setStep(null);
      onChanged(changed);
    } catch (failure) {
      setError(placeApiError(failure, [])?.message ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Actions>
      <div className="buttons">
        {allowed.includes('accept') ? (
          <PrimaryButton type="button" disabled={busy} onClick={() => void run(() => acceptMeeting(api, meeting.id), t('done.accepted'))}>
            {t('actions.accept')}
          </PrimaryButton>
        ) : null}
        {(['propose', 'decline', 'cancel'] as const)
          .filter((action) => allowed.includes(action))
          .map((action) => (
            <SecondaryButton key={action} type="button" $danger={action !== 'propose'} $active={step === action} aria-expanded={step === action} disabled={busy} onClick={() => setStep(step === action ? null : action)}>
              {t(action === 'propose' && meeting.status === 'accepted' ? 'actions.move' : `actions.${action}`)}
            </SecondaryButton>
          ))}
      </div>
      {error && !step ? <FormError role="alert">{error}</FormError> : null}
      {step === 'decline' || step === 'cancel' ? (
        <ReasonStep
          key={step}
          required={step === 'cancel' || meeting.you === 'team'}
          label={t(step === 'decline' ? 'reason.decline' : 'reason.cancel')}
          confirm={t(step === 'decline' ? 'actions.confirmDecline' : 'actions.confirmCancel')}
          busy={busy}
          apiError={error}
          onConfirm={(reason) => void run(() => (step === 'decline' ? declineMeeting(api, meeting.id, reason) : cancelMeeting(api, meeting.id, reason)), t(step === 'decline' ? 'done.declined' : 'done.cancelled'))}
        />
      ) : null}
      {step === 'propose' ? (
        <ProposeStep meeting={meeting} busy={busy} apiError={error} onConfirm={(startsAt) => void run(() => proposeMeeting(api, meeting.id, startsAt), t('done.proposed'))} />
      ) : null}
    </Actions>
  );
}

function ReasonStep({ label, confirm, required, busy, apiError, onConfirm }: { label: string; confirm: string; required: boolean; busy: boolean; apiError: string | null; onConfirm: (reason: string) => void }) {
  const { t } = useTranslation('meetings');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (required && reason.trim() === '') return setProblem(t('reason.required'));
    setProblem(null);
    onConfirm(reason.trim());
  };
  return (
    <form className="step" onSubmit={submit} noValidate>
      <CountedText label={`${label}${required ? '' : t('optional')}`} value={reason} onChange={setReason} max={MEETING_TEXT_LIMITS.reason} rows={3} error={problem ?? apiError} />
      <SecondaryButton type="submit" $danger disabled={busy}>
        {confirm}
      </SecondaryButton>
    </form>
  );
}

/** Another free slot of the team's own hours (the public slots read): for a request, or to move an accepted meeting. */
function ProposeStep({ meeting, busy, apiError, onConfirm }: { meeting: Meeting; busy: boolean; apiError: string | null; onConfirm: (startsAt: string) => void }) {
  const { t } = useTranslation('meetings');
  const { language } = usePageLanguage();
  const timeText = useMeetingTimeText();
  const slots = usePublicApi<ExhibitorSlots>(slotsPath(meeting.exhibitorId), language);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  if (!slots.data) return slots.error ? <FormError role="alert">{slots.error.message}</FormError> : <LoadingDots label={t('loadingSlots')} />;
  return (
    <div className="step">
      <SlotGrid days={slots.data.days} value={startsAt} onChange={setStartsAt} label={t('actions.chooseNewTime')} />
      {apiError ? <FormError role="alert">{apiError}</FormError> : null}
      <SecondaryButton type="button" disabled={busy || !startsAt} onClick={() => startsAt && onConfirm(startsAt)}>
        {startsAt ? t('actions.proposeThis', { time: timeText(startsAt) }) : t('actions.chooseNewTime')}
      </SecondaryButton>
    </div>
  );
}

const Actions = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(2)};
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    align-items: center;
  }
  .buttons ${PrimaryButton} {
    padding: ${theme.space(2)} ${theme.space(5)};
  }
  .step {
    display: grid;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)};
    border: 1px dashed ${theme.colors.line};
    border-radius: ${theme.radius};
    background: #fff;
  }
  .step > button {
    justify-self: start;
    white-space: normal;
    text-align: left;
  }
`;
