import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { RowList } from '../../components/cards/grids';
import { memberGet } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import { formatShowTime } from '../../lib/format/date';

interface ClaimMember {
  nickname: string | null;
  mobile: string | null;
  email: string | null;
  position: string | null;
  companyName: string | null;
  claimTime: string;
}

/** The author's view of who claimed their demand: contact details, position, claim time. */
export function ClaimMembers({ demandId }: { demandId: number }) {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation();
  const api = useMemberApi();
  const [members, setMembers] = useState<ClaimMember[] | null>(null);
  useEffect(() => {
    memberGet<ClaimMember[]>(api, `/demand/${demandId}/claims`).then(setMembers, () => setMembers([]));
  }, [api, demandId]);
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
