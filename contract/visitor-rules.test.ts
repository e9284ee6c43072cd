import { LEAD_LIMITS, formatBadgeNumber, leadTagsRule, uniqueLeadTags } from './visitor-rules';

describe('the lead-tag rule', () => {
  test('trimmed, empty ones dropped, a repeat ignoring case dropped (the first spelling stays)', () => {
    expect(uniqueLeadTags([' Ovens ', 'ovens', '', '  ', '烘焙', 'OVENS', '烘焙'])).toEqual(['Ovens', '烘焙']);
  });

  test('within the limits: kept as they are, nothing over', () => {
    const tags = Array.from({ length: LEAD_LIMITS.tags }, (_, i) => `t${i}`);
    expect(leadTagsRule([...tags, 'T0'])).toEqual({ tags, over: null, fitted: tags });
    expect(leadTagsRule(['烘'.repeat(LEAD_LIMITS.tag)]).over).toBeNull();
  });

  test('too many (counted after repeats go) or one too long: over, for the server to refuse; fitted cuts them for the site', () => {
    const many = leadTagsRule(Array.from({ length: LEAD_LIMITS.tags + 1 }, (_, i) => `t${i}`));
    expect(many.over).toBe('tags');
    expect(many.fitted).toHaveLength(LEAD_LIMITS.tags);
    const long = leadTagsRule(['x'.repeat(LEAD_LIMITS.tag + 1), 'X'.repeat(LEAD_LIMITS.tag + 5)]);
    expect(long.over).toBe('tag');
    expect(long.fitted).toEqual(['x'.repeat(LEAD_LIMITS.tag)]);
  });

  test('a tag is as long as its characters, not its UTF-16 units', () => {
    expect(leadTagsRule(['🥐'.repeat(LEAD_LIMITS.tag)]).over).toBeNull();
    expect(leadTagsRule(['🥐'.repeat(LEAD_LIMITS.tag + 1)]).fitted).toEqual(['🥐'.repeat(LEAD_LIMITS.tag)]);
  });
});

describe('the badge number as shown', () => {
  test('XXXX-XXXX from the stored 8 characters, a typed one with or without its dash, in either case', () => {
    expect(formatBadgeNumber('AB12CD34')).toBe('AB12-CD34');
    expect(formatBadgeNumber('ab12-cd34')).toBe('AB12-CD34');
    expect(formatBadgeNumber(formatBadgeNumber('AB12CD34'))).toBe('AB12-CD34');
  });
});
