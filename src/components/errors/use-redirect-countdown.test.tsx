import { act, renderHook } from '@testing-library/react';
import { navigate } from 'gatsby';
import { useRedirectCountdown } from './use-redirect-countdown';

jest.mock('gatsby', () => ({ navigate: jest.fn() }));

test('counts down each second, then goes home', () => {
  jest.useFakeTimers();
  const { result } = renderHook(() => useRedirectCountdown(3, '/en/'));
  expect(result.current).toBe(3);
  act(() => void jest.advanceTimersByTime(1000));
  expect(result.current).toBe(2);
  act(() => void jest.advanceTimersByTime(1000));
  expect(result.current).toBe(1);
  expect(navigate).not.toHaveBeenCalled();
  act(() => void jest.advanceTimersByTime(1000));
  expect(result.current).toBe(0);
  expect(navigate).toHaveBeenCalledWith('/en/', { replace: true });
  jest.useRealTimers();
});
