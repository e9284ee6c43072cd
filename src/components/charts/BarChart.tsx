import React from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

// Small bar charts in inline SVG (no chart library): counts by a key, as columns for a time series
// (by day, by hour) or as labelled rows for categories (by type, region, gate). The exact numbers
// go in a table beside each chart; the bars carry them as tooltips.

export interface KeyCount {
  key: string;
  count: number;
}

const COLUMNS = { width: 600, height: 150, top: 22, labels: 22, minSlots: 10 };
/** Up to this many columns, each shows its count above and its key under it. */
const LABELLED_COLUMNS = 14;

/**
 * Columns in the order given, at most a tenth of the width each (one day is a bar, not a wall);
 * a few columns carry their count and key, many their first and last key under the chart.
 */
export function ColumnChart({ data, label, keyLabel = (key) => key }: { data: readonly KeyCount[]; label: string; keyLabel?: (key: string) => string }) {
  if (data.length === 0) return null;
  const max = Math.max(1, ...data.map((d) => d.count));
  const slot = COLUMNS.width / Math.max(data.length, COLUMNS.minSlots);
  const labelled = data.length <= LABELLED_COLUMNS;
  const base = COLUMNS.top + COLUMNS.height;
  return (
    <figure>
      <Columns viewBox={`0 0 ${COLUMNS.width} ${base + (labelled ? COLUMNS.labels : 0)}`} role="img" aria-label={label}>
        <line x1="0" x2={COLUMNS.width} y1={base} y2={base} />
        {data.map((d, i) => {
          const height = (d.count / max) * COLUMNS.height;
          const x = i * slot + slot * 0.15;
          const middle = i * slot + slot / 2;
          return (
            <g key={d.key}>
              <title>{`${keyLabel(d.key)}: ${d.count}`}</title>
              <rect x={x} y={base - height} width={Math.max(slot * 0.7, 1)} height={height} />
              {labelled ? (
                <>
                  <text x={middle} y={base - height - 6} className="count">{d.count}</text>
                  <text x={middle} y={base + 17} className="key">{keyLabel(d.key)}</text>
                </>
              ) : null}
            </g>
          );
        })}
      </Columns>
      {labelled ? null : (
        <Ends aria-hidden="true">
          <span>{keyLabel(data[0]!.key)}</span>
          <span>{keyLabel(data[data.length - 1]!.key)}</span>
        </Ends>
      )}
    </figure>
  );
}

/** One row per key, largest first: its label, a bar, its count. */
export function RowChart({ data, label, keyLabel = (key) => key, limit = 12 }: { data: readonly KeyCount[]; label: string; keyLabel?: (key: string) => string; limit?: number }) {
  if (data.length === 0) return null;
  const rows = [...data].sort((a, b) => b.count - a.count).slice(0, limit);
  const max = Math.max(1, ...rows.map((d) => d.count));
  return (
    <Rows aria-label={label}>
      {rows.map((d) => (
        <li key={d.key}>
          <span className="key">{keyLabel(d.key)}</span>
          <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
            <rect x="0" y="0" width={(d.count / max) * 100} height="10" />
          </svg>
          <span className="count">{d.count}</span>
        </li>
      ))}
    </Rows>
  );
}

const Columns = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  rect {
    fill: ${theme.colors.crust};
  }
  line {
    stroke: ${theme.colors.line};
    stroke-width: 2;
  }
  text {
    text-anchor: middle;
    font-size: 15px;
    fill: ${theme.colors.ink};
  }
  .key {
    font-size: 13px;
    fill: ${theme.colors.muted};
  }
`;

const Ends = styled.figcaption`
  display: flex;
  justify-content: space-between;
  color: ${theme.colors.muted};
  font-size: 0.8rem;
`;

const Rows = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr) 3.5rem;
    gap: ${theme.space(2)};
    align-items: center;
    padding: 2px 0;
  }
  .key {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    width: 100%;
    height: 14px;
  }
  rect {
    fill: ${theme.colors.butter};
    stroke: ${theme.colors.crust};
    stroke-width: 0.4;
  }
  .count {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
