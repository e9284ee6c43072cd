import type { Badge, KioskCodeRequest, KioskRegistration, Language, PrintedBadge } from '@expo/contract';
import { VISITOR_PATHS } from '@expo/contract/visitor-paths';
import { bearerCall, type CallOutcome } from '../../../lib/api/bearer-call';
import { deviceId } from '../../../lib/device-id';
import { storedSession, type DeviceSession } from '../../../lib/stored-session';

// The kiosk's calls (docs/api.md, "Visitors"): the kiosk account's session, kept on the tablet
// (it stays signed in across reloads, unlike a visitor), and the device's id, which the server
// limits code requests and prints by.

const KIOSK_SESSION_KEY = 'expo_kiosk_session';
const KIOSK_DEVICE_KEY = 'expo_kiosk_device';

export type KioskSession = DeviceSession;

export const kioskSession = storedSession(() => (typeof localStorage === 'undefined' ? undefined : localStorage), KIOSK_SESSION_KEY);

/** This tablet's id (contract ClientKey), made on first use and kept. */
export const kioskDevice = (): string => deviceId(localStorage, KIOSK_DEVICE_KEY);

export type KioskResult<T> = { ok: T } | { refused: string | null; field: string | null; signIn: boolean };

function result<T>(outcome: CallOutcome<T>): KioskResult<T> {
  if (outcome.kind === 'ok') return { ok: outcome.data };
  const refused = outcome.kind === 'refused' ? outcome : null;
  return { refused: refused?.msg ?? null, field: refused?.field ?? null, signIn: refused?.code === 401 };
}

export async function kioskLogin(language: Language, username: string, password: string): Promise<KioskResult<KioskSession>> {
  const outcome = await bearerCall<string>(VISITOR_PATHS.kioskLogin, { language, token: null, method: 'POST', body: { username, password } });
  return outcome.kind === 'ok' ? { ok: { token: outcome.data, username } } : result(outcome as CallOutcome<never>);
}

export async function kioskLogout(language: Language): Promise<void> {
  const session = kioskSession.get();
  kioskSession.clear();
  if (session) await bearerCall(VISITOR_PATHS.kioskLogout, { language, token: session.token, method: 'POST' });
}

const call = async <T>(path: string, language: Language, body: object): Promise<KioskResult<T>> =>
  result(await bearerCall<T>(path, { language, token: kioskSession.get()?.token, method: 'POST', body }));

export const sendKioskCode = (language: Language, body: KioskCodeRequest) => call<null>(VISITOR_PATHS.kioskCode, language, body);
export const registerAtKiosk = (language: Language, body: KioskRegistration) => call<Badge>(VISITOR_PATHS.kioskRegister, language, body);
export const printAtKiosk = (language: Language, code: string) => call<PrintedBadge>(VISITOR_PATHS.kioskPrint, language, { code, deviceId: kioskDevice() });
