// The error rules of SPEC.md section 8, as a pure decision: what the member area's API client does
// with a failed call. The client (member-api.ts) carries the decision out.

export type FailureAction =
  | { kind: 'relogin' } // 401: one "Invalid, please sign in" dialog
  | { kind: 'otherUser' } // 700: "No access, please sign in", then sign out and go to login
  | { kind: 'message'; text: string | null; fallback: 'noAccess' | 'serverError' | 'noPermission' }
  | { kind: 'field'; text: string } // 400/429: the form shows the message where it belongs
  | { kind: 'silent' }; // 404: the caller decides (an error page)

export function failureAction(code: number | null, msg: string | undefined): FailureAction {
  if (code === null) return { kind: 'message', text: null, fallback: 'noPermission' };
  if (code === 401) return { kind: 'relogin' };
  if (code === 700) return { kind: 'otherUser' };
  if (code === 403) return { kind: 'message', text: msg || null, fallback: 'noAccess' };
  if (code === 400 || code === 429) return { kind: 'field', text: msg ?? '' };
  if (code === 404) return { kind: 'silent' };
  return { kind: 'message', text: msg || null, fallback: 'serverError' };
}
