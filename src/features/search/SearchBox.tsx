import React, { useId, useRef, useState, type FormEvent } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { SEARCH_MAX } from '@expo/contract/constants';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { checkSearchKeyword } from './search-keyword';
import { theme } from '../../styles/theme';

export interface SearchBoxProps {
  className?: string;
  /** the keyword already searched (on the search page) */
  initialKeyword?: string;
  /** where the form is: its accessible name tells the header's site search from the search page's own form */
  placement?: 'header' | 'page';
}

/**
 * The site search form (header and search page). With JavaScript it checks the keyword and
 * navigates client-side; without, it is a plain GET form to the search page.
 */
export function SearchBox({ className, initialKeyword = '', placement = 'header' }: SearchBoxProps) {
  const { t } = useTranslation('widgets');
  const { language } = usePageLanguage();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [rejected, setRejected] = useState<'empty' | 'tooLong' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const searchPath = localizedPath(routes.search, language);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkSearchKeyword(keyword);
    if (!check.ok) {
      setRejected(check.reason);
      input.current?.focus();
      return;
    }
    setRejected(null);
    void navigate(`${searchPath}?keyword=${encodeURIComponent(check.keyword)}`);
  };

  return (
    <Form
      role="search"
      aria-label={t(placement === 'page' ? 'search.pageForm' : 'search.siteForm')}
      className={className}
      action={searchPath}
      method="get"
      onSubmit={onSubmit}
    >
      <label htmlFor={`${id}-keyword`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={`${id}-keyword`}
        type="search"
        name="keyword"
        value={keyword}
        maxLength={SEARCH_MAX}
        placeholder={t('search.placeholder')}
        aria-invalid={rejected ? true : undefined}
        aria-describedby={rejected ? `${id}-tip` : undefined}
        onChange={(event) => {
          setKeyword(event.target.value);
          setRejected(null);
        }}
      />
      <button type="submit">{t('search.submit')}</button>
      {/* Always in the page, so screen readers announce the tip when it fills. */}
      <p id={`${id}-tip`} role="status" className={rejected ? 'tip' : 'visually-hidden'}>
        {rejected ? t(`search.${rejected}`, { max: SEARCH_MAX }) : ''}
      </p>
    </Form>
  );
}

const Form = styled.form`
  position: relative;
  display: flex;
  width: 100%;
  max-width: 420px;
  input,
  button {
    font: inherit;
    font-size: 0.9375rem;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.crust};
  }
  input {
    flex: 1;
    min-width: 0;
    border-right: none;
    border-radius: ${theme.radius} 0 0 ${theme.radius};
    background: #fff;
    color: ${theme.colors.ink};
  }
  input::placeholder {
    color: ${theme.colors.muted};
  }
  button {
    border-radius: 0 ${theme.radius} ${theme.radius} 0;
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    background: ${theme.colors.crustDark};
  }
  /* Two tones, so the ring shows on the dark header and on light pages alike. */
  input:focus-visible,
  button:focus-visible {
    outline: 3px solid ${theme.colors.butter};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${theme.colors.crustDark};
    position: relative;
    z-index: 1;
  }
  .tip {
    position: absolute;
    top: calc(100% + ${theme.space(1)});
    left: 0;
    z-index: 20;
    margin: 0;
    padding: ${theme.space(1)} ${theme.space(3)};
    border: 1px solid ${theme.colors.berry};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
    color: ${theme.colors.berry};
    font-size: 0.875rem;
    box-shadow: ${theme.shadow};
  }
`;
