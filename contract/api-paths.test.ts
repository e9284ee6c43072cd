import { fillPath, underEditor } from './api-paths';
import { CENTRE_PATHS } from './exhibitor-centre';
import { VISITOR_PATHS } from './visitor-paths';

describe('API path tables', () => {
  it('fills every :name of a path, encoded, and leaves unknown ones', () => {
    expect(fillPath(CENTRE_PATHS.restore, { kind: 'product', recordId: 7, version: 3 })).toBe('/member/exhibitor/history/product/7/3/restore');
    expect(fillPath(VISITOR_PATHS.withdraw, { exhibitorId: 12 })).toBe('/visit/scans/12/withdraw');
    expect(fillPath('/a/:x/:y', { x: 'a b' })).toBe('/a/a%20b/:y');
  });

  it('gives a console path as mounted under /editor', () => {
    expect(underEditor(VISITOR_PATHS.editorRevoke)).toBe('/visitors/:id/revoke');
    expect(underEditor('/visit/badge')).toBe('/visit/badge');
  });
});
