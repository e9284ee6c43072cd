import { buildTestApp, type TestApp } from '../../test/helper';
import { ApiError } from './envelope';
import { readExhibition } from './exhibition';

// The one read of the exhibition row (issue 31): every module's answer comes from the same row.

describe('the exhibition row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  test('is the first by id, and the public intro, the countdown and the visitor registration agree on its dates', async () => {
    const show = await readExhibition(t.engine.db);
    const first = await t.engine.db.selectFrom('exhibition').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect(show.id).toBe(first.id);
    const intro = await t.get('/api/common/exhibition/getExhibitionIntro');
    expect(intro.body.data).toMatchObject({ startTime: show.start_date, endTime: show.end_date });
    const countdown = await t.get('/api/common/exhibition/getExhibitionTimeDown');
    expect(countdown.body.data).toMatchObject({ startTime: show.start_date, endTime: show.end_date });
  });

  test('none (an unseeded database) is a 404, for every reader alike', async () => {
    const empty = await buildTestApp({ seed: false });
    try {
      await expect(readExhibition(empty.engine.db)).rejects.toBeInstanceOf(ApiError);
      expect((await empty.get('/api/common/exhibition/getExhibitionIntro')).status).toBe(404);
    } finally {
      await empty.close();
    }
  });
});
