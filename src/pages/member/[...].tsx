import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { DEMAND_TYPE_NAMES, type DemandTypeName } from '@expo/contract';
import { RouteGuard } from '../../app/RouteGuard';
import { ErrorView } from '../../components/errors/ErrorView';
import { MemberLayout } from '../../app/layout/MemberLayout';
import { clientHead } from '../../components/seo/client-head';
import { Binding } from '../../features/member/Binding';
import { Inquiries } from '../../features/member/Inquiries';
import { Notifications } from '../../features/member/Notifications';
import { MyData } from '../../features/privacy/MyData';
import { CloseAccount } from '../../features/privacy/CloseAccount';
import { Collections, MyDemands } from '../../features/member/MemberLists';
import { UserInfo } from '../../features/member/UserInfo';
import { VisitPlan } from '../../features/plan/VisitPlan';
import { ExhibitorCentre } from '../../features/exhibitor-centre/ExhibitorCentre';
import { MyBadge } from '../../features/visitor/MyBadge';
import { Leads } from '../../features/leads/Leads';
import { MeetingView } from '../../features/meetings/MeetingView';
import { MyMeetings } from '../../features/meetings/MyMeetings';
import { TeamMeetings } from '../../features/meetings/TeamMeetings';
import { Invitations } from '../../features/invitations/Invitations';
import { StaffPasses } from '../../features/staff-passes/StaffPasses';
import type { LocaleData } from '../../lib/i18n/locale-data';
import type { I18nPageContext } from '../../lib/i18n/page-context';

const COLLECT_KINDS = ['activity', 'exhibitor', 'product'] as const;

/** The member centre (client-only, /member/* in both languages), behind the sign-in check. */
export default function MemberPage({ params, location }: PageProps<LocaleData, I18nPageContext>) {
  return (
    <MemberLayout pathname={location.pathname}>
      <RouteGuard path={location.pathname}>
        <MemberSection rest={(params['*'] ?? '').replace(/\/+$/, '')} />
      </RouteGuard>
    </MemberLayout>
  );
}

function MemberSection({ rest }: { rest: string }) {
  const { t } = useTranslation('scan');
  const { t: tm } = useTranslation('meetings');
  const { t: ti } = useTranslation('invitations');
  const { t: tcentre } = useTranslation('centre');
  const [section, kind] = rest.split('/');
  if (section === 'userInfo' || section === '') return <UserInfo />;
  if (section === 'binding') return <Binding />;
  if (section === 'inquiries') return <Inquiries />;
  if (section === 'notifications') return <Notifications />;
  if (section === 'data') return (
    <>
      <MyData />
      <CloseAccount />
    </>
  );
  if (section === 'plan') return <VisitPlan />;
  if (section === 'badge') return <MyBadge />;
  if (section === 'meetings') {
    if (kind === undefined) return <MyMeetings />;
    const id = Number(kind);
    return Number.isInteger(id) && id > 0 ? <MeetingView key={id} id={id} /> : <ErrorView status={404} />;
  }
  if (section === 'exhibitor') {
    const leads = { path: 'leads', label: t('leads.tab'), render: () => <Leads /> };
    const meetings = { path: 'meetings', label: tm('team.tab'), render: () => <TeamMeetings view={rest.split('/')[2]} /> };
    const invitations = { path: 'invitations', label: ti('tab'), render: () => <Invitations /> };
    const staff = { path: 'staff', label: tcentre('staffTab'), render: () => <StaffPasses /> };
    return <ExhibitorCentre rest={rest.split('/').slice(1).join('/')} slots={[leads, meetings, invitations, staff]} />;
  }
  if (section === 'collect' && (COLLECT_KINDS as readonly string[]).includes(kind ?? '')) return <Collections kind={kind as (typeof COLLECT_KINDS)[number]} />;
  if ((section === 'publish' || section === 'claim') && (DEMAND_TYPE_NAMES as readonly string[]).includes(kind ?? '')) {
    return <MyDemands kind={kind as DemandTypeName} list={section} />;
  }
  return <ErrorView status={404} />;
}

export const Head = clientHead('account.centreTitle', { noIndex: true });

export const query = graphql`
  query MemberPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "member", "auth", "demand", "inquiry", "plan", "centre", "visitor", "scan", "meetings", "meeting-picker", "invitations"] } }) {
      ...Locales
    }
  }
`;
