import { isNew } from './new-badge';

describe('the new badge', () => {
  const now = new Date('2027-05-12T10:00:00Z');
  test.each([
    ['2027-05-12T09:00:00Z', true],
    ['2027-05-05T10:00:01Z', true],
    ['2027-05-05T10:00:00Z', false],
    ['2027-04-01T00:00:00Z', false],
    ['2027-05-13T00:00:00Z', false],
    ['not a date', false],
  ])('created %s: %s', (createTime, expected) => {
    expect(isNew(createTime, now)).toBe(expected);
  });
});
