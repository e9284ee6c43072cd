import { blankProblem, emailProblem, mobileProblem, normaliseEmail, normaliseMobile, passwordProblem, sameProblem } from './account';

describe('account form rules', () => {
  test('mobile: empty has its own message; a Chinese mobile number passes, spaces ignored', () => {
    expect(mobileProblem('')).toBe('enterMobile');
    expect(mobileProblem('138 0013 8000')).toBeNull();
    expect(mobileProblem('12800138000')).toBe('wrongPhone');
    expect(mobileProblem('1380013800')).toBe('wrongPhone');
  });

  test('e-mail', () => {
    expect(emailProblem(' ')).toBe('noBlank');
    expect(emailProblem('baker@example.com')).toBeNull();
    expect(emailProblem('baker@example')).toBe('wrongEmail');
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('wrongEmail');
  });

  test('password: at least 6, at most 128; the two entries must match', () => {
    expect(passwordProblem('')).toBe('noBlank');
    expect(passwordProblem('12345')).toBe('moreThan6');
    expect(passwordProblem('123456')).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong');
    expect(sameProblem('123456', '123457')).toBe('notSame');
    expect(sameProblem('123456', '')).toBe('noBlank');
    expect(sameProblem('123456', '123456')).toBeNull();
  });

  test('required fields', () => {
    expect(blankProblem('  ')).toBe('noBlank');
    expect(blankProblem('x')).toBeNull();
  });
});

test('values as stored and compared: a mobile without spaces, an e-mail trimmed in lower case', () => {
  expect(normaliseMobile(' 138 0013 8000 ')).toBe('13800138000');
  expect(normaliseEmail(' Baker@Example.COM ')).toBe('baker@example.com');
});
