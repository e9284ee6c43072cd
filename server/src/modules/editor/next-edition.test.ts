import { buildTestApp, type TestApp } from '../../../test/helper';
import { TEST_ENV, signInEditor } from '../../../test/accounts';

// The next edition's dates: editors set them on the exhibition record; the public intro carries
// them (the home page shows them after the show). Both days or neither, in order, after this show.

let t: TestApp;
let auth: Record<string, string>;
const EXHIBITION = '/api/editor/content/exhibition/1';
const INTRO = '/api/common/exhibition/getExhibitionIntro';

const put = (payload: object) => t.request({ method: 'PUT', url: EXHIBITION, headers: { ...auth, lang: 'en_US' }, payload });

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
  auth = await signInEditor(t, 'editor.next');
});
afterAll(() => t.close());

test('an editor sets the next edition; the intro gives its days in both languages; clearing both removes them', async () => {
  expect((await put({ next_start_date: '2028-05-10', next_end_date: '2028-05-13' })).body).toMatchObject({ code: 200 });
  for (const lang of ['zh_CN', 'en_US']) {
    expect((await t.get(INTRO, { lang })).body.data).toMatchObject({ nextStartTime: '2028-05-10', nextEndTime: '2028-05-13' });
  }
  expect((await put({ next_start_date: '', next_end_date: '' })).body).toMatchObject({ code: 200 });
  expect((await t.get(INTRO)).body.data).toMatchObject({ nextStartTime: null, nextEndTime: null });
});

test.each([
  [{ next_start_date: '2028-05-10', next_end_date: '' }, 'next_end_date', /last day too/],
  [{ next_start_date: '', next_end_date: '2028-05-13' }, 'next_start_date', /first day too/],
  [{ next_start_date: '2028-05-13', next_end_date: '2028-05-10' }, 'next_end_date', /cannot end before it starts/],
  [{ end_date: '2027-05-15', next_start_date: '2027-05-14', next_end_date: '2027-05-20' }, 'next_start_date', /after this one ends/],
  [{ next_start_date: '2028-02-30', next_end_date: '2028-03-02' }, 'next_start_date', /valid date/],
])('%o is refused with a 400 naming %s', async (payload, field, message) => {
  const response = await put(payload);
  expect(response.status).toBe(400);
  expect(response.body.code).toBe(400);
  expect(response.body.data).toEqual({ field });
  expect(response.body.msg).toMatch(message);
});
