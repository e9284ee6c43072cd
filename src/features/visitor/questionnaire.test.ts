import { VISITOR_LIMITS } from '@expo/contract';
import { EMPTY_QUESTIONNAIRE, questionnaireProblems, registrationBody, toggled, type Questionnaire } from './questionnaire';

const filled: Questionnaire = { ...EMPTY_QUESTIONNAIRE, name: '王小明', company: '上海面包坊', jobTitle: '采购经理', country: 'Germany', businessType: 'bakery' };

test('a filled questionnaire has no problems; consent, interests, days and purpose are optional', () => {
  expect(questionnaireProblems(filled)).toEqual({});
});

test('name, company and job title must be given; country and business type chosen', () => {
  const problems = questionnaireProblems({ ...EMPTY_QUESTIONNAIRE, name: '  ' });
  expect(problems).toEqual({
    name: { key: 'noBlank' },
    company: { key: 'noBlank' },
    jobTitle: { key: 'noBlank' },
    country: { key: 'pleaseChoose' },
    businessType: { key: 'pleaseChoose' },
  });
});

test('a province is asked for China only', () => {
  expect(questionnaireProblems({ ...filled, country: 'China' })).toEqual({ province: { key: 'pleaseChoose' } });
  expect(questionnaireProblems({ ...filled, country: 'China', province: 'Guangdong' })).toEqual({});
  expect(registrationBody({ ...filled, province: 'Guangdong' }, { email: 'a@b.cn' }, '123456', '2').province).toBeNull();
});

test('texts are held to the contract limits, counted in characters', () => {
  const long = (n: number) => '面'.repeat(n);
  expect(questionnaireProblems({ ...filled, name: long(VISITOR_LIMITS.name) })).toEqual({});
  expect(questionnaireProblems({ ...filled, name: long(VISITOR_LIMITS.name + 1) })).toEqual({ name: { key: 'maxLength', n: VISITOR_LIMITS.name } });
  expect(questionnaireProblems({ ...filled, company: '🥐'.repeat(VISITOR_LIMITS.company) })).toEqual({});
  expect(questionnaireProblems({ ...filled, purpose: long(VISITOR_LIMITS.purpose + 1) })).toEqual({ purpose: { key: 'maxLength', n: VISITOR_LIMITS.purpose } });
  const many = Array.from({ length: VISITOR_LIMITS.interests + 1 }, (_, i) => `i${i}`);
  expect(questionnaireProblems({ ...filled, interests: many })).toEqual({ interests: { key: 'tooMany', n: VISITOR_LIMITS.interests } });
});

test('the body: trimmed texts, the contact and code, days in order, no empty purpose, consent as ticked', () => {
  const body = registrationBody({ ...filled, name: ' 王小明 ', country: 'China', province: 'Guangdong', days: ['2027-05-14', '2027-05-12'], interests: ['coffee'] }, { mobile: '13700000000' }, ' 123456 ', '2');
  expect(body).toEqual({
    name: '王小明',
    company: '上海面包坊',
    jobTitle: '采购经理',
    country: 'China',
    province: 'Guangdong',
    mobile: '13700000000',
    code: '123456',
    businessType: 'bakery',
    interests: ['coffee'],
    days: ['2027-05-12', '2027-05-14'],
    shareContact: false,
    transferConsent: false,
    consentVersion: '2',
  });
  expect(registrationBody({ ...filled, purpose: ' meet suppliers ', shareContact: true }, { email: 'a@b.cn' }, '1', '2').purpose).toBe('meet suppliers');
});

test('toggling a choice adds it once and removes it', () => {
  expect(toggled(['a'], 'b', true)).toEqual(['a', 'b']);
  expect(toggled(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
  expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
});
