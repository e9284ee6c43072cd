import { DEMAND_FIELDS, type DemandField } from './demand';
import { demandFieldProblem, demandFieldValue } from './demand-rules';

const field = (name: DemandField['name']) => DEMAND_FIELDS.buy.find((f) => f.name === name)!;

describe('demand field rules (the server and the publish form)', () => {
  test('a mobile number with spaces is fine and is sent without them', () => {
    expect(demandFieldProblem(field('mobile'), '138 0013 8000')).toBeNull();
    expect(demandFieldValue(field('mobile'), '138 0013 8000')).toBe('13800138000');
    expect(demandFieldProblem(field('mobile'), '123')).toEqual({ key: 'wrongPhone' });
  });

  test('required, length, amount, date and the brand fallback', () => {
    expect(demandFieldProblem(field('productName'), ' ')).toEqual({ key: 'pleaseEnter' });
    expect(demandFieldProblem(field('productCategoryId'), '')).toEqual({ key: 'pleaseChoose' });
    expect(demandFieldProblem(field('productName'), 'x'.repeat(51))).toEqual({ key: 'maxLength', params: { n: 50 } });
    expect(demandFieldProblem(field('production'), '2.5')).toEqual({ key: 'wholeNumber' });
    expect(demandFieldProblem(field('production'), 10_000_001)).toEqual({ key: 'amountMax', params: { n: '10,000,000' } });
    expect(demandFieldProblem(field('brandReq'), '')).toBeNull();
    expect(demandFieldValue(field('brandReq'), '')).toBe('N/A');
    expect(demandFieldValue(field('regionalReq'), '')).toBeUndefined();
    const date = DEMAND_FIELDS.job.find((f) => f.name === 'effectiveTime')!;
    expect(demandFieldProblem(date, '2027-06-30')).toBeNull();
    expect(demandFieldProblem(date, 'soon')).toEqual({ key: 'badDate' });
  });
});
