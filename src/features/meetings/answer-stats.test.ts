import { answerSummary } from './answer-stats';

test('no summary until the API gives a rate', () => {
  expect(answerSummary(null)).toBeNull();
  expect(answerSummary({ requests: 3, answerRate: null, typicalMinutes: null })).toBeNull();
});

test('the rate in whole percent, the typical answer time rounded up to a readable unit', () => {
  expect(answerSummary({ requests: 10, answerRate: 0.9, typicalMinutes: 161 })).toEqual({ percent: 90, within: { unit: 'hours', count: 3 } });
  expect(answerSummary({ requests: 10, answerRate: 1, typicalMinutes: 12 })).toEqual({ percent: 100, within: { unit: 'minutes', count: 15 } });
  expect(answerSummary({ requests: 10, answerRate: 0.666, typicalMinutes: 0 })).toEqual({ percent: 67, within: { unit: 'minutes', count: 5 } });
  expect(answerSummary({ requests: 10, answerRate: 0.5, typicalMinutes: 60 })).toEqual({ percent: 50, within: { unit: 'hours', count: 1 } });
  expect(answerSummary({ requests: 10, answerRate: 0.5, typicalMinutes: 3000 })).toEqual({ percent: 50, within: { unit: 'days', count: 3 } });
  expect(answerSummary({ requests: 10, answerRate: 0.5, typicalMinutes: null })).toEqual({ percent: 50, within: null });
});
