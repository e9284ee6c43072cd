import React from 'react';
import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../styles/theme';
import { LOADING_BAR_FINISH_MS, LoadingIndicator, endPageLoading, startPageLoading } from './LoadingIndicator';
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
