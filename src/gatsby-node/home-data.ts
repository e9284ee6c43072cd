import type { Download, LiveItem, PageOf, ScheduleDay } from '@expo/contract';
import type { Language } from '../lib/i18n/languages';
import type { HomeData } from '../lib/home-data';
import type { ApiClient } from './build-api';

/** Live streams and downloads the home page considers (the newest; the lists have them all). */
const LIVE_PULLED = 50;
const DOWNLOADS_SHOWN = 5;

/**
 * The home page's data for every phase, pulled at build time: the show's events (by day), live
 * streams and the latest downloads, trimmed to the fields it shows, and the build's instant.
 */
export async function pullHomeData(client: ApiClient, lang: Language, builtAt = Date.now()): Promise<HomeData> {
  const [schedule, live, downloads] = await Promise.all([
    client.get<ScheduleDay[]>('/common/activity/schedule', lang),
    client.get<PageOf<LiveItem>>('/common/live/list', lang, { pageNum: 1, pageSize: LIVE_PULLED }),
    client.get<PageOf<Download>>('/common/fileDownload/list', lang, { pageNum: 1, pageSize: DOWNLOADS_SHOWN }),
  ]);
  return {
    builtAt,
    events: schedule.flatMap((day) =>
      day.rows.map((row) => ({ id: row.id, title: row.title, startTime: row.startTime, endTime: row.endTime, place: row.address ?? row.hallName })),
    ),
    live: live.rows.map((item) => ({
      id: item.id,
      title: item.title,
      startTime: item.startTime,
      // As on /live: open streams link out in the page's language; members-only ones are watched there.
      url: item.liveType === 2 ? (lang === 'en' ? item.pcUrlEn ?? item.wapUrlEn : item.pcUrl ?? item.wapUrl) : null,
    })),
    downloads: downloads.rows.map((file) => ({ id: file.id, title: file.title, fileName: file.fileName, url: file.url, size: file.size })),
  };
}
