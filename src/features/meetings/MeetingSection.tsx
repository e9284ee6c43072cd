import React, { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ExhibitorSlots } from '@expo/contract/meeting';
import { SecondaryButton } from '../../components/form/form-ui';
import { Section } from '../../components/ui/Card';
import { whenIdle } from '../../components/ui/after-idle';
import { apiGet } from '../../lib/api/public-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { answerSummary, type AnswerSummary } from './answer-stats';
import { BOOK_MEETING_ANCHOR, slotsPath } from './meeting-paths';
import type { SlotPickerProps } from './SlotPicker';

const loadPicker = () => import('./SlotPicker').then(({ SlotPicker }) => SlotPicker);

/**
 * "Book a meeting" on an exhibitor's or a product's static page: the heading and the button are in
 * the HTML; the picker (and the member client) load when the button is pressed, or at once when a
 * visitor comes back from signing in to it. The exhibitor page reads the answer rate after idle.
 */
export function MeetingSection({ exhibitorId, productId, withStats = false }: { exhibitorId: number; productId?: number; withStats?: boolean }) {
  const { t } = useTranslation('meeting-picker');
  const { language } = usePageLanguage();
  const [Picker, setPicker] = useState<ComponentType<SlotPickerProps> | null>(null);
  const [slots, setSlots] = useState<ExhibitorSlots>();
  const [summary, setSummary] = useState<AnswerSummary | null>(null);

  const open = () => void loadPicker().then((loaded) => setPicker(() => loaded));
  useEffect(() => {
    if (window.location.hash === `#${BOOK_MEETING_ANCHOR}`) void loadPicker().then((loaded) => setPicker(() => loaded));
    if (!withStats) return undefined;
    return whenIdle(() =>
      apiGet<ExhibitorSlots>(slotsPath(exhibitorId), language).then((answer) => {
        setSlots(answer);
        setSummary(answerSummary(answer.stats));
      }, () => undefined),
    );
  }, [exhibitorId, language, withStats]);

  return (
    <Section id={BOOK_MEETING_ANCHOR}>
      <h2>{t('title')}</h2>
      {summary ? (
        <p>
          {t('stats', { percent: summary.percent })}
          {summary.within ? `${t('separator')}${t(`within.${summary.within.unit}`, { count: summary.within.count })}` : ''}
        </p>
      ) : null}
      {Picker ? (
        <Picker exhibitorId={exhibitorId} productId={productId} initial={slots} />
      ) : (
        <>
          <p>{t('lead')}</p>
          <SecondaryButton type="button" onClick={open}>
            {t('open')}
          </SecondaryButton>
        </>
      )}
    </Section>
  );
}
