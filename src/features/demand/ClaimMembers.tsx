import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { RowList } from '../../components/cards/grids';
import type { DemandClaim } from '@expo/contract';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowTime } from '../../lib/format/date';

/** The author's view of who claimed their demand: contact details, position, claim time. */
export function ClaimMembers({ demandId }: { demandId: number }) {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation();
  const { data: members } = useMemberRead<DemandClaim[]>(`/demand/${demandId}/claims`);
  if (!members || members.length === 0) return null;
  return (
    <section aria-labelledby="claim-members">
      <h2 id="claim-members">{t('claim.members')}</h2>
      <RowList>
        {members.map((member, index) => (
          <li key={index}>
            <strong>{member.nickname ?? '—'}</strong>
            <p>
              {[member.companyName, member.position, member.mobile, member.email].filter(Boolean).join(' · ')}
            </p>
            <p>
              <time dateTime={member.claimTime}>{t('claim.claimedOn', { date: formatShowTime(member.claimTime, tc('format.dateTime')) })}</time>
            </p>
          </li>
        ))}
      </RowList>
    </section>
  );
}
