import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { MeetingPlace } from '@expo/contract/meeting';

/** Where a meeting is: "At booth A12, Hall 1", "Meeting room M3, Hall 2", or the booth still to come. */
export function PlaceText({ place }: { place: MeetingPlace }) {
  const { t } = useTranslation('meeting-picker');
  return <>{placeText(t, place)}</>;
}

export function placeText(t: (key: string, options?: Record<string, unknown>) => string, place: MeetingPlace): string {
  const hall = place.hallName ?? place.hallCode;
  if (place.kind === 'room') return t(hall ? 'place.roomInHall' : 'place.room', { name: place.name ?? '', hall });
  if (!place.name) return t('place.boothToCome');
  return t(hall ? 'place.boothInHall' : 'place.booth', { name: place.name, hall });
}
