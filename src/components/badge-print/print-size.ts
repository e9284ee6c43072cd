import { BADGE_PRINT_SIZES, type BadgePrintSize } from '@expo/contract/visitor-rules';

// The label size a kiosk or gate prints badges on: a setting of the device (its printer's labels),
// kept in its localStorage, A6 until chosen.

const PRINT_SIZE_KEY = 'expo_badge_print_size';
export const PRINT_SIZES = Object.keys(BADGE_PRINT_SIZES) as BadgePrintSize[];
export const DEFAULT_PRINT_SIZE: BadgePrintSize = 'a6';

export function readPrintSize(): BadgePrintSize {
  if (typeof localStorage === 'undefined') return DEFAULT_PRINT_SIZE;
  const kept = localStorage.getItem(PRINT_SIZE_KEY);
  return (PRINT_SIZES as string[]).includes(kept ?? '') ? (kept as BadgePrintSize) : DEFAULT_PRINT_SIZE;
}

export function keepPrintSize(size: BadgePrintSize): void {
  localStorage.setItem(PRINT_SIZE_KEY, size);
}
