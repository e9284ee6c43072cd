import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { NOTICE_CHANNELS, NOTICE_KINDS, type NoticeChannel, type NoticePage, type NoticeSettings } from '@expo/contract';
import { MEETINGS_PAGE } from '@expo/contract/meeting-rules';
import { RowList } from '../../components/cards/grids';
import { notify } from '../../components/feedback/feedback-store';
import { PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { ListStatus } from '../../components/list/ListStatus';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowTime } from '../../lib/format/date';
import { routes } from '../../lib/routes';
import { announceUnreadChanged } from '../../lib/unread-notices';
import { theme } from '../../styles/theme';

const PAGE = { pageNum: 1, pageSize: 50 };

/** /member/notifications: what happened to my demands (newest first, unread marked), and how each kind reaches me. */
export function Notifications() {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  const api = useMemberApi();
  const { data, error, isLoading, mutate } = useMemberRead<NoticePage>('/member/notifications', PAGE);
  const markAllRead = async () => {
    try {
      await api.post('/member/notifications/read', {});
      await mutate();
      announceUnreadChanged();
    } catch {
      // the API client has shown the message
    }
  };
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title">{t('notifications.title')}</h1>
      {data && data.unread > 0 ? (
        <SecondaryButton type="button" onClick={() => void markAllRead()}>
          {t('notifications.markAllRead')}
        </SecondaryButton>
      ) : null}
      <ListStatus error={error} loading={isLoading} empty={data?.rows.length === 0} emptyText={t('notifications.none')} />
      <RowList>
        {(data?.rows ?? []).map((notice) => (
          <Notice key={notice.id} data-read={notice.read} data-kind={notice.kind}>
            <p>
              <strong>{t(`notifications.kind.${notice.kind}`)}</strong>
              {notice.read ? null : <Unread> · {t('notifications.unread')}</Unread>}
            </p>
            <p>{notice.text}</p>
            <p>
              <time dateTime={notice.createTime}>{formatShowTime(notice.createTime, tc('format.dateTime'))}</time>
              {notice.demandId ? (
                <>
                  {' · '}
                  <LocalizedLink to={routes.demand(notice.demandId)}>{t('notifications.open')}</LocalizedLink>
                </>
              ) : null}
              {notice.draftId ? (
                <>
                  {' · '}
                  <LocalizedLink to={routes.exhibitorCentre}>{t('notifications.openCentre')}</LocalizedLink>
                </>
              ) : null}
              {notice.meetingId ? (
                <>
                  {' · '}
                  <LocalizedLink to={`${MEETINGS_PAGE}${notice.meetingId}/`}>{t('notifications.openMeeting')}</LocalizedLink>
                </>
              ) : null}
            </p>
          </Notice>
        ))}
      </RowList>
      <ChannelSettings />
    </section>
  );
}

/** Per kind: SMS, e-mail, both, or only the list here. */
function ChannelSettings() {
  const { t } = useTranslation('member');
  const api = useMemberApi();
  const { data, mutate } = useMemberRead<NoticeSettings>('/member/notice-settings');
  const [choices, setChoices] = useState<NoticeSettings | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setChoices(data);
  }, [data]);
  if (!choices) return null;
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await api.post<NoticeSettings>('/member/notice-settings', choices);
      void mutate(saved, { revalidate: false });
      notify(t('notifications.saved'), 'success');
    } catch {
      // the API client has shown the message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Settings onSubmit={(event) => void save(event)} aria-labelledby="notice-settings-title">
      <h2 id="notice-settings-title">{t('notifications.settingsTitle')}</h2>
      <p>{t('notifications.settingsLead')}</p>
      {NOTICE_KINDS.map((kind) => (
        <label key={kind}>
          <span>{t(`notifications.kind.${kind}`)}</span>
          <select name={kind} value={choices[kind]} onChange={(event) => setChoices({ ...choices, [kind]: event.target.value as NoticeChannel })}>
            {NOTICE_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`notifications.channel.${channel}`)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <PrimaryButton type="submit" disabled={busy}>
        {t('notifications.save')}
      </PrimaryButton>
    </Settings>
  );
}

const Notice = styled.li`
  overflow-wrap: anywhere;
  &[data-read='false'] {
    border-left: 3px solid ${theme.colors.berry};
    padding-left: ${theme.space(3)};
  }
  p {
    margin: ${theme.space(1)} 0;
  }
  time {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const Unread = styled.span`
  color: ${theme.colors.berry};
  font-weight: 600;
`;

const Settings = styled.form`
  display: grid;
  gap: ${theme.space(3)};
  max-width: 480px;
  margin-top: ${theme.space(6)};
  label {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 11rem);
    gap: ${theme.space(2)};
    align-items: center;
  }
  select {
    min-width: 0;
    padding: ${theme.space(2)};
    font: inherit;
  }
`;
