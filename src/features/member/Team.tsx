import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { InviteCode, Team as TeamData } from '@expo/contract';
import { askDialog, notify } from '../../components/feedback/feedback-store';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowTime } from '../../lib/format/date';
import { PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { makeTeamInvite, removeTeamMember, TEAM_PATH } from './member-api';
import { theme } from '../../styles/theme';

/** The exhibitor's team under the bound card: its members; the administrator invites and removes. */
export function Team() {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  const api = useMemberApi();
  const team = useMemberRead<TeamData | null>(TEAM_PATH);
  const [invite, setInvite] = useState<InviteCode | null>(null);
  const data = team.data;
  if (!data) return null;
  const full = data.members.length >= data.max;

  const onInvite = async () => {
    try {
      setInvite(await makeTeamInvite(api));
    } catch {
      // the API client has shown the message
    }
  };
  const onRemove = async (memberId: number, name: string) => {
    const confirmed = await askDialog({ key: 'remove-member', title: t('team.removeTitle', { name }), message: t('team.removeText'), confirmText: t('team.remove'), cancelText: t('binding.keep') });
    if (!confirmed) return;
    try {
      await removeTeamMember(api, memberId);
      await team.mutate();
      notify(t('team.removed', { name }), 'success');
    } catch {
      // the API client has shown the message
    }
  };

  return (
    <Box aria-labelledby="team-title">
      <h2 id="team-title">{t('team.title')}</h2>
      <p>{t('team.count', { count: data.members.length, max: data.max })}</p>
      <ul>
        {data.members.map((m) => {
          const name = m.nickname ?? m.contact ?? `#${m.memberId}`;
          return (
            <li key={m.memberId}>
              <div>
                <strong>{name}</strong>
                {m.nickname && m.contact ? <span className="muted"> · {m.contact}</span> : null}
                <div className="muted">
                  {m.administrator ? <Tag>{t('team.administrator')}</Tag> : null}
                  {m.you ? <Tag>{t('team.you')}</Tag> : null}
                  <time dateTime={m.boundAt}>{t('team.since', { date: formatShowTime(m.boundAt, tc('format.date')) })}</time>
                </div>
              </div>
              {data.administrator && !m.you ? (
                <SecondaryButton type="button" onClick={() => void onRemove(m.memberId, name)}>{t('team.remove')}</SecondaryButton>
              ) : null}
            </li>
          );
        })}
      </ul>
      {data.administrator ? (
        <div className="invite">
          <p>{full ? t('team.full') : t('team.inviteIntro')}</p>
          {!full ? <PrimaryButton type="button" onClick={() => void onInvite()}>{t('team.invite')}</PrimaryButton> : null}
          {invite ? (
            <p role="status">
              {t('team.inviteMade')} <code data-testid="invite-code">{invite.code}</code>{' '}
              {t('team.inviteValid', { date: formatShowTime(invite.expiresAt, tc('format.dateTime')) })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="muted">{t('team.notAdministrator')}</p>
      )}
    </Box>
  );
}

const Box = styled.section`
  margin-top: ${theme.space(6)};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space(2)};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    justify-content: space-between;
    align-items: center;
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    min-width: 0;
  }
  li > div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .muted {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
  .invite {
    margin-top: ${theme.space(4)};
    display: grid;
    gap: ${theme.space(2)};
    justify-items: start;
  }
  code {
    font-size: 1.1rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    overflow-wrap: anywhere;
  }
`;

const Tag = styled.span`
  display: inline-block;
  margin-right: ${theme.space(2)};
  padding: 0 ${theme.space(2)};
  border-radius: 999px;
  background: ${theme.colors.butter};
  color: ${theme.colors.crustDark};
  font-size: 0.8rem;
`;
