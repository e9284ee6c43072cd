import type { MEETING_PATHS } from '@expo/contract/meeting';

// The one path the static exhibitor and product pages call (the answer rate after idle, the free
// slots when the picker opens). A type-only import ties it to the contract's MEETING_PATHS without
// bringing the contract's schemas (TypeBox) into those pages' first load.

const SLOTS_PATH: (typeof MEETING_PATHS)['slots'] = '/meetings/exhibitors/:exhibitorId/slots';

/** An exhibitor's free slots, place and answer rate (public). */
export function slotsPath(exhibitorId: number): string {
  return SLOTS_PATH.replace(':exhibitorId', String(exhibitorId));
}

/** The fragment that opens the slot picker: a visitor sent to sign in comes back to it open. */
export const BOOK_MEETING_ANCHOR = 'book-meeting';
