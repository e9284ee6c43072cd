import { contactNoteKey, parseTags, tagsText } from './lead-edit';

describe('lead card rules', () => {
  test('tags typed on one line: trimmed, Chinese or Latin commas, no repeats, at most 10 of at most 20 characters', () => {
    expect(parseTags(' ovens, 烘焙，ovens ; Shanghai,, ')).toEqual(['ovens', '烘焙', 'Shanghai']);
    expect(parseTags('OVENS, ovens')).toEqual(['OVENS']);
    expect(parseTags('x'.repeat(30))).toEqual(['x'.repeat(20)]);
    expect(parseTags(Array.from({ length: 15 }, (_, i) => `t${i}`).join(','))).toHaveLength(10);
    expect(tagsText(['a', 'b'])).toBe('a, b');
  });

  test('the contact note says why a contact is not shown', () => {
    expect(contactNoteKey({ consent: 'shared' })).toBeNull();
    expect(contactNoteKey({ consent: 'notShared' })).toBe('card.notShared');
    expect(contactNoteKey({ consent: 'withdrawn' })).toBe('card.withdrawn');
    expect(contactNoteKey({ consent: 'erased' })).toBe('card.erased');
  });
});
