import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import i18next from 'i18next';
import { I18nextContext, I18nextProvider } from 'gatsby-plugin-react-i18next';
import { ThemeProvider } from 'styled-components';
import type { Booth, Hall } from '@expo/contract';
import { theme } from '../../styles/theme';
import en from '../../../locales/en/floor.json';
import zh from '../../../locales/zh/floor.json';
import { FloorPlan } from './FloorPlan';

// The real gatsby cannot load under this jest config; the i18n plugin's Link only needs these.
jest.mock('gatsby', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  const Link = ({ to, innerRef: _ref, activeClassName: _active, partiallyActive: _partly, ...rest }: Record<string, unknown>) =>
    createElement('a', { ...rest, href: to });
  return { navigate: jest.fn(), Link };
});

const booth = (id: number, hallId: number, code: string, exhibitorName: string | null, exhibitorListed = exhibitorName !== null): Booth => ({
  id, hallId, code, hallName: hallId === 1 ? 'Hall N1' : 'Hall E1', x: 5 + (id % 5) * 30, y: 5, width: 26, height: 20,
  exhibitorId: exhibitorName ? 100 + id : null, exhibitorName, exhibitorListed,
});
const halls: Hall[] = [
  {
    id: 1, code: 'N1', name: 'Hall N1', width: 180, height: 90,
    booths: [booth(1, 1, 'N1A01', 'Maixiang Bakery'), booth(2, 1, 'N1A02', null), booth(3, 1, 'N1A03', 'Golden Ear Flour')],
  },
  { id: 2, code: 'E1', name: 'Hall E1', width: 180, height: 90, booths: [booth(4, 2, 'E1A01', 'Golden Oven Co.'), booth(5, 2, 'E1A02', '金麦烘焙')] },
];

function renderPlan(language: 'zh' | 'en' = 'en', plan: Hall[] = halls) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    ns: ['floor'],
    defaultNS: 'floor',
    resources: { zh: { floor: zh }, en: { floor: en } },
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  const context = {
    language, languages: ['zh', 'en'], defaultLanguage: 'zh', generateDefaultLanguagePage: false,
    routed: language !== 'zh', originalPath: '/booth-floor/', path: '/booth-floor/',
  };
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={context}>
          <FloorPlan halls={plan} />
        </I18nextContext.Provider>
      </I18nextProvider>
    </ThemeProvider>,
  );
}

const shape = (container: HTMLElement, code: string) => container.querySelector(`[data-booth="${code}"]`);
const hallTab = (name: string) => screen.getByRole('button', { name, pressed: undefined });

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  window.history.replaceState(null, '', '/en/booth-floor/');
  jest.mocked(navigate).mockClear();
});
afterEach(() => jest.useRealTimers());

test('a booth whose exhibitor has no page in this language is taken and named, without a link', () => {
  const plan: Hall[] = [{ id: 1, code: 'N1', name: 'Hall N1', width: 180, height: 90, booths: [booth(1, 1, 'N1A01', '金麦烘焙', false)] }];
  const { container } = renderPlan('en', plan);
  const taken = shape(container, 'N1A01');
  expect(taken?.closest('a')).toBeNull();
  expect(taken?.getAttribute('class')).toBe('taken');
  expect(screen.getByRole('img', { name: 'N1A01 · 金麦烘焙' })).toBe(taken);
  expect(screen.queryByRole('link', { name: /金麦烘焙/ })).toBeNull();
  expect(screen.getByText('金麦烘焙', { selector: 'li span' })).toBeTruthy();
  expect(container.textContent).not.toContain('Vacant ·');
});

test('draws the first hall to scale; booths with an exhibitor link to it, each booth named by its title', () => {
  const { container } = renderPlan();
  expect(hallTab('Hall N1').getAttribute('aria-pressed')).toBe('true');
  expect(hallTab('Hall E1').getAttribute('aria-pressed')).toBe('false');
  const svg = screen.getByRole('group', { name: 'Map of Hall N1' });
  expect(svg.getAttribute('viewBox')).toBe('0 0 180 90');
  const link = screen.getByRole('link', { name: 'N1A01 · Maixiang Bakery' });
  expect(link.getAttribute('href')).toBe('/en/exhibitors/101/');
  expect(link.getAttribute('class')).toContain('taken');
  const vacant = shape(container, 'N1A02');
  expect(vacant?.closest('a')).toBeNull();
  expect(vacant?.getAttribute('class')).toBe('vacant');
  expect(screen.getByRole('img', { name: 'N1A02 · Vacant' })).toBe(vacant);
  expect(vacant?.querySelector('text')?.textContent).toBe('N1A02');
  expect(shape(container, 'E1A01')).toBeNull();
});

test('links in Chinese go to the unprefixed exhibitor page', () => {
  renderPlan('zh');
  expect(screen.getByRole('link', { name: 'N1A01 · Maixiang Bakery' }).getAttribute('href')).toBe('/exhibitors/101/');
  expect(screen.getByRole('button', { name: 'Hall N1' })).toBeTruthy();
  expect(screen.getByLabelText('查找展位或展商')).toBeTruthy();
  expect(screen.getByRole('search', { name: '展位搜索' })).toBeTruthy();
});

test('a plain click on a booth moves within the site', () => {
  renderPlan();
  fireEvent.click(screen.getByRole('link', { name: 'N1A01 · Maixiang Bakery' }));
  expect(navigate).toHaveBeenCalledWith('/en/exhibitors/101/');
});

test('typing highlights every match in the shown hall and lists the matches of all halls', () => {
  jest.useFakeTimers();
  const { container } = renderPlan();
  fireEvent.change(screen.getByLabelText('Find a booth or an exhibitor'), { target: { value: '  GOLDEN ' } });
  expect(shape(container, 'N1A03')?.getAttribute('class')).toBe('taken match');
  expect(shape(container, 'N1A01')?.getAttribute('class')).toBe('taken');
  const results = within(screen.getByRole('list', { name: 'Matching booths' })).getAllByRole('button');
  expect(results.map((button) => button.textContent)).toEqual(['N1A03 Golden Ear Flour Hall N1', 'E1A01 Golden Oven Co. Hall E1']);
  expect(screen.getByRole('status').textContent).toBe('2 booths match. 1 in Hall N1 highlighted on the map.');
  // The search goes into the URL once typing pauses.
  expect(window.location.search).toBe('');
  act(() => void jest.advanceTimersByTime(400));
  expect(window.location.search).toBe('?q=GOLDEN');
});

test('choosing a result opens its hall, marks the booth and brings the plan into view', () => {
  const { container } = renderPlan();
  fireEvent.change(screen.getByLabelText('Find a booth or an exhibitor'), { target: { value: 'golden oven' } });
  const results = screen.getByRole('list', { name: 'Matching booths' });
  fireEvent.click(within(results).getByRole('button', { name: /E1A01/ }));
  expect(hallTab('Hall E1').getAttribute('aria-pressed')).toBe('true');
  expect(hallTab('Hall N1').getAttribute('aria-pressed')).toBe('false');
  expect(screen.getByRole('group', { name: 'Map of Hall E1' })).toBeTruthy();
  expect(shape(container, 'E1A01')?.getAttribute('class')).toBe('taken match selected');
  expect(container.querySelector('.marker')).not.toBeNull();
  expect(within(results).getByRole('button', { name: /E1A01/ }).getAttribute('aria-pressed')).toBe('true');
  expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
});

test('finds Chinese names and booth codes, and switches halls by tab', () => {
  const { container } = renderPlan();
  fireEvent.change(screen.getByLabelText('Find a booth or an exhibitor'), { target: { value: '金麦' } });
  expect(within(screen.getByRole('list', { name: 'Matching booths' })).getByRole('button').textContent).toContain('E1A02');
  expect(screen.getByRole('status').textContent).toBe('1 booth matches. 0 in Hall N1 highlighted on the map.');
  fireEvent.click(hallTab('Hall E1'));
  expect(shape(container, 'E1A02')?.getAttribute('class')).toBe('taken match');
  fireEvent.change(screen.getByLabelText('Find a booth or an exhibitor'), { target: { value: 'e1a01' } });
  expect(shape(container, 'E1A01')?.getAttribute('class')).toBe('taken match');
  expect(shape(container, 'E1A02')?.getAttribute('class')).toBe('taken');
});

test('a query that matches nothing says so; clearing it removes the highlights', () => {
  const { container } = renderPlan();
  const input = screen.getByLabelText('Find a booth or an exhibitor');
  fireEvent.change(input, { target: { value: 'zzz' } });
  expect(screen.getByRole('status').textContent).toBe('No booth or exhibitor matches.');
  expect(screen.queryByRole('list', { name: 'Matching booths' })).toBeNull();
  fireEvent.change(input, { target: { value: 'n1a01' } });
  expect(shape(container, 'N1A01')?.getAttribute('class')).toBe('taken match');
  fireEvent.change(input, { target: { value: '' } });
  expect(screen.getByRole('status').textContent).toBe('');
  expect(container.querySelectorAll('svg .match')).toHaveLength(0);
});

test('a shared ?q= link searches on load and opens the hall of its only match', () => {
  window.history.replaceState(null, '', '/en/booth-floor/?q=E1A02');
  const { container } = renderPlan();
  expect((screen.getByLabelText('Find a booth or an exhibitor') as HTMLInputElement).value).toBe('E1A02');
  expect(hallTab('Hall E1').getAttribute('aria-pressed')).toBe('true');
  expect(shape(container, 'E1A02')?.getAttribute('class')).toBe('taken match selected');
});

test("lists the shown hall's exhibitors in a details element that works without JavaScript", () => {
  const { container } = renderPlan();
  const details = container.querySelector('details')!;
  expect(details.querySelector('summary')?.textContent).toBe('Exhibitors in Hall N1 (2)');
  // Keyboard users can skip the booth links of the map to this list.
  expect(screen.getByRole('link', { name: 'Skip the map to the list of exhibitors' }).getAttribute('href')).toBe(`#${details.id}`);
  expect(within(details).getAllByRole('link', { hidden: true }).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Maixiang Bakery', '/en/exhibitors/101/'],
    ['Golden Ear Flour', '/en/exhibitors/103/'],
  ]);
});

test('caps the result list and says how many match in all', () => {
  const many: Hall[] = [
    { id: 1, code: 'N1', name: 'Hall N1', width: 180, height: 90, booths: Array.from({ length: 30 }, (_, i) => booth(i + 1, 1, `N1B${String(i + 1).padStart(2, '0')}`, null)) },
  ];
  const { container } = renderPlan('en', many);
  fireEvent.change(screen.getByLabelText('Find a booth or an exhibitor'), { target: { value: 'n1b' } });
  expect(within(screen.getByRole('list', { name: 'Matching booths' })).getAllByRole('button')).toHaveLength(20);
  expect(screen.getByRole('status').textContent).toBe('30 booths match; the first 20 are listed. 30 in Hall N1 highlighted on the map.');
  expect(container.querySelectorAll('svg .match')).toHaveLength(30);
});

test('without halls it says the plan is not published', () => {
  renderPlan('en', []);
  expect(screen.getByText('The floor plan is not published yet.')).toBeTruthy();
});

test('a ?booth= link opens the hall of that booth and chooses it', () => {
  window.history.replaceState(null, '', '/en/booth-floor/?booth=e1a02');
  const { container } = renderPlan();
  expect(screen.getByRole('button', { name: 'Hall E1 1 highlighted booth' }).getAttribute('aria-pressed')).toBe('true');
  expect(shape(container, 'E1A02')?.getAttribute('class')).toBe('taken selected');
  expect(container.querySelectorAll('svg .marker')).toHaveLength(1);
});

test('repeated ?booth= highlights every booth named, in each hall, and lists them', () => {
  window.history.replaceState(null, '', '/en/booth-floor/?booth=N1A03&booth=E1A01&booth=N1A01&booth=NOPE');
  const { container } = renderPlan();
  expect(screen.getByRole('button', { name: 'Hall N1 2 highlighted booths' }).getAttribute('aria-pressed')).toBe('true');
  expect(shape(container, 'N1A03')?.getAttribute('class')).toBe('taken selected');
  expect(shape(container, 'N1A01')?.getAttribute('class')).toBe('taken selected');
  expect(shape(container, 'N1A02')?.getAttribute('class')).toBe('vacant');
  expect(container.querySelectorAll('svg .marker')).toHaveLength(2);
  expect(screen.getByText('3 booths from your link are highlighted; choose one to see its hall.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /E1A01/ }));
  expect(screen.getByRole('button', { name: 'Hall E1 1 highlighted booth' }).getAttribute('aria-pressed')).toBe('true');
  expect(shape(container, 'E1A01')?.getAttribute('class')).toBe('taken selected');
});

test('a ?hall= link (an activity\'s hall) opens that hall', () => {
  window.history.replaceState(null, '', '/en/booth-floor/?hall=e1');
  const { container } = renderPlan();
  expect(screen.getByRole('button', { name: 'Hall E1' }).getAttribute('aria-pressed')).toBe('true');
  expect(shape(container, 'E1A01')).toBeTruthy();
  expect(shape(container, 'N1A01')).toBeNull();
});
