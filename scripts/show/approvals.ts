import type { Cast } from './cast';
import { APPROVALS_PER_MINUTE } from './mix';

/** One editor approval of the run: an exhibitor team's profile change, approved, then served by nginx. */
export interface Approval {
  exhibitorId: number;
  name: string;
  approvedAt: number;
  /** ms from the approval to nginx serving the page with the change; null while not yet */
  publishedAfterMs: number | null;
  /** why it could not be made, if it could not */
  problem?: string;
}

export interface RunningApprovals {
  /** Stops making new approvals; waits (up to `waitMs`) for those made to be published. */
  stop(waitMs: number): Promise<Approval[]>;
}

/**
 * An editor approving one exhibitor change a minute (APPROVALS_PER_MINUTE), the first at once: a
 * team of the cast saves its profile with a new English name and submits it; the editor approves it
 * in the console; the worker builds and publishes it and nginx serves /en/exhibitors/<id>/ with the
 * new name. Calls through nginx, as the console and the exhibitor centre make them.
 */
export function startApprovals(options: { url: string; editorToken: string; teams: Cast['approvals']; log: (line: string) => void }): RunningApprovals {
  const { url } = options;
  const made: Approval[] = [];
  let running = true;
  let index = 0;
  const call = async <T>(path: string, token: string, body?: object): Promise<T> => {
    const res = await fetch(`${url}/api${path}`, { method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', lang: 'en_US' }, body: body ? JSON.stringify(body) : undefined });
    const envelope = (await res.json()) as { code: number; msg: string; data: T };
    if (envelope.code !== 200) throw new Error(`${path}: ${res.status} ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
  const approveOne = async () => {
    const team = options.teams[index];
    index += 1;
    if (!team) return;
    const name = `Show Morning Bakery ${Date.now()}`;
    try {
      const [profile] = await call<{ published: Record<string, unknown> }[]>('/member/exhibitor/items/profile', team.token);
      const draft = await call<{ id: number; version: number }>('/member/exhibitor/drafts', team.token, { kind: 'profile', recordId: team.exhibitorId, draftId: null, version: 0, fields: { ...profile!.published, name_en: name } });
      await call('/member/exhibitor/drafts/' + draft.id + '/submit', team.token, { version: draft.version });
      const result = await call<{ published: number[] }>('/editor/exhibitor-changes/approve', options.editorToken, { ids: [draft.id] });
      if (!result.published.includes(draft.id)) throw new Error(`the approval skipped draft ${draft.id}`);
      const approval: Approval = { exhibitorId: team.exhibitorId, name, approvedAt: Date.now(), publishedAfterMs: null };
      made.push(approval);
      void watchPublished(approval);
    } catch (error) {
      made.push({ exhibitorId: team.exhibitorId, name, approvedAt: Date.now(), publishedAfterMs: null, problem: error instanceof Error ? error.message : String(error) });
    }
  };
  const watchPublished = async (approval: Approval) => {
    while (approval.publishedAfterMs === null && running) {
      const html = await fetch(`${url}/en/exhibitors/${approval.exhibitorId}/`).then((res) => res.text(), () => '');
      if (html.includes(approval.name)) {
        approval.publishedAfterMs = Date.now() - approval.approvedAt;
        options.log(`approval: exhibitor ${approval.exhibitorId}'s change served by nginx ${(approval.publishedAfterMs / 1000).toFixed(1)} s after it was approved`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const timer = setInterval(() => void approveOne(), 60_000 / APPROVALS_PER_MINUTE);
  const first = approveOne();
  return {
    async stop(waitMs) {
      clearInterval(timer);
      await first;
      const deadline = Date.now() + waitMs;
      while (made.some((a) => a.publishedAfterMs === null && !a.problem) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
      running = false;
      return made;
    },
  };
}

/** An editor's session, made with API A's local admin API and signed in through nginx. */
export async function editorToken(url: string, adminUrl: string, adminSecret: string): Promise<string> {
  const editor = { username: `show.editor.${Date.now() % 1e6}`, password: 'show-editor-password-2027' };
  const made = await fetch(`${adminUrl}/api/admin/editors`, { method: 'POST', headers: { 'x-admin-secret': adminSecret, 'content-type': 'application/json' }, body: JSON.stringify(editor) });
  if (!made.ok) throw new Error(`The editor could not be made: ${made.status}`);
  const res = await fetch(`${url}/api/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(editor) });
  const body = (await res.json()) as { code: number; data: string };
  if (body.code !== 200) throw new Error(`The editor could not sign in: ${res.status} ${body.code}`);
  return body.data;
}
