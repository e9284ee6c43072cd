import { DEMAND_FIELDS, PRODUCTION_MAX, type DemandField } from '@expo/contract';
import { demandFieldProblem, demandFieldValue } from './demand-form';

const field = (type: keyof typeof DEMAND_FIELDS, name: string) => DEMAND_FIELDS[type].find((f) => f.name === name) as DemandField;

describe('the publish form rules', () => {
  test('empty required fields ask to enter, choose or upload by their kind', () => {
    expect(demandFieldProblem(field('buy', 'productName'), ' ')).toEqual({ key: 'pleaseEnter' });
    expect(demandFieldProblem(field('buy', 'productCategoryId'), '')).toEqual({ key: 'pleaseChoose' });
    expect(demandFieldProblem(field('supply', 'productPhoto'), '')).toEqual({ key: 'pleaseUpload' });
    expect(demandFieldProblem(field('buy', 'email'), '')).toBeNull();
  });

  test('lengths, amounts and ages have their limits', () => {
    expect(demandFieldProblem(field('buy', 'productName'), '面'.repeat(51))).toEqual({ key: 'maxLength', max: 50 });
    expect(demandFieldProblem(field('buy', 'productName'), '面'.repeat(50))).toBeNull();
    expect(demandFieldProblem(field('buy', 'production'), String(PRODUCTION_MAX.buy + 1))).toEqual({ key: 'maxAmount', max: PRODUCTION_MAX.buy });
    expect(demandFieldProblem(field('buy', 'production'), '0')).toEqual({ key: 'pleaseEnter' });
    expect(demandFieldProblem(field('job', 'age'), '15')).toEqual({ key: 'ageRange' });
    expect(demandFieldProblem(field('job', 'age'), '30')).toBeNull();
    expect(demandFieldProblem(field('job', 'mobile'), '123')).toEqual({ key: 'wrongPhone' });
  });

  test('an empty brand requirement is sent as N/A; numbers as numbers; empty optional fields left out', () => {
    expect(demandFieldProblem(field('buy', 'brandReq'), '')).toBeNull();
    expect(demandFieldValue(field('buy', 'brandReq'), '')).toBe('N/A');
    expect(demandFieldValue(field('buy', 'production'), '2000')).toBe(2000);
    expect(demandFieldValue(field('buy', 'regionalReq'), '')).toBeUndefined();
  });
});
