import { approverOf, changeRows, hasNoValue, isBlank, pictureUrls, thumbnailUrl } from './change-diff';

const rowsOf = (rows: ReturnType<typeof changeRows>) => rows.map(({ field, before, after }) => [field, before, after]);

describe('the fields a submission changes', () => {
  const published = {
    name_zh: '麦香', name_en: 'Maixiang', intro_en: 'Old intro', logo: '/api/media/aaaaaaaaaaaaaaaa', photos: [], region_id: 7, website: null, email: 'a@example.com', phone: '',
  };

  test('a change shows only the fields whose value differs, in the kind\'s order', () => {
    const fields = { ...published, intro_en: 'New intro', logo: '/api/media/bbbbbbbbbbbbbbbb', photos: ['/api/media/cccccccccccccccc'] };
    expect(rowsOf(changeRows('profile', published, fields))).toEqual([
      ['intro_en', 'Old intro', 'New intro'],
      ['logo', '/api/media/aaaaaaaaaaaaaaaa', '/api/media/bbbbbbbbbbbbbbbb'],
      ['photos', [], ['/api/media/cccccccccccccccc']],
    ]);
  });

  test('empty text, null and no pictures count as the same; a field the draft leaves out keeps its value', () => {
    const fields = { name_zh: '麦香', website: '', phone: null, photos: [] };
    expect(changeRows('profile', published, fields)).toEqual([]);
  });

  test('a switch turned on or off and a number changed from its default are changes', () => {
    const product = { name_en: 'Loaf', hidden: false, qs: true, sort: 0 };
    expect(rowsOf(changeRows('product', product, { ...product, hidden: true, qs: false, sort: 4 }))).toEqual([
      ['qs', true, false],
      ['hidden', false, true],
      ['sort', 0, 4],
    ]);
  });

  test('a new record shows every field it fills in, without an old value', () => {
    const fields = { name_en: 'Rye loaf', name_zh: '', photos: ['/api/media/cccccccccccccccc'], hidden: false, qs: true, sort: 0, category_id: 3 };
    const rows = changeRows('product', null, fields);
    expect(rowsOf(rows)).toEqual([
      ['category_id', undefined, 3],
      ['name_en', undefined, 'Rye loaf'],
      ['qs', undefined, true],
      ['photos', undefined, ['/api/media/cccccccccccccccc']],
    ]);
    expect(rows.find((r) => r.field === 'photos')!.spec.type).toBe('mediaList');
  });

  test('a booth event\'s times compare as the instants they are written as', () => {
    const event = { title_en: 'Tasting', starts_at: '2027-05-13T02:00:00.000Z', ends_at: '2027-05-13T03:00:00.000Z', seats: 20 };
    expect(changeRows('activity', event, { ...event, starts_at: '2027-05-13T10:00:00+08:00' })).toEqual([]);
    expect(rowsOf(changeRows('activity', event, { ...event, ends_at: '2027-05-13T03:30:00.000Z' }))).toEqual([
      ['ends_at', '2027-05-13T03:00:00.000Z', '2027-05-13T03:30:00.000Z'],
    ]);
  });

  test('blank values by type', () => {
    expect(isBlank({ type: 'bool' }, false)).toBe(true);
    expect(isBlank({ type: 'int', empty: 0 }, 0)).toBe(true);
    expect(isBlank({ type: 'int' }, 0)).toBe(false);
    expect(isBlank({ type: 'text' }, ' x ')).toBe(false);
    expect(hasNoValue(0)).toBe(false);
    expect(hasNoValue(false)).toBe(false);
    expect(hasNoValue([])).toBe(true);
  });
});

describe('pictures and approvers', () => {
  test('a picture or a list of pictures gives its addresses; thumbnails are asked of the media route at a width it makes', () => {
    expect(pictureUrls('/api/media/aaaaaaaaaaaaaaaa')).toEqual(['/api/media/aaaaaaaaaaaaaaaa']);
    expect(pictureUrls(['/api/media/aaaaaaaaaaaaaaaa', null])).toEqual(['/api/media/aaaaaaaaaaaaaaaa']);
    expect(pictureUrls(null)).toEqual([]);
    expect(thumbnailUrl('/api/media/aaaaaaaaaaaaaaaa')).toBe('/api/media/aaaaaaaaaaaaaaaa?w=160&fm=webp');
    expect(thumbnailUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
  });

  test('the history\'s approvedBy', () => {
    expect(approverOf('editor anna.li')).toEqual({ by: 'editor', name: 'anna.li' });
    expect(approverOf('trusted')).toEqual({ by: 'trusted' });
    expect(approverOf('organiser')).toEqual({ by: 'organiser' });
    expect(approverOf('import')).toEqual({ by: 'other', text: 'import' });
  });
});
