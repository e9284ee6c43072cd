import Cookies from 'js-cookie';
import type { DataExportTicket } from '@expo/contract';
import { SESSION_COOKIES } from '../../lib/session';
import { keepTicket, keptTicket } from './data-export-api';

const ticket: DataExportTicket = { token: 'T'.repeat(43), state: 'preparing', requestedAt: '2027-05-12T02:00:00.000Z', expiresAt: '2027-05-13T02:00:00.000Z', downloaded: { json: false, html: false } };

describe('the export kept in the tab', () => {
  afterEach(() => {
    keepTicket(null);
    Cookies.remove(SESSION_COOKIES.token, { path: '/' });
  });

  test('a reload finds it, for the session that asked for it only', () => {
    Cookies.set(SESSION_COOKIES.token, 'session-a', { path: '/' });
    keepTicket(ticket);
    expect(keptTicket()).toEqual(ticket);
    Cookies.set(SESSION_COOKIES.token, 'session-b', { path: '/' });
    expect(keptTicket()).toBeNull();
  });

  test('forgotten when cleared, and a damaged entry reads as none', () => {
    keepTicket(ticket);
    keepTicket(null);
    expect(keptTicket()).toBeNull();
    sessionStorage.setItem('expo.dataExport', '{not json');
    expect(keptTicket()).toBeNull();
  });
});
