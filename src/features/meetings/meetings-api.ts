// The member area's meeting calls (docs/api.md, "Meetings"): one function per call, on the member
// API client (its error handling shows 401, 403 and 5xx; a 400 names the form field, a 409 carries data).
import {
  MEETING_PATHS,
  type Meeting,
  type MeetingInviteBody,
  type MeetingRequestBody,
  type MeetingSettings,
} from '@expo/contract';
import type { MemberApi } from '../../lib/api/member-client';

/** The path of one meeting's call: its detail, or one of its actions. */
export function meetingCallPath(path: string, id: number): string {
  return path.replace(':id', String(id));
}

/** A visitor asks an exhibitor for a slot. */
export function requestMeeting(api: MemberApi, body: MeetingRequestBody): Promise<Meeting> {
  return api.post<Meeting>(MEETING_PATHS.mine, body);
}

export function acceptMeeting(api: MemberApi, id: number): Promise<Meeting> {
  return api.post<Meeting>(meetingCallPath(MEETING_PATHS.accept, id));
}

export function declineMeeting(api: MemberApi, id: number, reason: string): Promise<Meeting> {
  return api.post<Meeting>(meetingCallPath(MEETING_PATHS.decline, id), { reason });
}

export function cancelMeeting(api: MemberApi, id: number, reason: string): Promise<Meeting> {
  return api.post<Meeting>(meetingCallPath(MEETING_PATHS.cancel, id), { reason });
}

/** The team proposes another free slot for a request, or moves an accepted meeting; it then awaits the visitor. */
export function proposeMeeting(api: MemberApi, id: number, startsAt: string): Promise<Meeting> {
  return api.post<Meeting>(meetingCallPath(MEETING_PATHS.propose, id), { startsAt });
}

export function postToMeeting(api: MemberApi, id: number, body: string): Promise<unknown> {
  return api.post(meetingCallPath(MEETING_PATHS.posts, id), { body });
}

/** The visitor's "exhibitors may find me and invite me" switch. */
export function setFindable(api: MemberApi, on: boolean): Promise<null> {
  return api.post<null>(MEETING_PATHS.findable, { on });
}

export function saveTeamSettings(api: MemberApi, settings: MeetingSettings): Promise<MeetingSettings> {
  return api.put<MeetingSettings>(MEETING_PATHS.teamSettings, settings);
}

export function inviteVisitor(api: MemberApi, body: MeetingInviteBody): Promise<Meeting> {
  return api.post<Meeting>(MEETING_PATHS.teamInvite, body);
}

/** The reads, for useMemberRead. */
export const MEETING_READS = {
  mine: MEETING_PATHS.mine,
  one: (id: number) => meetingCallPath(MEETING_PATHS.one, id),
  suggestions: MEETING_PATHS.suggestions,
  team: MEETING_PATHS.team,
  teamSettings: MEETING_PATHS.teamSettings,
  teamVisitors: MEETING_PATHS.teamVisitors,
  rooms: MEETING_PATHS.rooms,
} as const;
