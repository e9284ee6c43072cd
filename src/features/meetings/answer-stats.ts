import type { AnswerStats } from '@expo/contract/meeting';

// How an exhibitor's answer rate reads on its page: "Answers 90% of requests, usually within 3 hours".

export interface AnswerSummary {
  /** whole percent of the requests answered */
  percent: number;
  /** the typical time to an answer, rounded up to the unit that reads best; null when unknown */
  within: { unit: 'minutes' | 'hours' | 'days'; count: number } | null;
}

/** The summary once the API gives a rate (it does from MEETING_RATE_MIN_REQUESTS requests), else null. */
export function answerSummary(stats: AnswerStats | null | undefined): AnswerSummary | null {
  if (!stats || stats.answerRate === null) return null;
  return { percent: Math.round(stats.answerRate * 100), within: typicalWithin(stats.typicalMinutes) };
}

function typicalWithin(minutes: number | null): AnswerSummary['within'] {
  if (minutes === null || minutes < 0) return null;
  if (minutes < 60) return { unit: 'minutes', count: Math.max(5, Math.ceil(minutes / 5) * 5) };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.ceil(minutes / 60) };
  return { unit: 'days', count: Math.ceil(minutes / (24 * 60)) };
}
