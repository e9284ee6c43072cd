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
