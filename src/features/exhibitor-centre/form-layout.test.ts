import { DRAFT_FIELDS } from '@expo/contract';
import { differingFields, emptyValues, formRows, labelKey } from './form-layout';

test('a product form puts each Chinese and English pair on one row, every field once, in order', () => {
  const rows = formRows('product');
  expect(rows.slice(0, 3).map((r) => (r.kind === 'pair' ? `${r.base}*` : r.field))).toEqual(['category_id', 'name*', 'intro*']);
  const covered = rows.flatMap((r) => (r.kind === 'pair' ? [`${r.base}_zh`, `${r.base}_en`] : [r.field]));
  expect(covered.sort()).toEqual(Object.keys(DRAFT_FIELDS.product).sort());
});

test('a new booth event starts empty; differing fields ignore empty-versus-missing', () => {
  const empty = emptyValues('activity');
  expect(empty).toMatchObject({ title_zh: null, starts_at: null, seats: null });
  expect(differingFields('activity', empty, { ...empty, title_en: '' })).toEqual([]);
  expect(differingFields('activity', empty, { ...empty, title_en: 'Tasting', seats: 20 })).toEqual(['title_en', 'seats']);
  expect(labelKey('intro_en')).toBe('intro');
  expect(labelKey('website')).toBe('website');
});
