import { DEMAND_FIELDS, DEMAND_TYPE_NAME, type DemandField, type DemandView } from '@expo/contract';

/** The fields of a demand's type that have a value, in form order (images apart). */
export function shownFields(demand: DemandView): DemandField[] {
  return DEMAND_FIELDS[DEMAND_TYPE_NAME[demand.demandType]].filter((field) => {
    const value = demand[field.name];
    return field.kind !== 'image' && value !== null && value !== undefined && value !== '';
  });
}

/** The list's demandType filters: all four, or one. */
export const DEMAND_TYPE_FILTERS: Array<{ value: string; key: string }> = [
  { value: '1,2,3,4', key: 'all' },
  ...([1, 2, 3, 4] as const).map((id) => ({ value: String(id), key: DEMAND_TYPE_NAME[id] })),
];
