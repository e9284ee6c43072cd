import { ACCOUNT_CLOSE_PATHS, type AccountCloseState } from '@expo/contract';
import type { MemberApi } from '../../lib/api/member-client';

// Closing my account's calls (member area).

export const closeState = (api: MemberApi) => api.get<AccountCloseState>(ACCOUNT_CLOSE_PATHS.state);

export const sendCloseCode = (api: MemberApi, channel: 'sms' | 'email') => api.post<AccountCloseState>(ACCOUNT_CLOSE_PATHS.code, { channel });

export const confirmClose = (api: MemberApi, channel: 'sms' | 'email', code: string) => api.post<AccountCloseState>(ACCOUNT_CLOSE_PATHS.state, { channel, code: code.trim() });
