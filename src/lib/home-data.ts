import { showDate } from '@expo/contract/show-clock';

// What the home page pulls at build time for the phases it may switch to in the browser (the
// show's events, live streams and downloads, trimmed to what it shows), and the choices it makes
// from them at a given instant. Pure functions: the build and the browser give the same answer
// for the same instant.

/** A show event as the home page lists it. */
export interface HomeEvent {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  /** where: the address, else the hall's name */
  place: string | null;
}

/** A live stream as the home page lists it: an outside link, or (members only) its place on /live. */
export interface HomeLive {
  id: number;
  title: string;
  startTime: string;
  /** the stream's link in the page's language (open streams); null: members watch it on /live */
  url: string | null;
}

export interface HomeDownload {
  id: number;
  title: string;
  fileName: string;
  url: string;
  size: number;
}

/** The page context data of the home page (see gatsby-node/home-data.ts). */
export interface HomeData {
  /** when the build made the page (epoch ms): the instant its HTML shows, hydration renders it first */
  builtAt: number;
  events: HomeEvent[];
  live: HomeLive[];
  downloads: HomeDownload[];
}

/** How many upcoming events and replays the home page lists. */
export const HOME_NEXT_EVENTS = 4;
export const HOME_REPLAYS = 4;

/** Events on at `at`, and the next ones still to start (today's first, then the next show day's). */
export function eventsNowAndNext(events: readonly HomeEvent[], at: number): { now: HomeEvent[]; next: HomeEvent[] } {
  const now = events.filter((event) => Date.parse(event.startTime) <= at && at < Date.parse(event.endTime));
  const next = events
    .filter((event) => Date.parse(event.startTime) > at)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id)
    .slice(0, HOME_NEXT_EVENTS);
  return { now, next };
}

/** Today's streams (China date): those begun (on now) and those still to come today. */
export function liveToday(live: readonly HomeLive[], at: number): { onNow: HomeLive[]; later: HomeLive[] } {
  const today = showDate(at);
  const ofToday = live
    .filter((item) => showDate(Date.parse(item.startTime)) === today)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id);
  return {
    onNow: ofToday.filter((item) => Date.parse(item.startTime) <= at),
    later: ofToday.filter((item) => Date.parse(item.startTime) > at),
  };
}

/** Streams that have taken place by `at`, newest first: the replays. */
export function replays(live: readonly HomeLive[], at: number): HomeLive[] {
  return live
    .filter((item) => Date.parse(item.startTime) <= at)
    .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime) || a.id - b.id)
    .slice(0, HOME_REPLAYS);
}
