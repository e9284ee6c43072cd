import { askDialog, feedbackSnapshot, notify, resetFeedback } from './feedback-store';

afterEach(() => resetFeedback());

test('a dialog asked for twice with the same key opens once and answers both callers', async () => {
  const first = askDialog({ key: 'relogin', title: 'Invalid, please sign in', confirmText: 'Sign in', cancelText: 'Cancel' });
  const second = askDialog({ key: 'relogin', title: 'Invalid, please sign in', confirmText: 'Sign in', cancelText: 'Cancel' });
  expect(second).toBe(first);
  feedbackSnapshot().dialog!.settle(true);
  await expect(first).resolves.toBe(true);
  expect(feedbackSnapshot().dialog).toBeNull();
});

test('messages queue and go away by themselves', () => {
  jest.useFakeTimers();
  notify('Server error', 'error');
  notify('Saved', 'success');
  expect(feedbackSnapshot().toasts.map((toast) => toast.text)).toEqual(['Server error', 'Saved']);
  jest.advanceTimersByTime(4000);
  expect(feedbackSnapshot().toasts).toEqual([]);
  jest.useRealTimers();
});

test('the snapshot keeps its identity until something changes (as useSyncExternalStore needs)', () => {
  const before = feedbackSnapshot();
  expect(feedbackSnapshot()).toBe(before);
  notify('Saved');
  expect(feedbackSnapshot()).not.toBe(before);
});
