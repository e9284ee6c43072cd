import 'i18next';

// Matches `returnNull: false` in the i18next options (build/i18n-options.ts, locale-data.ts):
// a missing key gives the key, never null, so `t` returns a string.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
