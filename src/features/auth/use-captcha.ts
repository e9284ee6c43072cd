import { useCallback, useEffect, useState } from 'react';
import type { MemberApi } from '../../lib/api/member-client';
import type { Captcha } from '@expo/contract';
import { initCaptcha } from './auth-api';

/** A captcha for the form; `refresh` after each use (an answer, right or wrong, uses it up). */
export function useCaptcha(api: MemberApi): { captcha: Captcha | null; refresh: () => void } {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    initCaptcha(api).then(setCaptcha, () => setCaptcha(null));
  }, [api]);
  useEffect(() => refresh(), [refresh]);
  return { captcha, refresh };
}
