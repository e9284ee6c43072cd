import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextContext, I18nextProvider } from 'gatsby-plugin-react-i18next';
import { navigate } from 'gatsby';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../styles/theme';
import zh from '../../../locales/zh/widgets.json';
import en from '../../../locales/en/widgets.json';
import { SearchBox } from './SearchBox';

// The real gatsby cannot load under this jest config (its gatsby-page-utils mapping); the i18n plugin only needs these.
jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: 'a' }));

function renderIn(language: 'zh' | 'en', initialKeyword?: string, placement?: 'header' | 'page') {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: { zh: { widgets: zh }, en: { widgets: en } }, initImmediate: false, interpolation: { escapeValue: false } });
  const page = { language, languages: ['zh', 'en'], routed: language !== 'zh', defaultLanguage: 'zh', generateDefaultLanguagePage: false, originalPath: '/news/', path: '/news/' };
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={page}>
          <SearchBox initialKeyword={initialKeyword} placement={placement} />
        </I18nextContext.Provider>
      </I18nextProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.mocked(navigate).mockClear());

test('works without JavaScript: a GET form to the localized search page', () => {
  renderIn('en');
  const form = screen.getByRole('search');
  expect(form.getAttribute('action')).toBe('/en/search/');
  expect(form.getAttribute('method')).toBe('get');
  const input = screen.getByRole('searchbox', { name: 'Search exhibitors, products, news and events' });
  expect(input.getAttribute('name')).toBe('keyword');
  expect(input.getAttribute('maxlength')).toBe('50');
});

test('an empty keyword shows a tip and goes nowhere', () => {
  renderIn('zh');
  const input = screen.getByRole('searchbox', { name: '搜索展商、展品、新闻和活动' });
  fireEvent.change(input, { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(screen.getByRole('status').textContent).toBe('请输入搜索关键词');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(navigate).not.toHaveBeenCalled();
  // Typing again clears the tip.
  fireEvent.change(input, { target: { value: '面包' } });
  expect(screen.getByRole('status').textContent).toBe('');
});

test('a keyword navigates to the search page of the page language, trimmed and encoded', () => {
  renderIn('en');
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  bread & cake ' } });
  fireEvent.submit(screen.getByRole('search'));
  expect(navigate).toHaveBeenCalledWith('/en/search/?keyword=bread%20%26%20cake');
  expect(screen.getByRole('status').textContent).toBe('');
});

test('Chinese pages search in Chinese; the search page passes the current keyword', () => {
  renderIn('zh', '烤箱');
  expect(screen.getByRole('search').getAttribute('action')).toBe('/search/');
  expect(screen.getByRole('searchbox')).toHaveProperty('value', '烤箱');
  fireEvent.submit(screen.getByRole('search'));
  expect(navigate).toHaveBeenCalledWith('/search/?keyword=%E7%83%A4%E7%AE%B1');
});

test('a keyword too long (from the address) is refused with its tip', () => {
  renderIn('en', 'x'.repeat(51));
  fireEvent.submit(screen.getByRole('search'));
  expect(screen.getByRole('status').textContent).toBe('A keyword has at most 50 characters');
  expect(navigate).not.toHaveBeenCalled();
});

test("the header's form and the search page's form have distinct names in both languages", () => {
  const names = (['zh', 'en'] as const).flatMap((language) =>
    (['header', 'page'] as const).map((placement) => {
      const { unmount } = renderIn(language, '', placement);
      const name = screen.getByRole('search').getAttribute('aria-label');
      unmount();
      return name;
    }),
  );
  expect(names).toEqual(['全站搜索', '重新搜索', 'Site search', 'New search']);
});
