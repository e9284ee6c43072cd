import React from 'react';
import { act, render } from '@testing-library/react';
import { KIOSK_LIMITS } from '@expo/contract/visitor-rules';
import { useIdleReset } from './use-idle-reset';

function Form({ active, reset }: { active: boolean; reset: () => void }) {
  useIdleReset(active, reset);
  return <div data-testid="long-form" style={{ overflow: 'auto', height: 100 }} />;
}

const IDLE_MS = KIOSK_LIMITS.idleSeconds * 1000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an untouched kiosk goes back to its start after the idle time, once', () => {
  const reset = jest.fn();
  render(<Form active reset={reset} />);
  act(() => void jest.advanceTimersByTime(IDLE_MS - 1));
  expect(reset).not.toHaveBeenCalled();
  act(() => void jest.advanceTimersByTime(1));
  expect(reset).toHaveBeenCalledTimes(1);
});

test.each(['pointerdown', 'keydown', 'touchmove', 'scroll'])('a %s inside the form starts the idle time again', (name) => {
  const reset = jest.fn();
  const { getByTestId } = render(<Form active reset={reset} />);
  act(() => void jest.advanceTimersByTime(IDLE_MS - 1000));
  // scroll does not bubble: the form's own element scrolls, as a finger reading down it does
  act(() => void getByTestId('long-form').dispatchEvent(new Event(name, { bubbles: name !== 'scroll' })));
  act(() => void jest.advanceTimersByTime(IDLE_MS - 1));
  expect(reset).not.toHaveBeenCalled();
  act(() => void jest.advanceTimersByTime(1));
  expect(reset).toHaveBeenCalledTimes(1);
});

test('an inactive kiosk (its start screen) is never reset', () => {
  const reset = jest.fn();
  render(<Form active={false} reset={reset} />);
  act(() => void jest.advanceTimersByTime(IDLE_MS * 3));
  expect(reset).not.toHaveBeenCalled();
});
