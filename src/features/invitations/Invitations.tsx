import React, { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { FormPanel, PanelCards, PanelColumns } from '../../components/ui/form-panels';
import type { Invitation, InvitationSendReport, InvitedVisitor, PageOf } from '@expo/contract';
import { fillPath } from '@expo/contract/api-paths';
import { INVITATION_LIMITS, INVITATION_PATHS, invitationLinkPath } from '@expo/contract/invitation-rules';
import { Field, FieldFrame, FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { ListStatus } from '../../components/list/ListStatus';
import { bearerDownload } from '../../lib/api/bearer-call';
import { MemberApiError } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { saveBlob } from '../../lib/download';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { readToken } from '../../lib/session';
import { theme } from '../../styles/theme';

/**
 * The team's "Invite buyers" (exhibitor centre): a shared link with a cap, a batch of single-use
 * codes (CSV), or e-mails to a pasted list; what each brought; and the visitors it brought, with
 * what each agreed to share.
 */
export function Invitations() {
  const { t } = useTranslation('invitations');
  const list = useMemberRead<Invitation[]>(INVITATION_PATHS.team);
  const visitors = useMemberRead<PageOf<InvitedVisitor>>(INVITATION_PATHS.teamVisitors, { pageSize: 50 });
  const refresh = () => {
    void list.mutate();
    void visitors.mutate();
  };
  return (
    <Page aria-labelledby="invite-title">
      <h2 id="invite-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <PanelColumns>
        <MakeInvitation onMade={refresh} />
        <SendMails onSent={refresh} />
      </PanelColumns>
      <h3 id="invite-list">{t('list.title')}</h3>
      <ListStatus error={list.error} loading={list.isLoading && !list.data} empty={list.data?.length === 0} emptyText={t('list.empty')} />
      <Cards aria-labelledby="invite-list">
        {(list.data ?? []).map((invitation) => (
          <InvitationCard key={invitation.id} invitation={invitation} />
        ))}
      </Cards>
      <h3 id="invite-visitors">{t('visitors.title')}</h3>
      <p>{t('visitors.consent')}</p>
      <ListStatus error={visitors.error} loading={visitors.isLoading && !visitors.data} empty={visitors.data?.rows.length === 0} emptyText={t('visitors.empty')} />
      <Cards aria-labelledby="invite-visitors">
        {(visitors.data?.rows ?? []).map((v) => (
          <li key={v.id}>
            <h4>{v.name}</h4>
            <p className="kind">{[v.jobTitle, v.company].filter(Boolean).join(' · ')}</p>
            <dl className="facts">
              <div><dt>{t('visitors.contact')}</dt><dd>{v.consent === 'shared' ? [v.mobile, v.email, v.country].filter(Boolean).join(' · ') : t(`visitors.${v.consent}`)}</dd></div>
              <div><dt>{t('visitors.invitation')}</dt><dd>{v.invitation}</dd></div>
              <div><dt>{t('visitors.admitted')}</dt><dd>{t(v.admitted ? 'visitors.yes' : 'visitors.no')}</dd></div>
            </dl>
          </li>
        ))}
      </Cards>
    </Page>
  );
}

function MakeInvitation({ onMade }: { onMade: () => void }) {
  const { t } = useTranslation('invitations');
  const api = useMemberApi();
  const id = useId();
  const [kind, setKind] = useState<'link' | 'batch'>('link');
  const [label, setLabel] = useState('');
  const [cap, setCap] = useState('100');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(cap);
    const max = kind === 'link' ? INVITATION_LIMITS.linkCap : INVITATION_LIMITS.codesPerExhibitor;
    const problems: Record<string, string> = {};
    if (!label.trim()) problems.label = t('make.labelMissing');
    if (!Number.isInteger(n) || n < 1 || n > max) problems.cap = t('make.capRange', { max });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await api.post<Invitation>(INVITATION_PATHS.team, { kind, label: label.trim(), cap: n });
      setLabel('');
      onMade();
    } catch (error) {
      if (error instanceof MemberApiError && error.field) setErrors({ [error.field]: error.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-make`}>
      <h3 id={`${id}-make`}>{t('make.title')}</h3>
      <fieldset>
        <legend>{t('make.kind')}</legend>
        {(['link', 'batch'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} /> {t(`make.${k}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('make.label')} name="label" value={label} maxLength={INVITATION_LIMITS.label} onChange={(e) => setLabel(e.target.value)} error={errors.label} placeholder={t('make.labelHint')} />
      <Field label={t(kind === 'link' ? 'make.capLink' : 'make.capBatch')} name="cap" type="number" inputMode="numeric" min={1} value={cap} onChange={(e) => setCap(e.target.value)} error={errors.cap} />
      <PrimaryButton type="submit" disabled={busy}>{t('make.submit')}</PrimaryButton>
    </Box>
  );
}

function SendMails({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('invitations');
  const api = useMemberApi();
  const id = useId();
  const [addresses, setAddresses] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<InvitationSendReport | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setReport(await api.post<InvitationSendReport>(INVITATION_PATHS.teamSend, { addresses, note }));
      setAddresses('');
      onSent();
    } catch (e) {
      if (e instanceof MemberApiError && e.field) setError(e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-send`}>
      <h3 id={`${id}-send`}>{t('send.title')}</h3>
      <p>{t('send.lead', { n: INVITATION_LIMITS.mailsPerExhibitorPerDay })}</p>
      <FieldFrame label={t('send.addresses')} htmlFor={`${id}-addresses`} error={error}>
        <textarea id={`${id}-addresses`} name="addresses" rows={4} value={addresses} onChange={(e) => setAddresses(e.target.value)} placeholder="buyer@example.com" />
      </FieldFrame>
      <FieldFrame label={t('send.note')} htmlFor={`${id}-note`} hint={t('send.noteHint')}>
        <textarea id={`${id}-note`} name="note" rows={2} maxLength={INVITATION_LIMITS.note} value={note} onChange={(e) => setNote(e.target.value)} />
      </FieldFrame>
      <PrimaryButton type="submit" disabled={busy || !addresses.trim()}>{t('send.submit')}</PrimaryButton>
      {report ? <p role="status">{t('send.report', { queued: report.queued, already: report.skipped.already, optedOut: report.skipped.optedOut, invalid: report.skipped.invalid, overCap: report.skipped.overCap })}</p> : null}
    </Box>
  );
}

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  const { language } = usePageLanguage();
  const [failed, setFailed] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const link = invitation.code ? `${typeof window === 'undefined' ? '' : window.location.origin}${invitationLinkPath(language, invitation.code)}` : null;
  const download = async () => {
    try {
      saveBlob(await bearerDownload(fillPath(INVITATION_PATHS.teamCodes, { id: invitation.id }), language, readToken()), `invitation-${invitation.id}.csv`);
    } catch (e) {
      setFailed((e as Error).message);
    }
  };
  return (
    <li>
      <h4>{invitation.label}</h4>
      <p className="kind">{t(`kind.${invitation.kind}`, { cap: invitation.cap, used: invitation.used })}</p>
      <dl>
        <div><dt>{t('counts.opened')}</dt><dd>{invitation.opened}</dd></div>
        <div><dt>{t('counts.registered')}</dt><dd>{invitation.registered}</dd></div>
        <div><dt>{t('counts.admitted')}</dt><dd>{invitation.admitted}</dd></div>
      </dl>
      {link ? (
        <div className="link">
          <label>
            {t('list.link')}
            <input readOnly value={link} onFocus={(e) => e.target.select()} />
          </label>
          <SecondaryButton type="button" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => undefined)}>{t(copied ? 'list.copied' : 'list.copy')}</SecondaryButton>
        </div>
      ) : (
        <SecondaryButton type="button" onClick={() => void download()}>{t('list.codes')}</SecondaryButton>
      )}
      {failed ? <FormError role="alert">{failed}</FormError> : null}
    </li>
  );
}

const Page = styled.section`
  h3 {
    margin: ${theme.space(6)} 0 ${theme.space(2)};
  }
`;


const Box = styled(FormPanel)`
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)} ${theme.space(4)};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${theme.space(1)};
    font-weight: 600;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    font: inherit;
  }
`;

const Cards = styled(PanelCards)`
  h4,
  .kind {
    margin: 0;
  }
  .kind {
    color: ${theme.colors.muted};
  }
  dl {
    display: flex;
    gap: ${theme.space(4)};
    margin: 0;
  }
  dt {
    font-size: 0.85rem;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.3rem;
    font-weight: 700;
  }
  .link {
    display: flex;
    gap: ${theme.space(2)};
    align-items: end;
  }
  .link label {
    display: grid;
    flex: 1;
    min-width: 0;
    gap: ${theme.space(1)};
    font-weight: 600;
  }
  dl.facts {
    display: grid;
    gap: ${theme.space(1)};
  }
  dl.facts div {
    display: grid;
    grid-template-columns: 7rem minmax(0, 1fr);
    gap: ${theme.space(2)};
  }
  dl.facts dd {
    font-size: 1rem;
    font-weight: 400;
    overflow-wrap: anywhere;
  }
  .link input {
    min-width: 0;
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    font: inherit;
    font-weight: 400;
  }
`;
