import React, { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Hall } from '@expo/contract';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { searchBooths, type BoothHit } from './booth-search';

/** Booth codes are drawn when the booth is at least this wide (hall units). */
const LABEL_MIN_WIDTH = 12;

/**
 * The interactive floor plan: hall tabs, the chosen hall as an SVG (booths with an exhibitor link
 * to it), and a search by booth code or exhibitor name that highlights matches (`?q=` in the URL).
 */
export function FloorPlan({ halls }: { halls: Hall[] }) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const inputId = useId();
  const [hallId, setHallId] = useState(halls[0]?.id ?? 0);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);

  useEffect(() => {
    const initial = new URLSearchParams(window.location.search).get('q') ?? '';
    if (initial) setQuery(initial);
  }, []);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set('q', query.trim());
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [query]);

  const hits = useMemo(() => searchBooths(halls, query), [halls, query]);
  const matched = useMemo(() => new Set(hits.map((booth) => booth.id)), [hits]);
  const hall = halls.find((candidate) => candidate.id === hallId) ?? halls[0];
  if (!hall) return <p>{t('floorPlan.empty')}</p>;

  const choose = (booth: BoothHit) => {
    setHallId(booth.hallId);
    setSelected(booth.id);
    svgRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  const exhibitorHref = (id: number) => localizedPath(routes.exhibitor(id), language);

  return (
    <Plan>
      <Search role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>{t('floorPlan.searchLabel')}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={t('floorPlan.searchPlaceholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setSelected(null);
          }}
        />
      </Search>
      {query.trim() ? (
        hits.length === 0 ? (
          <p role="status">{t('floorPlan.noMatch')}</p>
        ) : (
          <Results aria-label={t('floorPlan.results')}>
            {hits.map((booth) => (
              <li key={booth.id}>
                <button type="button" onClick={() => choose(booth)} aria-pressed={selected === booth.id}>
                  <strong>{booth.code}</strong> · {booth.hallName}
                  {booth.exhibitorName ? <span> · {booth.exhibitorName}</span> : null}
                </button>
              </li>
            ))}
          </Results>
        )
      ) : null}

      <Tabs role="group" aria-label={t('floorPlan.halls')}>
        {halls.map((candidate) => (
          <button key={candidate.id} type="button" aria-pressed={candidate.id === hall.id} onClick={() => setHallId(candidate.id)}>
            {candidate.name}
          </button>
        ))}
      </Tabs>

      <Drawing ref={svgRef} viewBox={`0 0 ${hall.width} ${hall.height}`} role="group" aria-label={t('floorPlan.hallMap', { hall: hall.name })}>
        <rect className="floor" x={0} y={0} width={hall.width} height={hall.height} />
        {hall.booths.map((booth) => {
          const name = booth.exhibitorName ? `${booth.code} · ${booth.exhibitorName}` : `${booth.code} · ${t('floorPlan.vacant')}`;
          const className = [booth.exhibitorId ? 'taken' : 'vacant', matched.has(booth.id) ? 'match' : '', selected === booth.id ? 'selected' : ''].join(' ').trim();
          const shape = (
            <g className={className} data-booth={booth.code}>
              <title>{name}</title>
              <rect x={booth.x} y={booth.y} width={booth.width} height={booth.height} rx={1} />
              {booth.width >= LABEL_MIN_WIDTH ? (
                <text x={booth.x + booth.width / 2} y={booth.y + booth.height / 2} textAnchor="middle" dominantBaseline="middle">
                  {booth.code}
                </text>
              ) : null}
            </g>
          );
          return booth.exhibitorId ? (
            <a key={booth.id} href={exhibitorHref(booth.exhibitorId)} aria-label={name}>
              {shape}
            </a>
          ) : (
            <React.Fragment key={booth.id}>{shape}</React.Fragment>
          );
        })}
      </Drawing>
      <Legend>
        <span className="taken">{t('floorPlan.taken')}</span>
        <span className="vacant">{t('floorPlan.vacant')}</span>
        <span className="match">{t('floorPlan.found')}</span>
      </Legend>

      <details>
        <summary>{t('floorPlan.listOf', { hall: hall.name })}</summary>
        <BoothList>
          {hall.booths
            .filter((booth) => booth.exhibitorId)
            .map((booth) => (
              <li key={booth.id}>
                <strong>{booth.code}</strong> <LocalizedLink to={routes.exhibitor(booth.exhibitorId!)}>{booth.exhibitorName}</LocalizedLink>
              </li>
            ))}
        </BoothList>
      </details>
    </Plan>
  );
}

const Plan = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Search = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 480px;
  label {
    font-weight: 600;
  }
  input {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-height: 240px;
  overflow: auto;
  button {
    width: 100%;
    text-align: left;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.flour};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.berry};
  }
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.flour};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.crust};
    border-color: ${({ theme }) => theme.colors.crust};
    color: ${({ theme }) => theme.colors.cream};
  }
`;

const Drawing = styled.svg`
  width: 100%;
  height: auto;
  background: ${({ theme }) => theme.colors.flour};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius};
  .floor {
    fill: ${({ theme }) => theme.colors.flour};
  }
  rect {
    stroke: ${({ theme }) => theme.colors.crustDark};
    stroke-width: 0.3;
  }
  .taken rect {
    fill: ${({ theme }) => theme.colors.butter};
  }
  .vacant rect {
    fill: #e9e2d8;
  }
  .match rect {
    fill: #f6a6b2;
    stroke: ${({ theme }) => theme.colors.berry};
    stroke-width: 0.8;
  }
  .selected rect {
    fill: ${({ theme }) => theme.colors.berry};
    stroke-width: 1.2;
  }
  .selected text {
    fill: #fff;
  }
  text {
    font-size: 3px;
    fill: ${({ theme }) => theme.colors.crustDark};
    pointer-events: none;
  }
  a:focus-visible rect,
  a:hover rect {
    stroke: ${({ theme }) => theme.colors.berry};
    stroke-width: 1;
  }
`;

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  font-size: 0.875rem;
  span::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-right: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.crustDark};
    vertical-align: -1px;
  }
  .taken::before {
    background: ${({ theme }) => theme.colors.butter};
  }
  .vacant::before {
    background: #e9e2d8;
  }
  .match::before {
    background: #f6a6b2;
  }
`;

const BoothList = styled.ul`
  columns: 2 260px;
  padding-left: ${({ theme }) => theme.space(4)};
  li {
    break-inside: avoid;
    padding: 2px 0;
  }
`;
