import React, { createElement as mockCreateElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TextEncoder } from 'util';
import i18next from 'i18next';
import { I18nextContext, I18nextProvider } from 'gatsby-plugin-react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../styles/theme';
import zh from '../../../locales/zh/widgets.json';
import en from '../../../locales/en/widgets.json';
import { FloatingControls } from './FloatingControls';

// The real gatsby cannot load under this jest config (its gatsby-page-utils mapping); the i18n plugin only needs these.
jest.mock('gatsby', () => ({
  navigate: jest.fn(),
  Link: ({ to, innerRef: _ref, hrefLang: _lang, ...rest }: Record<string, unknown>) => mockCreateElement('a', { ...rest, href: to }),
}));

const QR_CODE = 'data:image/svg+xml;base64,PHN2Zy8+';

function site(helpLink: string | null, language: 'zh' | 'en' = 'en', formPage = false) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: { zh: { widgets: zh }, en: { widgets: en } }, initImmediate: false, interpolation: { escapeValue: false } });
  const page = { language, languages: ['zh', 'en'], routed: language !== 'zh', defaultLanguage: 'zh', generateDefaultLanguagePage: false, originalPath: '/', path: '/' };
  return (
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={page}>
          <FloatingControls helpLink={helpLink} helpQrCode={helpLink ? QR_CODE : null} formPage={formPage} />
        </I18nextContext.Provider>
      </I18nextProvider>
    </ThemeProvider>
  );
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

function clearPrivacyCookie() {
  document.cookie = 'privacy=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

// react-dom/server needs TextEncoder, which jsdom lacks.
beforeAll(() => Object.assign(globalThis, { TextEncoder }));

beforeEach(() => {
  clearPrivacyCookie();
  setScrollY(0);
});

describe('publish and help', () => {
  test('the publish button leads to publishing a demand in the page language', () => {
    render(site(null));
    expect(screen.getByRole('link', { name: 'Post a demand' }).getAttribute('href')).toBe('/en/demand/publish/');
  });

  test('the controls are a landmark of their own, named in the page language', () => {
    const { unmount } = render(site(null));
    expect(screen.getByRole('complementary', { name: 'Quick actions' }).textContent).toContain('Post a demand');
    unmount();
    render(site(null, 'zh'));
    expect(screen.getByRole('complementary', { name: '快捷操作' })).toBeTruthy();
  });

  test('a form page has no floating stack over its fields, only the cookie notice', () => {
    render(site('https://help.example/', 'en', true));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Post a demand' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
  });

  test('without a help link there is no help entry', () => {
    const { rerender } = render(site(null));
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    rerender(site(''));
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });

  test('the help button toggles the 200×200 QR code of the help link made at build time', () => {
    render(site('https://help.example.com/service'));
    const help = screen.getByRole('button', { name: 'Help' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    const qr = screen.getByRole('img', { name: 'QR code of the help page' });
    expect(qr.getAttribute('src')).toBe(QR_CODE);
    expect(qr.getAttribute('width')).toBe('200');
    expect(qr.getAttribute('height')).toBe('200');
    expect(screen.getByRole('link', { name: 'Open the help page' }).getAttribute('href')).toBe('https://help.example.com/service');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(help);
    fireEvent.click(help);
    fireEvent.pointerDown(document.body);
    expect(help.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('back to top', () => {
  let frames: FrameRequestCallback[] = [];
  let scrollTo: jest.Mock;
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    scrollTo = jest.fn(({ top }: ScrollToOptions) => setScrollY(top ?? 0));
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'matchMedia');
  });
  const runFrame = () => act(() => void frames.shift()?.(0));
  const scrollPageTo = (y: number) => act(() => {
    setScrollY(y);
    window.dispatchEvent(new Event('scroll'));
  });

  test('appears only past 300 pixels of scrolling', () => {
    render(site(null));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPageTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPageTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollPageTo(120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  test('scrolls up 1000 pixels a frame until the top', () => {
    render(site(null));
    scrollPageTo(2500);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).not.toHaveBeenCalled();
    runFrame();
    expect(window.scrollY).toBe(1500);
    runFrame();
    expect(window.scrollY).toBe(500);
    runFrame();
    expect(window.scrollY).toBe(0);
    expect(frames).toHaveLength(0);
    expect(scrollTo.mock.calls.map(([options]) => options)).toEqual([1500, 500, 0].map((top) => ({ top, behavior: 'instant' })));
  });

  test('jumps to the top when the visitor prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    render(site(null));
    scrollPageTo(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    expect(frames).toHaveLength(0);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });
});

describe('cookie notice', () => {
  test('the server render has the notice (it paints with the page), not the browser-only back-to-top button', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(site(null));
    expect(html).toContain('This website uses cookies');
    expect(html).not.toContain('Back to top');
    expect(html).toContain('/en/demand/publish/');
  });

  test('shows until accepted, then privacy=1 keeps it hidden', () => {
    const first = render(site(null, 'zh'));
    const notice = screen.getByRole('region', { name: 'Cookie 使用提示' });
    expect(screen.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/page/privacy/');
    expect(notice.textContent).toContain('本网站使用 Cookie');
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.cookie).toContain('privacy=1');
    first.unmount();
    render(site(null, 'zh'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  test('closing also accepts it', async () => {
    render(site(null));
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/en/page/privacy/');
    fireEvent.click(screen.getByRole('button', { name: 'Close the notice' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull());
    expect(document.cookie).toContain('privacy=1');
  });
});
