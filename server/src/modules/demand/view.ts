import type { Selectable } from 'kysely';
import { DEMAND_FIELDS, DEMAND_TYPE_NAME, maskEmail, maskPhone, maskText, type DemandTypeId } from '@expo/contract';
import type { DemandTable } from '../../db/schema';
import { iso, mediaUrl } from '../content/query';
import { columnOf } from './fields';

export type DemandRecord = Selectable<DemandTable> & { category_name?: string | null; claim_count?: number | null; claimed?: boolean | number | string; edit_pending?: boolean | number | string | null };

/** A demand's title: its product, else the job, else the job seeker's name. */
export function demandTitle(r: { product_name?: unknown; job_title?: unknown; member_name?: unknown }): string {
  return String(r.product_name ?? r.job_title ?? r.member_name ?? '');
}

export interface Viewer {
  memberId: number | null;
  /** the app's clock: an approved demand past its period shows its author 'expired' */
  server: { now: () => Date };
}

/** Whether a view shows the full contact details, and if not because of the daily limit, why. */
export interface ContactAccess {
  reveal: boolean;
  notice?: string;
}

/**
 * A demand as a viewer may see it. Contact details are masked here, on the server, unless
 * `contact.reveal` (by default only for the author: every list masks them for everyone; a demand's
 * detail reveals them to a signed-in member within the daily limit), so that no raw value leaves
 * for a signed-out visitor or a list scraper; the author alone sees the review state.
 */
export function demandView(r: DemandRecord, viewer: Viewer, contact: ContactAccess = { reveal: viewer.memberId === r.member_id }) {
  const type = r.demand_type as DemandTypeId;
  const mine = viewer.memberId === r.member_id;
  const masked = !contact.reveal;
  const fields: Record<string, unknown> = {};
  for (const spec of DEMAND_FIELDS[DEMAND_TYPE_NAME[type]]) {
    const value = (r as unknown as Record<string, unknown>)[columnOf(spec.name)];
    fields[spec.name] = spec.kind === 'image' ? mediaUrl(value as string | null) : (value ?? null);
  }
  if (masked) {
    fields.mobile = maskPhone(r.mobile);
    if (r.email) fields.email = maskEmail(r.email);
    if (r.company_address) fields.companyAddress = maskText(r.company_address);
  }
  return {
    id: r.id,
    demandType: type,
    title: demandTitle(r),
    ...fields,
    productCategoryName: r.category_name ?? null,
    contactMasked: masked,
    ...(contact.notice ? { contactNotice: contact.notice } : {}),
    createTime: iso(r.created_at),
    updateTime: iso(r.updated_at),
    claimCount: r.claim_count ?? 0,
    claimed: truthy(r.claimed),
    mine,
    expireTime: r.status === 'approved' && r.expires_at ? iso(r.expires_at) : null,
    ...(mine ? { status: authorStatus(r, viewer.server.now()), rejectReason: r.reject_reason, editPending: truthy(r.edit_pending) } : {}),
  };
}

function authorStatus(r: DemandRecord, now: Date): 'pending' | 'approved' | 'rejected' | 'expired' {
  return r.status === 'approved' && (!r.expires_at || r.expires_at <= now) ? 'expired' : r.status;
}

function truthy(value: boolean | number | string | null | undefined): boolean {
  return value === true || value === 1 || value === 'true';
}
