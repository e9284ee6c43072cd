// The gate this device scans at, kept on the device (the same phone stays at the same entrance),
// and the names used before, offered when it changes.

const CURRENT_KEY = 'expo_gate_name';
const KNOWN_KEY = 'expo_gate_names';
const KNOWN_MAX = 10;

export const gateNames = {
  current(): string | null {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(CURRENT_KEY);
  },
  known(): string[] {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(KNOWN_KEY) ?? '[]');
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  },
  choose(name: string): void {
    localStorage.setItem(CURRENT_KEY, name);
    localStorage.setItem(KNOWN_KEY, JSON.stringify([name, ...gateNames.known().filter((n) => n !== name)].slice(0, KNOWN_MAX)));
  },
};

const PRINTING_KEY = 'expo_gate_print_badges';

/** Whether this gate prints each admitted badge ("print badge" mode: a badge printer beside it), kept on the device. */
export const gatePrinting = {
  on: (): boolean => typeof localStorage !== 'undefined' && localStorage.getItem(PRINTING_KEY) === '1',
  set: (on: boolean): void => localStorage.setItem(PRINTING_KEY, on ? '1' : '0'),
};
