import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../components/ui/after-idle';
import type { Language } from '../../lib/i18n/languages';
import type { CountryOption, countryOptions } from './countries';

interface CountriesModule {
  countryOptions: typeof countryOptions;
}
const loadCountries = (): Promise<CountriesModule> => import('./countries');

/**
 * The registration form's list of about 240 countries, filled when the visitor first reaches the
 * form (`fill`: a focus, pointer or key event anywhere in it), not when the page loads: setting the
 * options at load was most of the page's blocking time (docs/performance.md, "The country list is
 * most of the gap"). The list's code loads once the page is idle, so the fill on the first event
 * is synchronous: the options are there before a click opens the select, and before the browser's
 * autofill, which starts from a focused field, fills the country.
 */
export function useCountryList(language: Language): { countries: CountryOption[]; fill: () => void } {
  const [countries, setCountries] = useState<CountryOption[]>([]);
  const loaded = useRef<CountriesModule | null>(null);
  const wanted = useRef(false);

  const show = useCallback((module: CountriesModule) => {
    loaded.current = module;
    if (wanted.current) setCountries(module.countryOptions(language));
  }, [language]);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      loadCountries().then((module) => live && show(module), () => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [show]);

  const fill = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    if (loaded.current) show(loaded.current);
    else loadCountries().then(show, () => undefined);
  }, [show]);

  return { countries, fill };
}
