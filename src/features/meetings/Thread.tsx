import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { MeetingDetail } from '@expo/contract/meeting';
import { MEETING_POSTS_MAX, MEETING_TEXT_LIMITS } from '@expo/contract/meeting-rules';
import { Form, FormError, SecondaryButton } from '../../components/form/form-ui';
import { useMemberApi } from '../../lib/api/use-member-api';
import { theme } from '../../styles/theme';
import { placeApiError } from './api-errors';
import { CountedText } from './form-parts';
import { meetingActions } from './meeting-actions';
import { postToMeeting } from './meetings-api';
import { MeetingTime } from './MeetingTime';

/** The meeting's messages (plain text, both sides), oldest first, and the box to add one. */
export function Thread({ meeting, onPosted }: { meeting: MeetingDetail; onPosted: () => void }) {
  const { t } = useTranslation('meetings');
  const api = useMemberApi();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canPost = meetingActions(meeting, Date.now()).includes('post');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return setError(t('thread.empty'));
    setBusy(true);
    setError(null);
    try {
      await postToMeeting(api, meeting.id, body.trim());
      setBody('');
      onPosted();
    } catch (failure) {
      setError(placeApiError(failure, ['body'])?.message ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="thread-title">
      <h2 id="thread-title">{t('thread.title')}</h2>
      {meeting.thread.length === 0 ? <p className="muted">{t('thread.none')}</p> : null}
      <Posts>
        {meeting.thread.map((post) => (
          <li key={post.id} data-mine={post.side === meeting.you}>
            <p className="by">
              <strong>{post.author}</strong> · {t(`thread.side.${post.side}`)} · <MeetingTime startsAt={post.at} />
            </p>
            <p className="body">{post.body}</p>
          </li>
        ))}
      </Posts>
      {canPost ? (
        <Write onSubmit={(event) => void submit(event)} noValidate>
          <CountedText label={t('thread.write')} value={body} onChange={setBody} max={MEETING_TEXT_LIMITS.post} rows={3} error={error} />
          <p className="muted">{t('thread.left', { count: MEETING_POSTS_MAX - meeting.posts })}</p>
          <SecondaryButton type="submit" disabled={busy}>
            {t('thread.send')}
          </SecondaryButton>
        </Write>
      ) : meeting.posts >= MEETING_POSTS_MAX ? (
        <FormError>{t('thread.full', { max: MEETING_POSTS_MAX })}</FormError>
      ) : null}
    </section>
  );
}

const Write = styled(Form)`
  gap: ${theme.space(2)};
  p {
    margin: 0;
  }
  ${SecondaryButton} {
    justify-self: start;
  }
`;

const Posts = styled.ol`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  list-style: none;
  li {
    max-width: 85%;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
  }
  li[data-mine='true'] {
    justify-self: end;
    background: ${theme.colors.cream};
  }
  .by {
    color: ${theme.colors.muted};
    font-size: 0.85rem;
  }
  .body {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
