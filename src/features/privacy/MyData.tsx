import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { DATA_EXPORT, type DataExportFile, type DataExportTicket } from '@expo/contract';
import { FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { useMemberApi } from '../../lib/api/use-member-api';
import { formatShowTime } from '../../lib/format/date';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';
import { downloadExport, exportStatus, keepTicket, keptTicket, requestExport } from './data-export-api';

const FILES: { file: DataExportFile; key: 'json' | 'html' }[] = [
  { file: 'data.json', key: 'json' },
  { file: 'data.html', key: 'html' },
];

/** /member/data: ask for everything the site holds about me, then download it as JSON and as a page, each once, before the link expires. */
export function MyData() {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  const api = useMemberApi();
  const { language } = usePageLanguage();
  const [ticket, setTicket] = useState<DataExportTicket | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const hold = (next: DataExportTicket | null) => {
    setTicket(next);
    keepTicket(next);
  };
  useEffect(() => setTicket(keptTicket()), []);

  // While the export is prepared, ask how it is doing.
  useEffect(() => {
    if (ticket?.state !== 'preparing') return undefined;
    const timer = setTimeout(() => {
      exportStatus(api, ticket.token).then((next) => hold({ ...next, token: ticket.token }), () => hold(null));
    }, DATA_EXPORT.pollMs);
    return () => clearTimeout(timer);
  }, [api, ticket]);

  const ask = async () => {
    setBusy(true);
    setFailure(null);
    try {
      hold(await requestExport(api));
    } catch {
      // the API client has shown the message
    } finally {
      setBusy(false);
    }
  };
  const take = async (file: DataExportFile, key: 'json' | 'html') => {
    if (!ticket) return;
    setFailure(null);
    try {
      await downloadExport(ticket.token, file, language);
    } catch (e) {
      setFailure((e as Error).message);
    }
    hold({ ...ticket, downloaded: { ...ticket.downloaded, [key]: true } });
  };

  const usable = ticket && (ticket.state === 'preparing' || ticket.state === 'ready') && !(ticket.downloaded.json && ticket.downloaded.html);
  return (
    <section aria-labelledby="my-data-title">
      <h1 id="my-data-title">{t('myData.title')}</h1>
      <p>{t('myData.intro')}</p>
      <p>{t('myData.rules', { hours: DATA_EXPORT.expiresHours })}</p>
      <Status role="status" aria-live="polite">
        {ticket?.state === 'preparing' ? t('myData.preparing') : null}
        {ticket?.state === 'ready' && usable ? t('myData.ready', { time: formatShowTime(ticket.expiresAt, tc('format.dateTime')) }) : null}
        {ticket?.state === 'ready' && !usable ? t('myData.spent') : null}
        {ticket?.state === 'expired' ? t('myData.expired') : null}
        {ticket?.state === 'failed' ? t('myData.failed') : null}
      </Status>
      {ticket?.state === 'ready' ? (
        <Files>
          {FILES.map(({ file, key }) => (
            <SecondaryButton key={file} type="button" disabled={ticket.downloaded[key]} onClick={() => void take(file, key)} data-file={file}>
              {t(ticket.downloaded[key] ? `myData.downloaded.${key}` : `myData.download.${key}`)}
            </SecondaryButton>
          ))}
        </Files>
      ) : null}
      {failure ? <FormError role="alert">{t('myData.downloadFailed', { reason: failure })}</FormError> : null}
      {usable ? null : (
        <PrimaryButton type="button" disabled={busy} onClick={() => void ask()}>
          {t(busy ? 'myData.asking' : 'myData.ask')}
        </PrimaryButton>
      )}
    </section>
  );
}

const Status = styled.p`
  min-height: 1.5em;
`;

const Files = styled.div`
  margin-bottom: ${theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
