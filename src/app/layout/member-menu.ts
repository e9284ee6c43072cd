// The member centre's menu (SPEC.md section 2): four collapsible groups, routes under /member.
import { MEETINGS_PAGE } from '@expo/contract/meeting-rules';
import { routes } from '../../lib/routes';

export interface MemberMenuGroup {
  key: 'basic' | 'collection' | 'posts' | 'claims';
  items: Array<{ key: string; route: string }>;
}

const DEMAND_KINDS = ['buy', 'supply', 'job', 'recruit'] as const;

export const MEMBER_MENU: MemberMenuGroup[] = [
  {
    key: 'basic',
    items: [
      { key: 'userInfo', route: routes.memberHome },
      { key: 'visitBadge', route: routes.memberBadge },
      { key: 'binding', route: routes.memberBinding },
      { key: 'exhibitorCentre', route: routes.exhibitorCentre },
      { key: 'inquiries', route: routes.memberInquiries },
      { key: 'notifications', route: routes.memberNotifications },
      { key: 'myData', route: routes.memberData },
    ],
  },
  {
    key: 'collection',
    items: [
      ...(['activity', 'exhibitor', 'product'] as const).map((kind) => ({ key: `collect.${kind}`, route: routes.memberCollection(kind) })),
      { key: 'plan', route: routes.memberPlan },
      { key: 'meetings', route: MEETINGS_PAGE },
    ],
  },
  { key: 'posts', items: DEMAND_KINDS.map((kind) => ({ key: `publish.${kind}`, route: routes.memberPublished(kind) })) },
  { key: 'claims', items: DEMAND_KINDS.map((kind) => ({ key: `claim.${kind}`, route: routes.memberClaimed(kind) })) },
];

/** The group and item of a language-neutral path (or of a page under it, as the exhibitor centre's), for the breadcrumb and the highlighted entry. */
export function activeMemberEntry(neutralPath: string): { group: MemberMenuGroup; item: MemberMenuGroup['items'][number] } | null {
  const path = (neutralPath.endsWith('/') ? neutralPath : `${neutralPath}/`).toLowerCase();
  let best: { group: MemberMenuGroup; item: MemberMenuGroup['items'][number] } | null = null;
  for (const group of MEMBER_MENU) {
    for (const item of group.items) {
      const route = item.route.toLowerCase();
      if ((path === route || path.startsWith(route)) && route.length > (best?.item.route.length ?? 0)) best = { group, item };
    }
  }
  return best;
}
