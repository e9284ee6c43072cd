import React, { useState, type ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { PLAN_PATHS, type PlanLink } from '@expo/contract';
import { notify } from '../../components/feedback/feedback-store';
import { API_BASE } from '../../lib/api/public-api';
import { useMemberApi } from '../../lib/api/use-member-api';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { setPlanLink } from './plan-api';
import { theme } from '../../styles/theme';

/** The plan's two secret links, each turned on and off by the member: the read-only share link and the calendar feed. */
export function PlanLinks({ share, feed, onChange }: { share: PlanLink; feed: PlanLink; onChange: () => void }) {
  const { t } = useTranslation('plan');
  const { language } = usePageLanguage();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  // The share token rides in the fragment: browsers never send it to the server, so no log sees it.
  const shareUrl = share.token ? `${origin}${localizedPath(routes.sharedPlan, language)}#${share.token}` : null;
  const feedUrl = feed.token ? `${origin}${API_BASE}${PLAN_PATHS.feedFile(feed.token)}` : null;
  return (
    <Links data-print="hide">
      <LinkBox kind="share" link={share} url={shareUrl} onChange={onChange} />
      <LinkBox kind="feed" link={feed} url={feedUrl} onChange={onChange}>
        {feedUrl ? (
          <p className="apps">
            <a href={feedUrl.replace(/^https?:/, 'webcal:')}>{t('feed.subscribe')}</a>
            <a href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feedUrl.replace(/^https?:/, 'webcal:'))}`} target="_blank" rel="noopener noreferrer">
              {t('feed.google')}
            </a>
          </p>
        ) : null}
      </LinkBox>
    </Links>
  );
}

function LinkBox({ kind, link, url, onChange, children }: { kind: 'share' | 'feed'; link: PlanLink; url: string | null; onChange: () => void; children?: ReactNode }) {
  const { t } = useTranslation('plan');
  const api = useMemberApi();
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const next = await setPlanLink(api, kind, !link.on);
      notify(t(next.on ? `${kind}.turnedOn` : `${kind}.turnedOff`), 'success');
      onChange();
    } catch {
      // the member client has shown the failure
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      /* the address stays selectable in its field */
    }
  };
  const fieldId = `plan-${kind}-url`;
  return (
    <section aria-labelledby={`plan-${kind}-title`} data-testid={`plan-${kind}`}>
      <h2 id={`plan-${kind}-title`}>{t(`${kind}.title`)}</h2>
      <p>{t(`${kind}.text`)}</p>
      {url ? (
        <div className="url">
          <label htmlFor={fieldId}>{t(`${kind}.label`)}</label>
          <input id={fieldId} readOnly value={url} onFocus={(event) => event.target.select()} />
          <button type="button" onClick={() => void copy()}>
            {copied ? t('copied') : t('copy')}
          </button>
        </div>
      ) : null}
      {children}
      <button type="button" className={link.on ? 'off' : 'on'} disabled={busy} aria-pressed={link.on} onClick={() => void toggle()}>
        {t(link.on ? `${kind}.off` : `${kind}.on`)}
      </button>
    </section>
  );
}

const Links = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  section {
    display: grid;
    gap: ${theme.space(2)};
    justify-items: start;
    padding: ${theme.space(4)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    min-width: 0;
  }
  h2,
  p {
    margin: 0;
  }
  .url {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space(2)};
    width: 100%;
  }
  .url label {
    grid-column: 1 / -1;
    font-weight: 600;
  }
  input {
    min-width: 0;
    min-height: 40px;
    padding: 0 ${theme.space(2)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius};
    font: inherit;
    font-size: 0.875rem;
  }
  .apps {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)} ${theme.space(4)};
  }
  button {
    min-height: 40px;
    padding: 0 ${theme.space(4)};
    border: 1px solid ${theme.colors.crust};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
    color: ${theme.colors.crust};
    font: inherit;
    cursor: pointer;
  }
  button.on {
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
  }
`;
