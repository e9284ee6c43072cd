import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { OptStr } from './nullable';
import { DEMAND_FIELDS, type DemandFieldName, type DemandTypeId } from './demand';
import { DemandStatus } from './staff';

// Shapes of the demand calls; the fields of every type come from DEMAND_FIELDS. Kept apart from
// the rules in demand.ts, which the publish form loads.

const FieldValue = Type.Union([Type.String(), Type.Number(), Type.Null()]);

const fieldNames = [...new Set(Object.values(DEMAND_FIELDS).flatMap((fields) => fields.map((f) => f.name)))];
// In the schema, every field of every type; in the static type, added as optional below.
const fields = Object.fromEntries(fieldNames.map((name) => [name, Type.Optional(FieldValue)])) as Record<never, TSchema>;

/**
 * A demand as a viewer may see it: its type's fields (contacts masked for signed-out visitors), and
 * for its author the review state.
 */
export const DemandView = Type.Object({
  id: Type.Integer(),
  demandType: Type.Integer({ minimum: 1, maximum: 4 }),
  title: Type.String(),
  ...fields,
  productCategoryName: OptStr,
  contactMasked: Type.Boolean(),
  /** why a signed-in member sees the contacts masked on a demand's detail (the daily limit was reached) */
  contactNotice: Type.Optional(Type.String()),
  createTime: Type.String(),
  updateTime: Type.String(),
  claimCount: Type.Integer(),
  claimed: Type.Boolean(),
  mine: Type.Boolean(),
  /** for its author: the review state, or 'expired' once an approved demand's period ended */
  status: Type.Optional(Type.Union([...DemandStatus.anyOf, Type.Literal('expired')])),
  rejectReason: Type.Optional(OptStr),
  /** until when an approved demand stays on the board */
  expireTime: Type.Optional(OptStr),
  /** for its author: an edit of the approved demand waits for review (the board shows the approved version) */
  editPending: Type.Optional(Type.Boolean()),
  /** in the list of demands I claimed */
  claimTime: Type.Optional(OptStr),
});
export type DemandView = Static<typeof DemandView> & { demandType: DemandTypeId } & Partial<Record<DemandFieldName, string | number | null>>;

/** A member who claimed a demand, as its author sees them. */
export const DemandClaim = Type.Object({ nickname: OptStr, mobile: OptStr, email: OptStr, position: OptStr, companyName: OptStr, claimTime: Type.String() });
export type DemandClaim = Static<typeof DemandClaim>;

export const PublishAnswer = Type.Object({ id: Type.Integer(), status: Type.Literal('pending') });
export const ClaimAnswer = Type.Object({ claimed: Type.Literal(true) });
