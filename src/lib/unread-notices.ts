// The header's unread count and the notifications page meet here: the page announces a change
// (marked read), the header reads the count again.

export const UNREAD_CHANGED_EVENT = 'expo:unread-notices-changed';

export function announceUnreadChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(UNREAD_CHANGED_EVENT));
}
