import { useCallback, useEffect, useState } from 'react';
import type { Captcha } from '@expo/contract';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { initCaptcha } from '../../lib/api/code-api';

/** A captcha for the form; `refresh` after each use (an answer, right or wrong, uses it up). */
export function useCaptcha(): { captcha: Captcha | null; refresh: () => void } {
  const { language } = usePageLanguage();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    initCaptcha(language).then(setCaptcha, () => setCaptcha(null));
  }, [language]);
  useEffect(() => refresh(), [refresh]);
  return { captcha, refresh };
}
