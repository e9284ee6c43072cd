import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { formatShowDate } from '../../lib/format/date';
import { formatFileSize } from '../../lib/format/number';
import { replays, type HomeDownload, type HomeLive } from '../../lib/home-data';
import { routes } from '../../lib/routes';
import { LiveRows } from './LiveRows';
import { Columns, Muted, Panel, TimedList } from './styles';

export interface AfterShowProps {
  /** the next edition's first and last day (YYYY-MM-DD), null until editors set them */
  next: { startDate: string | null; endDate: string | null };
  live: readonly HomeLive[];
  downloads: readonly HomeDownload[];
  /** the instant shown (epoch ms) */
  at: number;
}

/** After the show: the next edition's dates when known, the replays, the downloads. */
export function AfterShow({ next, live, downloads, at }: AfterShowProps) {
  const { t } = useTranslation();
  const played = replays(live, at);
  return (
    <Panel aria-labelledby="phase-title" data-phase="after">
      <h2 id="phase-title">{t('phase.afterTitle')}</h2>
      <p>{t('phase.afterLead')}</p>
      <h3>{t('phase.nextEdition')}</h3>
      <p>
        {next.startDate && next.endDate ? (
          <strong>
            {t('home.dateRange', { start: formatShowDate(next.startDate, t('format.date')), end: formatShowDate(next.endDate, t('format.date')) })}
          </strong>
        ) : (
          t('phase.nextEditionUnknown')
        )}
      </p>
      <Columns>
        <div>
          <h3>{t('phase.replays')}</h3>
          {played.length > 0 ? <LiveRows items={played} pattern={t('format.date')} /> : <Muted>{t('phase.noReplays')}</Muted>}
          <p>
            <LocalizedLink to={routes.live}>{t('phase.allLive')} →</LocalizedLink>
          </p>
        </div>
        <div>
          <h3>{t('phase.downloads')}</h3>
          {downloads.length > 0 ? (
            <TimedList>
              {downloads.map((file) => (
                <li key={file.id}>
                  <small>{formatFileSize(file.size)}</small>
                  <a href={file.url} download={file.fileName}>
                    {file.title || file.fileName}
                  </a>
                </li>
              ))}
            </TimedList>
          ) : (
            <Muted>{t('phase.noDownloads')}</Muted>
          )}
          <p>
            <LocalizedLink to={routes.downloads}>{t('phase.allDownloads')} →</LocalizedLink>
          </p>
        </div>
      </Columns>
    </Panel>
  );
}
