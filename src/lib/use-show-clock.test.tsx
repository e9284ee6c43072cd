import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { TextEncoder } from 'util';
import { showPhase } from './show-phase';
import { useShowClock } from './use-show-clock';

const SHOW = { startDate: '2027-05-12', endDate: '2027-05-15' };
const BUILT_AT = Date.parse('2026-11-24T05:00:00Z');

function Phase() {
  return <p>{showPhase(useShowClock(BUILT_AT, SHOW), SHOW)}</p>;
}

afterEach(() => jest.useRealTimers());

test('the server render shows the build\'s phase, whatever the clock says', async () => {
  jest.useFakeTimers({ now: new Date('2027-05-13T12:00:00+08:00') });
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = await import('react-dom/server');
  expect(renderToString(<Phase />)).toBe('<p>before</p>');
});

test('once mounted it shows the browser\'s phase and switches at each boundary by itself', () => {
  jest.useFakeTimers({ now: new Date('2027-05-11T23:59:00+08:00') });
  render(<Phase />);
  expect(screen.getByText('before')).toBeTruthy();
  act(() => void jest.advanceTimersByTime(60_000));
  expect(screen.getByText('during')).toBeTruthy();
  // Through the show, a look every minute, until closing time on the last day.
  act(() => void jest.advanceTimersByTime(Date.parse('2027-05-15T18:00:00+08:00') - Date.parse('2027-05-12T00:00:00+08:00')));
  expect(screen.getByText('after')).toBeTruthy();
});

test('a page coming back into view looks at the clock again', () => {
  jest.useFakeTimers({ now: new Date('2027-05-01T10:00:00+08:00') });
  render(<Phase />);
  expect(screen.getByText('before')).toBeTruthy();
  // The phone slept through the opening: its timers did not run, the clock moved on.
  jest.setSystemTime(new Date('2027-05-12T10:00:00+08:00'));
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  expect(screen.getByText('during')).toBeTruthy();
});
