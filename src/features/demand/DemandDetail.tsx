import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { DEMAND_CONTACT_FIELDS, DEMAND_TYPE_NAME, type DemandFieldName, type DemandView } from '@expo/contract';
import { TypeTag } from './DemandRows';
import { Facts } from '../../components/ui/Facts';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { NewBadge } from '../../components/ui/NewBadge';
import { formatShowTime } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { Prose } from '../../components/ui/Prose';
import { routes } from '../../lib/routes';
import { usePublicApi } from '../../lib/api/use-public-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import type { DictEntry } from '@expo/contract';
import { shownFields } from '../../lib/demand-view';
import { theme } from '../../styles/theme';

const CONTACT = new Set<string>(DEMAND_CONTACT_FIELDS);
const IMAGE_PX = 320;

/** One demand: its labelled fields; contact details masked, with a sign-in link, for visitors. */
export function DemandDetail({ demand, loginPath }: { demand: DemandView; loginPath: string }) {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation();
  const fields = shownFields(demand).filter((field) => field.name !== 'intro');
  const valueOf = (name: DemandFieldName, dict?: string) => {
    const value = demand[name];
    if (dict) return <DictLabel type={dict} value={String(value)} />;
    if (name === 'productCategoryId') return demand.productCategoryName ?? String(value);
    if (typeof value === 'number') return formatNumber(value);
    return String(value);
  };
  const images = (['productPhoto', 'brandLogo'] as const).filter((name) => demand[name]);
  return (
    <>
      <p>
        <TypeTag data-type={demand.demandType}>{t(`type.${DEMAND_TYPE_NAME[demand.demandType]}`)}</TypeTag>
        <time dateTime={demand.createTime}>{t('detail.posted', { date: formatShowTime(demand.createTime, tc('format.date')) })}</time>
        {demand.expireTime ? (
          <>
            {' · '}
            <time dateTime={demand.expireTime}>{t('detail.validUntil', { date: formatShowTime(demand.expireTime, tc('format.date')) })}</time>
          </>
        ) : null}
        <NewBadge createTime={demand.createTime} />
      </p>
      <h1>{demand.title}</h1>
      <Facts
        items={fields.map((field) => [
          t(`field.${field.name}`),
          CONTACT.has(field.name) && demand.contactMasked ? (
            <>
              {valueOf(field.name)} {demand.contactNotice ? null : <Hint>({t('detail.afterSignIn')})</Hint>}
            </>
          ) : (
            valueOf(field.name, field.dict)
          ),
        ])}
      />
      {demand.contactNotice ? (
        <SignIn role="status">{demand.contactNotice}</SignIn>
      ) : demand.contactMasked ? (
        <SignIn>
          <LocalizedLink to={loginPath}>{t('detail.signInToSee')}</LocalizedLink>
        </SignIn>
      ) : null}
      {demand.intro ? (
        <section>
          <h2>{t('field.intro')}</h2>
          <Prose text={String(demand.intro)} />
        </section>
      ) : null}
      {images.map((name) => (
        <figure key={name}>
          <img src={`${demand[name]}?w=${IMAGE_PX}&fm=webp`} alt={t(`field.${name}`)} width={IMAGE_PX} loading="lazy" />
          <figcaption>{t(`field.${name}`)}</figcaption>
        </figure>
      ))}
      <p>
        <small>{t('detail.claims', { count: demand.claimCount })}</small>
      </p>
      <p>
        <LocalizedLink to={routes.demands}>{t('detail.backToBoard')}</LocalizedLink>
      </p>
    </>
  );
}

/** A dictionary value (education, experience …) as its label in the page's language. */
function DictLabel({ type, value }: { type: string; value: string }) {
  const { language } = usePageLanguage();
  const { data } = usePublicApi<DictEntry[]>(`/common/dict/${type}`, language);
  return <>{data?.find((entry) => entry.dictValue === value)?.dictLabel ?? value}</>;
}

const Hint = styled.small`
  color: ${theme.colors.muted};
`;

const SignIn = styled.p`
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.cream};
`;
