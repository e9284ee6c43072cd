import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'gatsby-plugin-react-i18next';
import { ThemeProvider } from 'styled-components';
import type { Hall } from '@expo/contract';
import { theme } from '../../styles/theme';
import en from '../../../locales/en/common.json';
import { FloorPlan } from './FloorPlan';

jest.mock('gatsby', () => ({ navigate: jest.fn(), Link: 'a' }));

const booth = (id: number, hallId: number, code: string, exhibitorName: string | null) => ({
  id, hallId, code, hallName: `Hall ${hallId === 1 ? 'N1' : 'E1'}`, x: id * 20, y: 5, width: 15, height: 15, exhibitorId: exhibitorName ? 100 + id : null, exhibitorName,
});
const halls: Hall[] = [
  { id: 1, code: 'N1', name: 'Hall N1', width: 200, height: 50, booths: [booth(1, 1, 'N1A01', 'Maixiang Bakery'), booth(2, 1, 'N1A02', null)] },
  { id: 2, code: 'E1', name: 'Hall E1', width: 200, height: 50, booths: [booth(3, 2, 'E1A01', 'Golden Oven Co.')] },
];

function renderPlan() {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: { en: { translation: en } }, initImmediate: false, interpolation: { escapeValue: false } });
  Element.prototype.scrollIntoView = jest.fn();
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <FloorPlan halls={halls} />
      </I18nextProvider>
    </ThemeProvider>,
  );
}

test('draws the first hall; booths with an exhibitor link to it', () => {
  const { container } = renderPlan();
  expect(screen.getByRole('button', { name: 'Hall N1' })?.getAttribute('aria-pressed')).toBe('true');
  expect(container.querySelector('[data-booth="N1A01"]')?.closest('a')?.getAttribute('href')).toBe('/en/exhibitors/101/');
  expect(container.querySelector('[data-booth="N1A02"]')?.closest('a')).toBeNull();
  expect(container.querySelector('[data-booth="E1A01"]')).toBeNull();
});

test('searching an exhibitor lists its booth; choosing it opens its hall and highlights the booth', () => {
  const { container } = renderPlan();
  fireEvent.change(screen.getByLabelText('Find a booth or an exhibitor'), { target: { value: 'golden' } });
  const results = screen.getByRole('list', { name: 'Matching booths' });
  fireEvent.click(within(results).getByRole('button', { name: /E1A01/ }));
  expect(screen.getByRole('button', { name: 'Hall E1' })?.getAttribute('aria-pressed')).toBe('true');
  expect(container.querySelector('[data-booth="E1A01"]')?.getAttribute('class')).toContain('selected');
  expect(window.location.search).toBe('?q=golden');
});

test('a query that matches nothing says so', () => {
  renderPlan();
  fireEvent.change(screen.getByLabelText('Find a booth or an exhibitor'), { target: { value: 'zzz' } });
  expect(screen.getByRole('status').textContent).toBe('No booth or exhibitor matches.');
});
