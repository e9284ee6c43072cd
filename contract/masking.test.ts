import { maskEmail, maskPhone, maskText } from './masking';

describe('masking', () => {
  test('a phone keeps only its first 3 characters', () => {
    expect(maskPhone('13812345678')).toBe('138****');
    expect(maskPhone('+86 21 5555 0101')).toBe('+86****');
  });

  test('an e-mail keeps its first 3 characters and the domain', () => {
    expect(maskEmail('zhang.wei@example.com')).toBe('zha****@example.com');
    expect(maskEmail('li@example.cn')).toBe('li****@example.cn');
  });

  test('nothing of the hidden part survives', () => {
    expect(maskPhone('13812345678')).not.toContain('5678');
    expect(maskEmail('secretname@x.io')).not.toContain('ret');
    expect(maskText('Room 8, 88 Bakery Road')).toBe('****');
  });
});
