import React from 'react';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'gatsby-plugin-react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../styles/theme';
import zh from '../../../locales/zh/widgets.json';
import en from '../../../locales/en/widgets.json';
import { LOADING_BAR_FINISH_MS, LoadingDots, LoadingIndicator, endPageLoading, litDots, startPageLoading } from './LoadingIndicator';
import { isLoadingBarShown, subscribeLoadingBar } from './page-loading';

// The real gatsby cannot load under this jest config (its gatsby-page-utils mapping); the i18n plugin only needs these.
jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: 'a' }));

const withTheme = (ui: React.ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => endPageLoading());
  jest.useRealTimers();
});

describe('page-loading store', () => {
  test('a load shorter than 200 ms never shows the bar', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeLoadingBar(listener);
    startPageLoading();
    jest.advanceTimersByTime(199);
    endPageLoading();
    jest.advanceTimersByTime(1000);
    expect(isLoadingBarShown()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  test('a longer load shows the bar at 200 ms and hides it when done', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeLoadingBar(listener);
    startPageLoading();
    startPageLoading(); // a second route hook for the same load does not restart the wait
    jest.advanceTimersByTime(150);
    startPageLoading();
    jest.advanceTimersByTime(50);
    expect(isLoadingBarShown()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    endPageLoading();
    expect(isLoadingBarShown()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    startPageLoading();
    jest.advanceTimersByTime(200);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('LoadingIndicator', () => {
  const bar = () => document.querySelector('[data-phase]');

  test('shows a bar growing over 5 s once the load passes 200 ms, then fills, fades and goes', () => {
    render(withTheme(<LoadingIndicator />));
    act(() => startPageLoading());
    advance(199);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()?.getAttribute('data-phase')).toBe('running');
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('5000ms');
    act(() => endPageLoading());
    expect(bar()?.getAttribute('data-phase')).toBe('finishing');
    advance(LOADING_BAR_FINISH_MS);
    expect(bar()).toBeNull();
  });

  test('a quick load shows nothing at all', () => {
    render(withTheme(<LoadingIndicator />));
    act(() => startPageLoading());
    advance(100);
    act(() => endPageLoading());
    advance(1000);
    expect(bar()).toBeNull();
  });
});

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
