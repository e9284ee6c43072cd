import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SCAN_ALERT_ALL_DEVICES, VISITOR_PATHS, underEditor, type ScanAlert } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { formatShowTime } from '../../lib/format/date';
import { editorCall } from './editor-api';
import { Table } from './ui';

/** Devices stopped for guessing badge numbers (contract SCAN_LIMITS): the newest first. */
export function ScanAlerts({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const [alerts, setAlerts] = useState<ScanAlert[] | null>(null);
  useEffect(() => {
    editorCall<{ rows: ScanAlert[]; total: number }>(language, 'GET', `${underEditor(VISITOR_PATHS.editorScanAlerts)}?pageSize=20`).then((page) => setAlerts(page.rows), () => setAlerts([]));
  }, [language]);
  if (!alerts?.length) return null;
  return (
    <section aria-labelledby="scan-alerts-title">
      <h3 id="scan-alerts-title">{t('visitors.alerts.title')}</h3>
      <p>{t('visitors.alerts.intro')}</p>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('visitors.alerts.time')}</th>
            <th scope="col">{t('visitors.alerts.where')}</th>
            <th scope="col">{t('visitors.alerts.device')}</th>
            <th scope="col">{t('visitors.alerts.unknown')}</th>
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => (
            <tr key={alert.id}>
              <td>{formatShowTime(alert.time, 'YYYY-MM-DD HH:mm')}</td>
              <td>{t(`visitors.alerts.${alert.kind}`, { account: alert.account ?? '' })}</td>
              <td>{alert.deviceId === SCAN_ALERT_ALL_DEVICES ? t('visitors.alerts.allDevices') : alert.deviceId}</td>
              <td>{t('visitors.alerts.of', { unknown: alert.unknown, scans: alert.scans })}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
