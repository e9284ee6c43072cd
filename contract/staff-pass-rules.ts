// Staff passes' paths and limits (issue 34, item 2), without TypeBox: the exhibitor centre's page
// loads these alone (the shapes are in staff-passes.ts). No imports.

/** The API paths (under /api): the team's page in the exhibitor centre, and the organiser's queue. */
export const STAFF_PASS_PATHS = {
  team: '/member/staff-passes',
  teamHandOver: '/member/staff-passes/:id/hand-over',
  teamRequest: '/member/staff-passes/requests',
  editorRequests: '/editor/staff-passes/requests',
  editorDecide: '/editor/staff-passes/requests/:id',
} as const;

export const STAFF_PASS_LIMITS = {
  /** the holder's name, as a visitor's (VISITOR_LIMITS.name) */
  name: 50,
  /** passes one request may ask for */
  requestPasses: 500,
  note: 500,
  reason: 500,
  /** an exhibitor's quota, and the show's numbers per 9 m² and flat */
  quota: 10_000,
  /** build-up or tear-down days at most, before or after the show */
  buildUpDays: 14,
} as const;

/** The stand area one step of the per-size quota counts (the Canton Fair's unit: 3 passes per 9 m²). */
export const STAFF_PASS_AREA_STEP = 9;
