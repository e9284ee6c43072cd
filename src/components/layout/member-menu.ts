// The member centre's menu (SPEC.md section 2): four collapsible groups, routes under /member.

export interface MemberMenuGroup {
  key: 'basic' | 'collection' | 'posts' | 'claims';
  items: Array<{ key: string; route: string }>;
}

const DEMAND_KINDS = ['buy', 'supply', 'job', 'recruit'] as const;

export const MEMBER_MENU: MemberMenuGroup[] = [
  {
    key: 'basic',
    items: [
      { key: 'userInfo', route: '/member/userInfo/' },
      { key: 'binding', route: '/member/binding/' },
      { key: 'inquiries', route: '/member/inquiries/' },
    ],
  },
  { key: 'collection', items: (['activity', 'exhibitor', 'product'] as const).map((kind) => ({ key: `collect.${kind}`, route: `/member/collect/${kind}/` })) },
  { key: 'posts', items: DEMAND_KINDS.map((kind) => ({ key: `publish.${kind}`, route: `/member/publish/${kind}/` })) },
  { key: 'claims', items: DEMAND_KINDS.map((kind) => ({ key: `claim.${kind}`, route: `/member/claim/${kind}/` })) },
];

/** The group and item of a language-neutral path, for the breadcrumb and the highlighted entry. */
export function activeMemberEntry(neutralPath: string): { group: MemberMenuGroup; item: MemberMenuGroup['items'][number] } | null {
  const path = neutralPath.endsWith('/') ? neutralPath : `${neutralPath}/`;
  for (const group of MEMBER_MENU) {
    const item = group.items.find((entry) => entry.route.toLowerCase() === path.toLowerCase());
    if (item) return { group, item };
  }
  return null;
}
