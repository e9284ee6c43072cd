import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { MeetingSuggestion, Suggestions as SuggestionList } from '@expo/contract/meeting';
import { SecondaryButton } from '../../components/form/form-ui';
import { ListStatus } from '../../components/list/ListStatus';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { routes } from '../../lib/routes';
import { theme } from '../../styles/theme';
import { MatchList } from './match-list';
import { MEETING_READS, setFindable } from './meetings-api';
import { SlotPicker } from './SlotPicker';

/** Suggestions shown before "Show all". */
const SHOWN_FIRST = 8;

/** Exhibitors that make what the visitor chose at registration, with why, and the "findable" switch. */
export function Suggestions() {
  const { t } = useTranslation('meetings');
  const read = useMemberRead<SuggestionList>(MEETING_READS.suggestions);
  const [all, setAll] = useState(false);
  const data = read.data;
  return (
    <Box aria-labelledby="suggestions-title">
      <h2 id="suggestions-title">{t('suggestions.title')}</h2>
      {!data ? (
        <ListStatus error={read.error} loading={read.isLoading} empty={false} />
      ) : !data.registered ? (
        <p>
          {t('suggestions.register')} <LocalizedLink to={routes.visitRegister}>{t('suggestions.registerLink')}</LocalizedLink>
        </p>
      ) : (
        <>
          <FindableSwitch on={data.findable} onChanged={() => void read.mutate()} />
          <p className="muted">{t('suggestions.lead')}</p>
          {data.items.length === 0 ? <p>{t('suggestions.none')}</p> : null}
          <MatchList>
            {(all ? data.items : data.items.slice(0, SHOWN_FIRST)).map((item) => (
              <SuggestionItem key={item.exhibitorId} item={item} />
            ))}
          </MatchList>
          {!all && data.items.length > SHOWN_FIRST ? (
            <SecondaryButton type="button" className="more" onClick={() => setAll(true)}>
              {t('suggestions.showAll', { count: data.items.length })}
            </SecondaryButton>
          ) : null}
        </>
      )}
    </Box>
  );
}

function SuggestionItem({ item }: { item: MeetingSuggestion }) {
  const { t } = useTranslation('meetings');
  const [picking, setPicking] = useState(false);
  const where = [item.hallName, item.boothCode ? t('suggestions.booth', { code: item.boothCode }) : null].filter(Boolean).join(' · ');
  return (
    <li data-testid={`suggestion-${item.exhibitorId}`}>
      <div className="head strong">
        <LocalizedLink to={routes.exhibitor(item.exhibitorId)}>{item.exhibitorName}</LocalizedLink>
        {where ? <span className="muted">{where}</span> : null}
      </div>
      <ul className="reasons">
        {item.reasons.map((reason) => (
          <li key={`${reason.category}|${reason.interest}`}>{t('suggestions.reason', { category: reason.category, interest: reason.interest })}</li>
        ))}
        {item.seeksYou ? <li>{t('suggestions.seeksYou')}</li> : null}
      </ul>
      <SecondaryButton type="button" aria-expanded={picking} onClick={() => setPicking(!picking)}>
        {t(picking ? 'suggestions.close' : 'suggestions.request')}
      </SecondaryButton>
      {picking ? <SlotPicker exhibitorId={item.exhibitorId} /> : null}
    </li>
  );
}

/** "Exhibitors may find me and invite me": off until the visitor turns it on. */
function FindableSwitch({ on, onChanged }: { on: boolean; onChanged: () => void }) {
  const { t } = useTranslation('meetings');
  const api = useMemberApi();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await setFindable(api, !on);
      onChanged();
    } catch {
      // the member client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="switch">
      <input type="checkbox" role="switch" checked={on} disabled={busy} onChange={() => void toggle()} />
      <span>
        <strong>{t('findable.label')}</strong>
        <small>{t(on ? 'findable.on' : 'findable.off')}</small>
      </span>
    </label>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.line};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
  .strong {
    font-weight: 600;
  }
  .switch {
    display: flex;
    gap: ${theme.space(3)};
    align-items: flex-start;
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    background: ${theme.colors.cream};
    cursor: pointer;
  }
  .more {
    justify-self: start;
  }
  .switch input {
    accent-color: ${theme.colors.crust};
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex-shrink: 0;
  }
  .switch span {
    display: grid;
    gap: ${theme.space(1)};
  }
  .switch small {
    color: ${theme.colors.muted};
  }
`;
