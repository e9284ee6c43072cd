import React, { useCallback, useEffect, useState } from 'react';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { media, theme } from '../../styles/theme';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Language } from '../../../contract/constants';
import { editorCall, editorToken, type ResourceSpec } from './editor-api';
import { AuditLog } from './AuditLog';
import { ChangeReview } from './ChangeReview';
import { Bindings } from './Bindings';
import { RankingScores } from './RankingScores';
import { ResourceEditor } from './ResourceEditor';
import { ReviewQueue } from './ReviewQueue';
import { Visitors } from './Visitors';
import { Meetings } from './Meetings';
import { Onboarding } from './Onboarding';
import { CatalogueTransfer } from './CatalogueTransfer';
import { FieldFrame, FormError, SecondaryButton } from '../../components/form/form-ui';
import { Table, Toolbar } from './ui';

type View = { kind: 'resource'; name: string } | { kind: 'review' } | { kind: 'changes' } | { kind: 'builds' } | { kind: 'audit' } | { kind: 'bindings' } | { kind: 'ranking' } | { kind: 'visitors' } | { kind: 'meetings' } | { kind: 'onboarding' } | { kind: 'catalogue' };

/** The editor console at /editor: sign-in, content by resource, the review queues (demands, exhibitor changes), builds. */
export function EditorConsole({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const { t: tOnboarding } = useTranslation('onboarding');
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [resources, setResources] = useState<ResourceSpec[]>([]);
  const [view, setView] = useState<View>({ kind: 'review' });

  useEffect(() => {
    if (!editorToken.get()) return setSignedIn(false);
    editorCall<ResourceSpec[]>(language, 'GET', '/resources')
      .then((list) => {
        setResources(list);
        setSignedIn(true);
      })
      .catch(() => setSignedIn(false));
  }, [language, signedIn]);

  if (signedIn === null) return <p>{t('loading')}</p>;
  if (!signedIn) return <SignIn language={language} onSignedIn={() => setSignedIn(null)} />;

  const signOut = async () => {
    await editorCall(language, 'POST', '/logout').catch(() => undefined);
    editorToken.clear();
    setSignedIn(false);
  };
  const resource = view.kind === 'resource' ? resources.find((r) => r.name === view.name) : undefined;
  return (
    <Shell>
      <nav aria-label={t('menu')}>
        <h1>{t('consoleTitle')}</h1>
        <MenuButton $active={view.kind === 'review'} onClick={() => setView({ kind: 'review' })}>{t('review')}</MenuButton>
        <MenuButton $active={view.kind === 'changes'} onClick={() => setView({ kind: 'changes' })}>{t('changeReview.title')}</MenuButton>
        <MenuButton $active={view.kind === 'builds'} onClick={() => setView({ kind: 'builds' })}>{t('builds')}</MenuButton>
        <MenuButton $active={view.kind === 'audit'} onClick={() => setView({ kind: 'audit' })}>{t('audit')}</MenuButton>
        <MenuButton $active={view.kind === 'onboarding'} onClick={() => setView({ kind: 'onboarding' })}>{tOnboarding('title')}</MenuButton>
        <MenuButton $active={view.kind === 'bindings'} onClick={() => setView({ kind: 'bindings' })}>{t('bindings.title')}</MenuButton>
        <MenuButton $active={view.kind === 'ranking'} onClick={() => setView({ kind: 'ranking' })}>{t('rankingView.title')}</MenuButton>
        <MenuButton $active={view.kind === 'visitors'} onClick={() => setView({ kind: 'visitors' })}>{t('visitors.title')}</MenuButton>
        <MenuButton $active={view.kind === 'meetings'} onClick={() => setView({ kind: 'meetings' })}>{t('meetings.title')}</MenuButton>
        <MenuButton $active={view.kind === 'catalogue'} onClick={() => setView({ kind: 'catalogue' })}>{t('catalogue.title')}</MenuButton>
        <MenuHeading>{t('content')}</MenuHeading>
        {resources.map((r) => (
          <MenuButton key={r.name} $active={view.kind === 'resource' && view.name === r.name} onClick={() => setView({ kind: 'resource', name: r.name })}>
            {t(`resource.${r.name}`, { defaultValue: r.name })}
          </MenuButton>
        ))}
        <MenuButton onClick={() => void signOut()}>{t('signOut')}</MenuButton>
      </nav>
      <main>
        {view.kind === 'review' ? <ReviewQueue language={language} /> : null}
        {view.kind === 'changes' ? <ChangeReview language={language} /> : null}
        {view.kind === 'builds' ? <Builds language={language} /> : null}
        {view.kind === 'audit' ? <AuditLog language={language} /> : null}
        {view.kind === 'onboarding' ? <Onboarding language={language} /> : null}
        {view.kind === 'bindings' ? <Bindings language={language} /> : null}
        {view.kind === 'ranking' ? <RankingScores language={language} /> : null}
        {view.kind === 'visitors' ? <Visitors language={language} /> : null}
        {view.kind === 'meetings' ? <Meetings language={language} /> : null}
        {view.kind === 'catalogue' ? <CatalogueTransfer language={language} onShowBuilds={() => setView({ kind: 'builds' })} /> : null}
        {resource ? <ResourceEditor key={resource.name} resource={resource} language={language} /> : null}
      </main>
    </Shell>
  );
}

function SignIn({ language, onSignedIn }: { language: Language; onSignedIn: () => void }) {
  const { t } = useTranslation('editor');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      editorToken.set(await editorCall<string>(language, 'POST', '/login', { username, password }));
      onSignedIn();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <SignInForm onSubmit={(e) => void submit(e)}>
      <h1>{t('consoleTitle')}</h1>
      <FieldFrame label={t('username')} htmlFor="editor-username"><input id="editor-username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} /></FieldFrame>
      <FieldFrame label={t('password')} htmlFor="editor-password"><input id="editor-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} /></FieldFrame>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <SecondaryButton type="submit">{t('signIn')}</SecondaryButton>
    </SignInForm>
  );
}

interface BuildRow {
  id: number;
  trigger: string;
  status: string;
  startedAt: string;
  seconds: number | null;
  error: string | null;
}

function Builds({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const [rows, setRows] = useState<BuildRow[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback(() => editorCall<BuildRow[]>(language, 'GET', '/builds').then(setRows).catch((e: Error) => setMessage(e.message)), [language]);
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 5000);
    return () => clearInterval(timer);
  }, [load]);
  const rebuild = async () => {
    try {
      await editorCall(language, 'POST', '/rebuild');
      setMessage(t('rebuildQueued'));
    } catch (e) {
      setMessage((e as Error).message);
    }
  };
  return (
    <section>
      <Toolbar>
        <h2>{t('builds')}</h2>
        <SecondaryButton onClick={() => void rebuild()}>{t('rebuildNow')}</SecondaryButton>
      </Toolbar>
      {message ? <p role="status">{message}</p> : null}
      <Table>
        <thead><tr><th>#</th><th>{t('started')}</th><th>{t('status')}</th><th>{t('seconds')}</th><th>{t('trigger')}</th></tr></thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.id}>
              <td>{b.id}</td>
              <td>{dayjs(b.startedAt).format('YYYY-MM-DD HH:mm:ss')}</td>
              <td>{t(`buildStatus.${b.status}`, b.status)}{b.error ? <FormError as="pre">{b.error.split('\n').slice(-4).join('\n')}</FormError> : null}</td>
              <td>{b.seconds ?? '…'}</td>
              <td>{triggerText(t, b.trigger)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/** A build's trigger as the worker records it (English), in the console's language. */
function triggerText(t: TFunction, trigger: string): string {
  const by = trigger.match(/^requested by (.+)$/)?.[1];
  if (by) return by === 'hand' ? t('triggers.byHand') : t('triggers.requestedBy', { name: by });
  return t(`triggers.${trigger}`, { defaultValue: trigger });
}

// Made for a laptop; on a narrow screen the menu wraps above the content instead of squeezing it.
const Shell = styled.div`
  display: grid;
  gap: 16px;
  min-height: 100vh;
  padding: 16px;
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  nav h1,
  nav h2 {
    flex-basis: 100%;
  }
  nav h1 {
    font-size: 1.1rem;
  }
  main {
    min-width: 0;
    overflow-x: auto;
  }
  ${media.tablet} {
    grid-template-columns: 220px minmax(0, 1fr);
    gap: 24px;
    nav {
      flex-direction: column;
      flex-wrap: nowrap;
    }
    /* in a column, a basis of 100% would make the heading as tall as the menu beside a long view */
    nav h1,
    nav h2 {
      flex-basis: auto;
    }
  }
`;

const MenuButton = styled.button<{ $active?: boolean }>`
  text-align: left;
  padding: 6px 10px;
  border: 0;
  border-radius: 6px;
  font: inherit;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.butter : 'transparent')};
  color: ${theme.colors.ink};
  &:focus-visible {
    outline: 3px solid ${theme.colors.crust};
  }
`;

const MenuHeading = styled.h2`
  margin: 12px 10px 2px;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${theme.colors.muted};
`;

const SignInForm = styled.form`
  max-width: 360px;
  margin: 80px auto;
`;
