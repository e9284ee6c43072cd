import { calendarFile, type CalendarEvent } from '@expo/contract/calendar-file';
import { eventUid, messageText, visitEnd, type Language, type VisitPlan } from '@expo/contract';

/**
 * The member's calendar feed: the plan's activities (the same UIDs as the activity pages' .ics
 * files, so importing both keeps one event), its planned stand visits and its meetings.
 */
export function planFeed(plan: VisitPlan, lang: Language, siteUrl: string, meetings: CalendarEvent[] = []): string {
  const host = new URL(siteUrl).host;
  const events: CalendarEvent[] = plan.activities.map((activity) => ({
    uid: eventUid('activity', activity.id, host),
    title: activity.title,
    start: activity.startTime,
    end: activity.endTime,
    location: activity.address ?? plan.show.venue,
    url: siteUrl + pagePath(`/${activity.kind === 'exhibitor' ? 'exhibitor-activity' : 'activity'}/${activity.id}/`, lang),
  }));
  for (const stop of plan.stops) {
    for (const visit of stop.visits) {
      if (!visit.visitAt) continue;
      const page = visit.targetType === 'exhibitor' ? `/exhibitors/${visit.targetId}/` : `/products/${visit.targetId}/`;
      events.push({
        uid: eventUid('visit', `${visit.targetType}-${visit.targetId}`, host),
        title: stop.boothCode ? messageText(lang, 'visitAtBooth', { name: visit.title, booth: stop.boothCode }) : messageText(lang, 'visitTitle', { name: visit.title }),
        start: visit.visitAt,
        end: visitEnd(visit.visitAt),
        description: visit.targetType === 'product' ? messageText(lang, 'productOf', { exhibitor: stop.exhibitorName }) : null,
        location: [stop.hallName, stop.boothCode ? messageText(lang, 'boothCode', { booth: stop.boothCode }) : null, plan.show.venue].filter(Boolean).join(', '),
        url: siteUrl + pagePath(page, lang),
      });
    }
  }
  return calendarFile({ name: messageText(lang, 'feedName', { show: plan.show.name }), events: [...events, ...meetings], feed: true });
}

/** A page's path in a language (Chinese unprefixed, English under /en). */
export function pagePath(path: string, lang: Language): string {
  return lang === 'zh' ? path : `/${lang}${path}`;
}
