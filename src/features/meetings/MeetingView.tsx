import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { MeetingDetail, MeetingParty, MeetingPlace } from '@expo/contract/meeting';
import { MEETINGS_PAGE, MEETING_TOPIC_LABELS } from '@expo/contract/meeting-rules';
import { ListStatus } from '../../components/list/ListStatus';
import { BackLink } from '../../components/ui/BackLink';
import { Facts } from '../../components/ui/Facts';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { WrappingAddress } from '../../components/ui/WrappingAddress';
import { useMemberRead } from '../../lib/api/use-member-read';
import { useMemberMenuRoute } from '../../lib/member-menu-route';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { floorPlanBoothsRoute, routes } from '../../lib/routes';
import { theme } from '../../styles/theme';
import { contactsLater } from './meeting-actions';
import { MeetingActions } from './MeetingActions';
import { Awaiting, StatusTag, otherSide } from './MeetingCard';
import { MEETING_READS } from './meetings-api';
import { MeetingTime } from './MeetingTime';
import { PlaceText } from './PlaceText';
import { Thread } from './Thread';

/** Where the team's meetings are listed in the exhibitor centre. */
export const TEAM_MEETINGS_ROUTE = routes.exhibitorCentreSection('meetings');

/** /member/meetings/<id>/: one meeting for either side — details, the answers allowed, contacts once accepted, the thread. */
export function MeetingView({ id }: { id: number }) {
  const { t } = useTranslation('meetings');
  const { language } = usePageLanguage();
  const read = useMemberRead<MeetingDetail>(MEETING_READS.one(id));
  const meeting = read.data;
  useMemberMenuRoute(meeting?.you === 'team' ? TEAM_MEETINGS_ROUTE : null);
  if (!meeting) return <ListStatus error={read.error} loading={read.isLoading} empty={false} />;
  const refresh = () => void read.mutate();
  const back = meeting.you === 'team' ? TEAM_MEETINGS_ROUTE : MEETINGS_PAGE;

  return (
    <Page aria-labelledby="meeting-title">
      <header>
        <h1 id="meeting-title">{t('one.title', { name: otherSide(meeting) })}</h1>
        <StatusTag status={meeting.status} />
      </header>
      <Awaiting meeting={meeting} />
      {meeting.initiatedBy === 'team' ? <p className="muted">{t(meeting.you === 'team' ? 'one.youInvited' : 'invitedBy', { name: meeting.exhibitorName })}</p> : null}
      <Facts
        items={[
          [t('one.time'), <MeetingTime key="time" startsAt={meeting.startsAt} endsAt={meeting.endsAt} />],
          [t('one.place'), <PlaceLink key="place" place={meeting.place} />],
          [t('one.topic'), MEETING_TOPIC_LABELS[meeting.topic][language]],
          [t('one.product'), meeting.productId && meeting.productName ? <LocalizedLink to={routes.product(meeting.productId)}>{meeting.productName}</LocalizedLink> : null],
          [t('one.exhibitor'), <LocalizedLink key="exhibitor" to={routes.exhibitor(meeting.exhibitorId)}>{meeting.exhibitorName}</LocalizedLink>],
          [t('one.requestedAt'), <MeetingTime key="asked" startsAt={meeting.requestedAt} />],
          [t('one.message'), meeting.message || null],
          [t(meeting.status === 'declined' ? 'one.declineReason' : 'one.cancelReason'), meeting.reason || null],
        ]}
      />
      <MeetingActions meeting={meeting} onChanged={refresh} />
      <section aria-labelledby="contacts-title">
        <h2 id="contacts-title">{t('one.contacts')}</h2>
        {contactsLater(meeting) ? <p className="muted">{t('one.contactsLater')}</p> : null}
        <Parties>
          <Party title={t('one.visitorSide')} party={meeting.visitor} />
          <Party title={t('one.teamSide', { name: meeting.exhibitorName })} party={meeting.team} />
        </Parties>
      </section>
      <Thread meeting={meeting} onPosted={refresh} />
      <BackLink to={back}>{t(meeting.you === 'team' ? 'one.backTeam' : 'one.back')}</BackLink>
    </Page>
  );
}

/** The place, with a link to it on the floor plan: the booth highlighted, or the room's hall. */
function PlaceLink({ place }: { place: MeetingPlace }) {
  const { t } = useTranslation('meetings');
  const to = place.kind === 'booth' && place.name ? floorPlanBoothsRoute([place.name]) : place.hallCode ? routes.floorPlanHall(place.hallCode) : null;
  return (
    <>
      <PlaceText place={place} />
      {to ? (
        <>
          {' · '}
          <LocalizedLink to={to}>{t('one.onFloorPlan')}</LocalizedLink>
        </>
      ) : null}
    </>
  );
}

function Party({ title, party }: { title: string; party: MeetingParty }) {
  const { t } = useTranslation('meetings');
  return (
    <div>
      <h3>{title}</h3>
      <Facts
        items={[
          [t('one.name'), party.name],
          [t('one.company'), party.company],
          [t('one.jobTitle'), party.jobTitle],
          [t('one.mobile'), party.mobile],
          [t('one.email'), party.email ? <WrappingAddress text={party.email} /> : null],
        ]}
      />
    </div>
  );
}

const Page = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  overflow-wrap: anywhere;
  > header {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)} ${theme.space(3)};
    align-items: center;
  }
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 5vw, 2rem);
  }
  h2 {
    margin: ${theme.space(4)} 0 ${theme.space(2)};
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${theme.colors.muted};
  }
  .yours {
    color: ${theme.colors.berry};
    font-weight: 600;
  }
`;

const Parties = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  @media (min-width: 1100px) {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1rem;
  }
`;
