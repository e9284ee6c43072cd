import React, { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { INVITATION_LIMITS, INVITATION_PATHS, fillPath, invitationLinkPath, underEditor, type Invitation, type MediaPartnerChoice, type VisitorDashboard } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { ScrollRegion } from '../../components/ui/ScrollRegion';
import { saveBlob } from '../../lib/download';
import { theme } from '../../styles/theme';
import { editorCall, editorDownload } from './editor-api';
import { Table } from './ui';

/** Registrations and admissions by source (the dashboard's `bySource`): each exhibitor, media partner and campaign, and none. */
export function SourceTable({ rows }: { rows: VisitorDashboard['bySource'] }) {
  const { t } = useTranslation('editor');
  return (
    <article>
      <h3>{t('visitors.sources.bySource')}</h3>
      {rows.length === 0 ? <p className="empty">{t('visitors.noData')}</p> : (
        <Table>
          <thead><tr><th scope="col">{t('visitors.sources.source')}</th><th scope="col">{t('visitors.registrations')}</th><th scope="col">{t('visitors.admitted')}</th></tr></thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.kind}:${r.name}`}>
                <td>{r.kind ? `${r.name} (${t(`visitors.sources.kind.${r.kind}`)})` : t('visitors.sources.direct')}</td>
                <td>{r.registrations}</td>
                <td>{r.admitted}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </article>
  );
}

/** The organiser's sources: a link or codes for a media partner or a campaign, and every invitation with its counts. */
export function VisitSources({ language, onChanged }: { language: Language; onChanged: () => void }) {
  const { t } = useTranslation('editor');
  const [rows, setRows] = useState<Invitation[]>([]);
  const [partners, setPartners] = useState<MediaPartnerChoice[]>([]);
  const [owner, setOwner] = useState('');
  const [campaign, setCampaign] = useState('');
  const [kind, setKind] = useState<'link' | 'batch'>('link');
  const [label, setLabel] = useState('');
  const [cap, setCap] = useState('1000');
  const [message, setMessage] = useState<string | null>(null);
  const load = () => editorCall<Invitation[]>(language, 'GET', underEditor(INVITATION_PATHS.editorSources)).then(setRows, (e: Error) => setMessage(e.message));
  useEffect(() => {
    void load();
    editorCall<MediaPartnerChoice[]>(language, 'GET', underEditor(INVITATION_PATHS.editorPartners)).then(setPartners, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per language
  }, [language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const body = { kind, label, cap: Number(cap), ...(owner === 'campaign' ? { campaign } : { mediaPartnerId: Number(owner) || undefined }) };
    try {
      await editorCall<Invitation>(language, 'POST', underEditor(INVITATION_PATHS.editorSources), body);
      setLabel('');
      await load();
      onChanged();
    } catch (e) {
      setMessage((e as Error).message);
    }
  };
  const download = async (id: number) => {
    try {
      saveBlob(await editorDownload(language, underEditor(fillPath(INVITATION_PATHS.editorCodes, { id }))), `source-${id}.csv`);
    } catch (e) {
      setMessage((e as Error).message);
    }
  };

  return (
    <Box aria-labelledby="sources-title">
      <h3 id="sources-title">{t('visitors.sources.title')}</h3>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          {t('visitors.sources.owner')}
          <select value={owner} onChange={(e) => setOwner(e.target.value)} required>
            <option value="">{t('visitors.sources.choose')}</option>
            {partners.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            <option value="campaign">{t('visitors.sources.campaign')}</option>
          </select>
        </label>
        {owner === 'campaign' ? (
          <label>
            {t('visitors.sources.campaignName')}
            <input value={campaign} maxLength={INVITATION_LIMITS.label} onChange={(e) => setCampaign(e.target.value)} required />
          </label>
        ) : null}
        <label>
          {t('visitors.sources.what')}
          <select value={kind} onChange={(e) => setKind(e.target.value as 'link' | 'batch')}>
            <option value="link">{t('visitors.sources.link')}</option>
            <option value="batch">{t('visitors.sources.batch')}</option>
          </select>
        </label>
        <label>
          {t('visitors.sources.label')}
          <input value={label} maxLength={INVITATION_LIMITS.label} onChange={(e) => setLabel(e.target.value)} required />
        </label>
        <label>
          {t('visitors.sources.cap')}
          <input type="number" min={1} max={INVITATION_LIMITS.linkCap} value={cap} onChange={(e) => setCap(e.target.value)} required />
        </label>
        <PrimaryButton type="submit">{t('visitors.sources.make')}</PrimaryButton>
      </form>
      {message ? <FormError role="alert">{message}</FormError> : null}
      {rows.length ? (
        <ScrollRegion label={t('visitors.sources.title')}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('visitors.sources.source')}</th><th scope="col">{t('visitors.sources.label')}</th><th scope="col">{t('visitors.sources.opened')}</th>
                <th scope="col">{t('visitors.registrations')}</th><th scope="col">{t('visitors.admitted')}</th><th scope="col">{t('visitors.sources.codes')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{r.owner} ({t(`visitors.sources.kind.${r.sourceKind ?? 'exhibitor'}`)})</td>
                  <td>{r.label}</td>
                  <td>{r.opened}</td>
                  <td>{r.registered}</td>
                  <td>{r.admitted}</td>
                  <td>{r.code ? <code>{invitationLinkPath(language, r.code)}</code> : <SecondaryButton type="button" onClick={() => void download(r.id)}>CSV</SecondaryButton>}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      ) : null}
    </Box>
  );
}

const Box = styled.section`
  margin: ${theme.space(5)} 0;
  form {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
    align-items: end;
  }
  label {
    display: grid;
    gap: ${theme.space(1)};
    font-weight: 600;
  }
  input,
  select {
    padding: ${theme.space(2)};
    font: inherit;
  }
  [role='region'] {
    margin-top: ${theme.space(3)};
  }
  code {
    word-break: break-all;
  }
`;
