
// The demand board's rules, shared by the server (validation) and the publish form.

export const DEMAND_TYPE_NAMES = ['buy', 'supply', 'job', 'recruit'] as const;
export type DemandTypeName = (typeof DEMAND_TYPE_NAMES)[number];
export type DemandTypeId = 1 | 2 | 3 | 4;
export const DEMAND_TYPE_ID: Record<DemandTypeName, DemandTypeId> = { buy: 1, supply: 2, job: 3, recruit: 4 };
export const DEMAND_TYPE_NAME: Record<DemandTypeId, DemandTypeName> = { 1: 'buy', 2: 'supply', 3: 'job', 4: 'recruit' };
/** The type's name in the server's messages (quotas). */
export const DEMAND_TYPE_LABEL: Record<DemandTypeId, { zh: string; en: string }> = {
  1: { zh: '求购', en: 'buy' }, 2: { zh: '供应', en: 'supply' }, 3: { zh: '求职', en: 'job' }, 4: { zh: '招聘', en: 'recruit' },
};


/** Upper bounds of the amount (`production`) of a buy or supply demand, in units. */
export const PRODUCTION_MAX: Record<'buy' | 'supply', number> = { buy: 10_000_000, supply: 100_000_000 };
export const AGE_RANGE = { min: 16, max: 70 } as const;
/** What to write in the brand fields when there is no brand requirement or brand. */
export const NO_BRAND = 'N/A';

export type DemandFieldKind = 'text' | 'longText' | 'amount' | 'category' | 'dict' | 'image' | 'age' | 'date' | 'mobile' | 'email';

export interface DemandField {
  name: DemandFieldName;
  kind: DemandFieldKind;
  required: boolean;
  /** Max characters (text kinds) or max value (amount). */
  max?: number;
  /** Dictionary type of a `dict` field (`/common/dict/{type}`). */
  dict?: string;
  /** Filled in when left empty. */
  fallback?: string;
}

export type DemandFieldName =
  | 'productName' | 'productCategoryId' | 'production' | 'regionalReq' | 'brandReq' | 'productBrand' | 'brandLogo'
  | 'productPhoto' | 'demandTime' | 'companyName' | 'companyAddress' | 'jobTitle' | 'memberName' | 'nickname'
  | 'nowCity' | 'intentionCity' | 'edu' | 'age' | 'workExperience' | 'effectiveTime' | 'intro' | 'mobile' | 'email';

const contact: DemandField[] = [
  { name: 'mobile', kind: 'mobile', required: true },
  { name: 'email', kind: 'email', required: false },
];
const company = (required: boolean): DemandField[] => [
  { name: 'companyName', kind: 'text', required, max: 100 },
  { name: 'companyAddress', kind: 'text', required, max: 200 },
];

/** The fields of each demand type, in form order (docs/demands.md explains the choice). */
export const DEMAND_FIELDS: Record<DemandTypeName, DemandField[]> = {
  buy: [
    { name: 'productName', kind: 'text', required: true, max: 50 },
    { name: 'productCategoryId', kind: 'category', required: true },
    { name: 'production', kind: 'amount', required: true, max: PRODUCTION_MAX.buy },
    { name: 'demandTime', kind: 'dict', required: true, dict: 'demand_time' },
    { name: 'regionalReq', kind: 'text', required: false, max: 100 },
    { name: 'brandReq', kind: 'text', required: true, max: 50, fallback: NO_BRAND },
    { name: 'productPhoto', kind: 'image', required: false },
    { name: 'intro', kind: 'longText', required: true, max: 1000 },
    ...company(true),
    ...contact,
  ],
  supply: [
    { name: 'productName', kind: 'text', required: true, max: 50 },
    { name: 'productCategoryId', kind: 'category', required: true },
    { name: 'production', kind: 'amount', required: true, max: PRODUCTION_MAX.supply },
    { name: 'productBrand', kind: 'text', required: true, max: 50, fallback: NO_BRAND },
    { name: 'brandLogo', kind: 'image', required: false },
    { name: 'productPhoto', kind: 'image', required: true },
    { name: 'regionalReq', kind: 'text', required: false, max: 100 },
    { name: 'intro', kind: 'longText', required: true, max: 1000 },
    ...company(true),
    ...contact,
  ],
  job: [
    { name: 'memberName', kind: 'text', required: true, max: 20 },
    { name: 'jobTitle', kind: 'text', required: true, max: 50 },
    { name: 'age', kind: 'age', required: true },
    { name: 'edu', kind: 'dict', required: true, dict: 'edu' },
    { name: 'workExperience', kind: 'dict', required: true, dict: 'work_experience' },
    { name: 'nowCity', kind: 'text', required: true, max: 50 },
    { name: 'intentionCity', kind: 'text', required: true, max: 50 },
    { name: 'effectiveTime', kind: 'date', required: true },
    { name: 'intro', kind: 'longText', required: true, max: 1000 },
    ...contact,
  ],
  recruit: [
    { name: 'jobTitle', kind: 'text', required: true, max: 50 },
    ...company(true),
    { name: 'nickname', kind: 'text', required: true, max: 20 },
    { name: 'intentionCity', kind: 'text', required: true, max: 50 },
    { name: 'edu', kind: 'dict', required: true, dict: 'edu' },
    { name: 'workExperience', kind: 'dict', required: true, dict: 'work_experience' },
    { name: 'effectiveTime', kind: 'date', required: true },
    { name: 'intro', kind: 'longText', required: true, max: 1000 },
    ...contact,
  ],
};

/** The contact details that the masking rule covers for signed-out visitors. */
export const DEMAND_CONTACT_FIELDS = ['mobile', 'email', 'companyAddress'] as const;

/** Parses the list query `demandType=1,2,3,4` (default all); null when malformed. */
export function parseDemandTypes(value: string | undefined): DemandTypeId[] | null {
  if (value === undefined || value === '') return [1, 2, 3, 4];
  const parts = value.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^[1-4]$/.test(p))) return null;
  return [...new Set(parts.map(Number) as DemandTypeId[])].sort();
}

