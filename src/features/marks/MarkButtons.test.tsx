import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextContext, I18nextProvider } from 'gatsby-plugin-react-i18next';
import { ThemeProvider } from 'styled-components';
import type { MarkState } from '@expo/contract';
import { theme } from '../../styles/theme';
import en from '../../../locales/en/common.json';
import { apiGet } from '../../lib/api/public-api';
import { MarkButtons } from './MarkButtons';

// The real gatsby cannot load under this jest config.
jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: 'a' }));
// The counts' request is held open to click before it answers, as on a slow connection.
jest.mock('../../lib/api/public-api', () => ({ apiGet: jest.fn() }));
jest.mock('../../lib/session', () => ({ readToken: () => 'member-token' }));
const mockPost = jest.fn();
jest.mock('../../lib/api/use-member-api', () => ({ useMemberApi: () => ({ post: mockPost }) }));

const unmarked: MarkState = { targetType: 'exhibitor', targetId: 7, collected: false, liked: false, collectCount: 3, likeCount: 1 };

function renderButtons() {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', ns: ['common'], defaultNS: 'common', resources: { en: { common: en } }, initImmediate: false });
  const context = { language: 'en', languages: ['zh', 'en'], defaultLanguage: 'zh', generateDefaultLanguagePage: false, routed: true, originalPath: '/exhibitors/7/', path: '/en/exhibitors/7/' };
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={context}>
          <MarkButtons targetType="exhibitor" targetId={7} />
        </I18nextContext.Provider>
      </I18nextProvider>
    </ThemeProvider>,
  );
}

test('a click on Collect before the counts arrive collects once they do (the click is not lost)', async () => {
  let answer: (state: MarkState) => void = () => undefined;
  jest.mocked(apiGet).mockReturnValue(new Promise((resolve) => (answer = resolve as typeof answer)));
  mockPost.mockResolvedValue({ ...unmarked, collected: true, collectCount: 4 });
  renderButtons();

  fireEvent.click(screen.getByRole('button', { name: 'Collect' }));
  expect(mockPost).not.toHaveBeenCalled();
  await act(async () => answer(unmarked));

  expect(mockPost).toHaveBeenCalledTimes(1);
  expect(mockPost).toHaveBeenCalledWith('/member/mark', { targetType: 'exhibitor', targetId: 7, mark: 'collect', on: true });
  expect((await screen.findByRole('button', { name: /^Collected · 4/ })).getAttribute('aria-pressed')).toBe('true');
});
