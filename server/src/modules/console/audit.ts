import type { Db } from '../../db/engine';
import type { Editor } from './session';

/** A staff action besides editing content (a demand reviewed, a rebuild asked for), as the audit log keeps it. */
export interface StaffAction {
  action: 'approve' | 'reject' | 'rebuild';
  resource: 'demands' | 'site';
  key: string | null;
  changes: Record<string, unknown>;
}

/** Writes a staff action to the editor audit log, under the editor who did it. */
export async function auditStaffAction(db: Db, editor: Editor, { action, resource, key, changes }: StaffAction): Promise<void> {
  await db.insertInto('editor_audit').values({ editor_id: editor.id, editor: editor.username, action, resource, record_key: key, changes: JSON.stringify(changes) }).execute();
}
