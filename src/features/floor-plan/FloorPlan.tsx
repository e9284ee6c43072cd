import React, { forwardRef, memo, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Booth, Hall } from '@expo/contract';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { ToggleChips } from '../../components/ui/ToggleChips';
import type { Language } from '../../lib/i18n/languages';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { media, theme } from '../../styles/theme';
import { boothLabelSize } from './booth-label';
import { BOOTH_RESULTS_MAX, matchBooths } from './booth-search';
import { readBoothParams, readHallParam, readQueryParam, writeQueryParam } from './query-param';

/** How long typing pauses before the search goes into the URL (ms). */
const URL_DELAY = 300;

/** A search match on the plan: a light tint of the berry highlight, so the booth code stays readable. */
const MATCH_FILL = '#f5c2c8';

export interface FloorPlanProps {
  /** the halls in plan order, each with its booths (GET /common/floorPlan) */
  halls: Hall[];
}

/**
 * The interactive floor plan: hall tabs, the chosen hall as one SVG (a booth with an exhibitor links
 * to it), a search by booth code or exhibitor name that lists matches and highlights them on the plan
 * (`?q=` in the URL), the booths a link names (`?booth=CODE`, repeatable: chosen and highlighted,
 * the hall tabs counting them), and the hall's exhibitors as a plain list that works without JavaScript.
 */
export function FloorPlan({ halls }: FloorPlanProps) {
  const { t } = useTranslation('floor');
  const { language } = usePageLanguage();
  const inputId = useId();
  const planId = useId();
  const listId = useId();
  const [hallId, setHallId] = useState<number | null>(halls[0]?.id ?? null);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  // Booths named in the URL (?booth=…, repeatable): highlighted in every hall until the page is left.
  const [pinned, setPinned] = useState<Booth[]>([]);
  const svgRef = useRef<SVGSVGElement>(null);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A link to a hall (?hall=CODE, from an activity): open that hall.
  useEffect(() => {
    const code = readHallParam();
    const named = code ? halls.find((candidate) => candidate.code.toUpperCase() === code) : undefined;
    if (named) setHallId(named.id);
  }, [halls]);

  // A link to booths (?booth=A&booth=B): highlight them all, open the hall of the first, choose a single one.
  useEffect(() => {
    const codes = readBoothParams();
    if (!codes.length) return;
    const byCode = new Map(halls.flatMap((candidate) => candidate.booths.map((booth) => [booth.code.toUpperCase(), booth] as const)));
    const found = codes.flatMap((code) => byCode.get(code) ?? []);
    const first = found[0];
    if (!first) return;
    setPinned(found);
    setHallId(first.hallId);
    if (found.length === 1) setSelected(first.id);
  }, [halls]);

  // A shared link (?q=…): search it, open the hall of its first match, choose a single match.
  useEffect(() => {
    const initial = readQueryParam();
    if (!initial.trim()) return;
    setQuery(initial);
    const found = matchBooths(halls, initial);
    const first = found[0];
    if (!first) return;
    if (found.length === 1) setSelected(first.id);
    setHallId((current) => (found.some((booth) => booth.hallId === current) ? current : first.hallId));
  }, [halls]);
  useEffect(() => () => clearTimeout(urlTimer.current), []);

  // The plan follows the typing at low priority, so the input never waits for a large hall to redraw.
  const search = useDeferredValue(query);
  const found = useMemo(() => matchBooths(halls, search), [halls, search]);
  const hall = halls.find((candidate) => candidate.id === hallId) ?? halls[0];
  const shownHallId = hall?.id;
  // Every match in the shown hall is highlighted, not only the listed ones.
  const matched = useMemo(
    () => new Set(found.filter((booth) => booth.hallId === shownHallId).map((booth) => booth.id)),
    [found, shownHallId],
  );
  const pinnedHere = useMemo(() => new Set(pinned.filter((booth) => booth.hallId === shownHallId).map((booth) => booth.id)), [pinned, shownHallId]);
  if (!hall) return <p>{t('empty')}</p>;

  const searching = search.trim() !== '';
  const hits = found.slice(0, BOOTH_RESULTS_MAX);
  const exhibitors = hall.booths.filter((booth): booth is Booth & { exhibitorId: number } => booth.exhibitorId !== null);

  const changeQuery = (value: string) => {
    setQuery(value);
    setSelected(null);
    clearTimeout(urlTimer.current);
    urlTimer.current = setTimeout(() => writeQueryParam(value), URL_DELAY);
  };
  const choose = (booth: Booth) => {
    setHallId(booth.hallId);
    setSelected(booth.id);
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    svgRef.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
  };

  const boothButton = (booth: Booth) => (
    <button type="button" aria-pressed={selected === booth.id} onClick={() => choose(booth)}>
      <strong>{booth.code}</strong> <span>{boothName(booth, t('vacant'))}</span> <small>{booth.hallName}</small>
    </button>
  );

  let status = '';
  if (searching) {
    if (found.length === 0) status = t('noMatch');
    else {
      status = found.length > hits.length ? t('resultsCapped', { total: found.length, shown: hits.length }) : t('resultCount', { count: found.length });
      status += ` ${t('hallMatches', { n: matched.size, hall: hall.name })}`;
    }
  }

  return (
    <Plan>
      <Search role="search" aria-label={t('searchForm')} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>{t('searchLabel')}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('searchPlaceholder')}
          onChange={(event) => changeQuery(event.target.value)}
        />
        <Status role="status">{status}</Status>
      </Search>
      {hits.length > 0 ? (
        <Results aria-label={t('results')}>
          {hits.map((booth) => (
            <li key={booth.id}>{boothButton(booth)}</li>
          ))}
        </Results>
      ) : null}

      {pinned.length > 1 && !searching ? (
        <section aria-label={t('pinnedList')}>
          <Status role="status">{t('pinnedCount', { count: pinned.length })}</Status>
          <Results>
            {pinned.map((booth) => (
              <li key={booth.id}>{boothButton(booth)}</li>
            ))}
          </Results>
        </section>
      ) : null}

      <ToggleChips
        label={t('halls')}
        value={hall.id}
        onChange={setHallId}
        controls={planId}
        options={halls.map((candidate) => {
          const pinnedInHall = pinned.filter((booth) => booth.hallId === candidate.id).length;
          return {
            key: candidate.id,
            label: (
              <>
                {candidate.name}
                {pinnedInHall > 0 ? <Count aria-label={t('pinnedInHall', { count: pinnedInHall })}>{pinnedInHall}</Count> : null}
              </>
            ),
          };
        })}
      />

      <div id={planId}>
        {exhibitors.length > 0 ? <SkipLink href={`#${listId}`}>{t('skipMap')}</SkipLink> : null}
        <HallMap ref={svgRef} hall={hall} matched={matched} selected={selected} pinned={pinnedHere} language={language} />
        <Legend aria-label={t('legend')}>
          <li className="taken">{t('taken')}</li>
          <li className="vacant">{t('vacant')}</li>
          <li className="match">{t('found')}</li>
          <li className="selected">{t(pinned.length > 1 ? 'pinned' : 'selected')}</li>
        </Legend>
        <details id={listId}>
          <summary>{t('listOf', { hall: hall.name, n: exhibitors.length })}</summary>
          {exhibitors.length === 0 ? (
            <p>{t('noExhibitors')}</p>
          ) : (
            <BoothList>
              {exhibitors.map((booth) => (
                <li key={booth.id}>
                  <strong>{booth.code}</strong>{' '}
                  {booth.exhibitorListed ? (
                    <LocalizedLink to={routes.exhibitor(booth.exhibitorId)}>{boothName(booth, t('vacant'))}</LocalizedLink>
                  ) : (
                    <span>{boothName(booth, t('vacant'))}</span>
                  )}
                </li>
              ))}
            </BoothList>
          )}
        </details>
      </div>
    </Plan>
  );
}

interface HallMapProps {
  hall: Hall;
  /** ids of the booths matching the search */
  matched: ReadonlySet<number>;
  /** id of the booth chosen from the results */
  selected: number | null;
  /** ids of the booths named in the URL (?booth=) */
  pinned: ReadonlySet<number>;
  language: Language;
}

/** One hall as an SVG in hall units: a rect per booth, a link for each booth with an exhibitor. */
const HallMap = memo(
  forwardRef<SVGSVGElement, HallMapProps>(function HallMap({ hall, matched, selected, pinned, language }, ref) {
    const { t } = useTranslation('floor');
    const idPrefix = useId();
    const ringed = hall.booths.filter((booth) => booth.id === selected || pinned.has(booth.id));
    // One handler for all booth links: a plain click moves within the site without reloading.
    const follow = (event: MouseEvent<SVGSVGElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : null;
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    };
    return (
      <Drawing
        ref={ref}
        viewBox={`0 0 ${hall.width} ${hall.height}`}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label={t('hallMap', { hall: hall.name })}
        onClick={follow}
      >
        <rect className="floor" x={0} y={0} width={hall.width} height={hall.height} />
        {hall.booths.map((booth) => {
          const name = t('booth', { code: booth.code, name: boothName(booth, t('vacant')) });
          const className = [
            booth.exhibitorId === null ? 'vacant' : 'taken',
            matched.has(booth.id) ? 'match' : '',
            booth.id === selected || pinned.has(booth.id) ? 'selected' : '',
          ].filter(Boolean).join(' ');
          const labelSize = boothLabelSize(booth, hall.width);
          // The title names the booth (and shows as its tooltip); the code drawn inside is decoration.
          const titleId = `${idPrefix}${booth.id}`;
          const content = (
            <>
              <title id={titleId}>{name}</title>
              <rect x={booth.x} y={booth.y} width={booth.width} height={booth.height} rx={Math.min(1, booth.width / 8)} />
              {labelSize ? (
                <text x={booth.x + booth.width / 2} y={booth.y + booth.height / 2} fontSize={labelSize} textAnchor="middle" dominantBaseline="central">
                  {booth.code}
                </text>
              ) : null}
            </>
          );
          // A booth links only to a page that exists in this language.
          return !booth.exhibitorListed || booth.exhibitorId === null ? (
            <g key={booth.id} className={className} data-booth={booth.code} role="img" aria-labelledby={titleId}>
              {content}
            </g>
          ) : (
            <a
              key={booth.id}
              href={localizedPath(routes.exhibitor(booth.exhibitorId), language)}
              className={className}
              data-booth={booth.code}
              aria-labelledby={titleId}
            >
              {content}
            </a>
          );
        })}
        {ringed.map((booth) => (
          <Marker key={booth.id} booth={booth} />
        ))}
      </Drawing>
    );
  }),
);

/** What a booth is called: its exhibitor's name (in the other language where it has none in this one), or vacant. */
function boothName(booth: Booth, vacant: string): string {
  return booth.exhibitorId === null ? vacant : (booth.exhibitorName ?? booth.code);
}

/** A ring around the chosen booth, drawn last so that no neighbour covers it. */
function Marker({ booth }: { booth: Booth }) {
  const pad = Math.max(booth.width, booth.height) * 0.2;
  return (
    <rect
      className="marker"
      x={booth.x - pad}
      y={booth.y - pad}
      width={booth.width + 2 * pad}
      height={booth.height + 2 * pad}
      rx={pad}
      aria-hidden="true"
    />
  );
}

const Plan = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(8)};
  min-width: 0;
`;

const Search = styled.form`
  display: grid;
  gap: ${theme.space(1)};
  max-width: 480px;
  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    box-sizing: border-box;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
    color: ${theme.colors.ink};
    font: inherit;
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
  max-height: 264px;
  overflow: auto;
  ${media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  }
  button {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space(1)} ${theme.space(2)};
    width: 100%;
    min-height: 44px;
    text-align: left;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: 6px;
    background: ${theme.colors.flour};
    color: ${theme.colors.ink};
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    border-color: ${theme.colors.crust};
  }
  button[aria-pressed='true'] {
    border-color: ${theme.colors.berry};
    box-shadow: inset 3px 0 0 ${theme.colors.berry};
  }
  small {
    color: ${theme.colors.muted};
    font-size: 0.8125rem;
  }
`;

/** How many of the URL's booths a hall tab holds. */
const Count = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-left: ${theme.space(1)};
  padding: 0 ${theme.space(1)};
  border-radius: 999px;
  background: ${theme.colors.berry};
  color: ${theme.colors.flour};
  font-size: 0.8125rem;
  font-weight: 600;
  text-align: center;
`;

/** For keyboard users: past the hall's booth links to its list; shown when focused. */
const SkipLink = styled.a`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  &:focus {
    position: static;
    display: inline-block;
    width: auto;
    height: auto;
    margin-bottom: ${theme.space(2)};
    clip-path: none;
  }
`;

const Drawing = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  scroll-margin: ${theme.space(20)} 0 ${theme.space(4)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.flour};
  rect {
    vector-effect: non-scaling-stroke;
    stroke: ${theme.colors.crustDark};
    stroke-width: 1px;
  }
  .floor {
    fill: ${theme.colors.flour};
    stroke: none;
  }
  .taken rect {
    fill: ${theme.colors.butter};
  }
  .vacant rect {
    fill: ${theme.colors.line};
    stroke: ${theme.colors.muted};
  }
  .match rect {
    fill: ${MATCH_FILL};
    stroke: ${theme.colors.berry};
    stroke-width: 2.5px;
  }
  .selected rect {
    fill: ${theme.colors.berry};
    stroke: ${theme.colors.crustDark};
    stroke-width: 2px;
  }
  .marker {
    fill: none;
    stroke: ${theme.colors.berry};
    stroke-width: 3px;
    pointer-events: none;
  }
  text {
    fill: ${theme.colors.crustDark};
    pointer-events: none;
    user-select: none;
  }
  .selected text {
    fill: ${theme.colors.flour};
  }
  a {
    cursor: pointer;
  }
  a:hover rect {
    stroke: ${theme.colors.crust};
    stroke-width: 3px;
  }
  a:focus-visible rect {
    stroke: ${theme.colors.ink};
    stroke-width: 4px;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
  list-style: none;
  margin: ${theme.space(2)} 0 ${theme.space(3)};
  padding: 0;
  font-size: 0.875rem;
  li::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-right: ${theme.space(1)};
    border: 1px solid ${theme.colors.crustDark};
    border-radius: 2px;
    vertical-align: -1px;
  }
  .taken::before {
    background: ${theme.colors.butter};
  }
  .vacant::before {
    background: ${theme.colors.line};
    border-color: ${theme.colors.muted};
  }
  .match::before {
    background: ${MATCH_FILL};
    border: 2px solid ${theme.colors.berry};
  }
  .selected::before {
    background: ${theme.colors.berry};
    outline: 2px solid ${theme.colors.berry};
    outline-offset: 1px;
  }
`;

const BoothList = styled.ul`
  columns: 2 260px;
  padding-left: ${theme.space(4)};
  li {
    break-inside: avoid;
    padding: 2px 0;
  }
  strong {
    display: inline-block;
    min-width: 5em;
  }
`;
