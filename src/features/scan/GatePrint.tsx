import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { PrintedBadge } from '@expo/contract';
import { PrintBadge } from '../../components/badge-print/PrintBadge';
import { readPrintSize } from '../../components/badge-print/print-size';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';
import { gatePrint } from './scan-api';
import { deviceId } from './scan-ids';

/**
 * The gate's "print badge" mode, under an admitted scan: the badge is fetched (the print logged)
 * and the print dialog opens once its QR is drawn; a badge admitted already prints on request.
 */
export function GatePrint({ code, auto }: { code: string; auto: boolean }) {
  const { t } = useTranslation('widgets');
  const { language } = usePageLanguage();
  const [badge, setBadge] = useState<PrintedBadge | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const print = useCallback(async () => {
    setBusy(true);
    setError(null);
    const result = await gatePrint(language, code, deviceId(localStorage));
    setBusy(false);
    if ('error' in result) setError(result.error ?? t('badgePrint.failed'));
    else setBadge(result);
  }, [code, language, t]);
  useEffect(() => {
    if (auto) void print();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per admitted scan
  }, [code]);
  return (
    <Box>
      {badge ? <PrintBadge key={badge.prints} badge={badge} size={readPrintSize()} onReady={() => window.print()} /> : null}
      {badge && badge.prints > 1 ? <p role="status">{t('badgePrint.reprint', { count: badge.prints })}</p> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <SecondaryButton type="button" disabled={busy} onClick={() => void print()}>
        {t(busy ? 'badgePrint.printing' : badge ? 'badgePrint.printAgain' : 'badgePrint.print')}
      </SecondaryButton>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;
