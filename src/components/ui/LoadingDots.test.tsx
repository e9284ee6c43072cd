import React from 'react';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'gatsby-plugin-react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../styles/theme';
import zh from '../../../locales/zh/widgets.json';
import en from '../../../locales/en/widgets.json';
import { LoadingDots, litDots } from './LoadingDots';

// The real gatsby cannot load under this jest config (its gatsby-page-utils mapping); the i18n plugin only needs these.
jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: 'a' }));

const withTheme = (ui: React.ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LoadingDots', () => {
  test('the lit dots go 1, 2, 3, 3, 2, 1 over the 6 steps', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(litDots)).toEqual([1, 2, 3, 3, 2, 1, 1]);
  });

  test('steps every 200 ms and tells screen readers it is loading', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'zh', resources: { zh: { widgets: zh }, en: { widgets: en } }, initImmediate: false });
    render(withTheme(<I18nextProvider i18n={i18n}><LoadingDots /></I18nextProvider>));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('加载中…');
    const lit = () => status.querySelectorAll('[data-lit="true"]').length;
    const seen = [lit()];
    for (let step = 1; step < 7; step += 1) {
      advance(200);
      seen.push(lit());
    }
    expect(seen).toEqual([1, 2, 3, 3, 2, 1, 1]);
  });
});
