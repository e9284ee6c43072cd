/** @jest-environment node */
import { ConfigFormatError, parseExternalLink, parseHelpLink, parseSocialLinks } from './site-configs';

test('address_service gives the help link, or null when empty', () => {
  expect(parseHelpLink('{"service":"https://help.example.com"}')).toBe('https://help.example.com');
  expect(parseHelpLink('{"service":""}')).toBeNull();
  expect(() => parseHelpLink('not json')).toThrow(ConfigFormatError);
});

test('social_links and external_link are checked', () => {
  expect(parseSocialLinks('[{"name":"LinkedIn","url":"https://l.example"}]')).toEqual([{ name: 'LinkedIn', url: 'https://l.example' }]);
  expect(() => parseSocialLinks('[{"name":1}]')).toThrow('config "social_links"');
  expect(parseExternalLink('{"title":"姊妹展","titleEn":"Sister show","url":"https://s.example"}')).toEqual({
    title: '姊妹展',
    titleEn: 'Sister show',
    url: 'https://s.example',
  });
  expect(parseExternalLink('{"title":"","titleEn":"","url":""}')).toBeNull();
});
