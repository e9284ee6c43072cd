import React, { type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { TextEncoder } from 'util';
import i18next from 'i18next';
import { I18nextProvider } from 'gatsby-plugin-react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../styles/theme';
import zh from '../../../locales/zh/widgets.json';
import en from '../../../locales/en/widgets.json';
import { Countdown } from './Countdown';

// The real gatsby cannot load under this jest config (its gatsby-page-utils mapping); the i18n plugin only needs these.
jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: 'a' }));

function withSite(ui: ReactElement, language: 'zh' | 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: { zh: { widgets: zh }, en: { widgets: en } }, initImmediate: false, interpolation: { escapeValue: false } });
  return (
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </ThemeProvider>
  );
}

afterEach(() => jest.useRealTimers());

test('the server renders an invisible timer of the same size, with no time in it, so hydration cannot mismatch', async () => {
  // react-dom/server needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(withSite(<Countdown startDate="2027-05-11" endDate="2027-05-13" />, 'zh'));
  expect(html).toContain('aria-hidden="true"');
  expect(html).not.toContain('role="timer"');
  expect(html.replace(/<[^>]+>/g, '')).toBe('距开幕还有0天00时00分00秒');
});

test('ticks down every second to the opening, then shows the show in progress', () => {
  jest.useFakeTimers({ now: new Date('2027-05-11T00:59:58Z') });
  render(withSite(<Countdown startDate="2027-05-11" endDate="2027-05-13" />, 'en'));
  const timer = screen.getByRole('timer', { name: 'Countdown to the exhibition' });
  expect(timer).toHaveProperty('textContent', 'Opens in0Days00Hrs00Min02Sec');
  act(() => void jest.advanceTimersByTime(1000));
  expect(timer).toHaveProperty('textContent', 'Opens in0Days00Hrs00Min01Sec');
  act(() => void jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('timer')).toBeNull();
  expect(screen.getByText('The exhibition is in progress')).toBeTruthy();
});

test('shows that the show has ended, in Chinese on Chinese pages', () => {
  jest.useFakeTimers({ now: new Date('2027-05-13T10:00:00Z') });
  render(withSite(<Countdown startDate="2027-05-11" endDate="2027-05-13" />, 'zh'));
  expect(screen.getByText('展会已结束')).toBeTruthy();
});

test('shows days with their labels long before the show', () => {
  jest.useFakeTimers({ now: new Date('2027-04-30T21:30:15Z') });
  render(withSite(<Countdown startDate="2027-05-11" endDate="2027-05-13" />, 'zh'));
  expect(screen.getByRole('timer', { name: '展会开幕倒计时' })).toHaveProperty('textContent', '距开幕还有10天03时29分45秒');
});

test('renders nothing for dates it cannot read', () => {
  const { container } = render(withSite(<Countdown startDate="" endDate="2027-05-13" />, 'zh'));
  expect(container.innerHTML).toBe('');
});
