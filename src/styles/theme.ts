// The one theme: a warm bakery palette (crust, cream, butter, berry) with spacing and breakpoints.

export const theme = {
  colors: {
    crust: '#7a3e1d',
    crustDark: '#5a2c13',
    butter: '#f2c46d',
    cream: '#fff8ee',
    flour: '#fffdf9',
    berry: '#b23a48',
    ink: '#3b2a20',
    muted: '#7d6b5d',
    line: '#ead9c4',
  },
  fonts: {
    body: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif',
    heading: 'Georgia, "Times New Roman", "Songti SC", "Noto Serif CJK SC", serif',
  },
  space: (steps: number) => `${steps * 4}px`,
  radius: '10px',
  shadow: '0 2px 10px rgba(90, 44, 19, 0.08)',
  maxWidth: '1200px',
  breakpoints: { tablet: '768px', desktop: '1024px' },
} as const;

export type Theme = typeof theme;

/** Media queries from the breakpoints, mobile first. */
export const media = {
  tablet: `@media (min-width: ${theme.breakpoints.tablet})`,
  desktop: `@media (min-width: ${theme.breakpoints.desktop})`,
} as const;
