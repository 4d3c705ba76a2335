/**
 * An accessible line chart (issue 29 §3): one line per player, one point per round, axis labels
 * and a legend (colour, dash and marker: told apart without colour), drawn as SVG by
 * `chartMarkup` (chart.ts, the same markup the shared image draws). For screen readers the SVG
 * is an image named by its title and summary, and a visually hidden table gives every figure.
 * Its own lazy chunk (the screens load RunningTotals.tsx on first use), with its CSS.
 */
import { useMemo } from 'preact/hooks';
import { lang } from '../../i18n/current.ts';
import { words } from '../../i18n/current.ts';
import { chartMarkup, geometry, SCREEN_INK, seriesColours, swatchMarkup } from './chart.ts';
import { chartWords } from './charts.words.ts';
import './charts.css';

export const CHART_SIZE = { width: 360, height: 220 } as const;
export const FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans JP", "Noto Sans KR", sans-serif';

let ids = 0;

export interface LineChartProps {
  /** What the chart is of (a sheet's title, a game). */
  title: string;
  /** Its heading, the x axis's label and its table's words; the running total over rounds when absent. */
  words?: {
    heading: string;
    name: string;
    xLabel: string;
    caption: string;
    row: (i: number) => string;
    summary: string;
  };
  names: readonly string[];
  /** Each player's own colour, when set (issue 29 §1): their line takes it (`seriesColours`). */
  colours?: readonly (string | undefined)[] | undefined;
  /** running[i][p]: player p's total after round i + 1. */
  running: readonly (readonly number[])[];
}

export function LineChart({ title, names, running, colours: chosen, words: own }: LineChartProps) {
  const w = words(chartWords);
  const l = lang.value;
  const id = useMemo(() => `chart-${++ids}`, []);
  const g = useMemo(() => geometry(running, names.length, CHART_SIZE, w.num), [running, names.length, l]);
  const key = chosen?.join() ?? '';
  const colours = useMemo(() => seriesColours(chosen ?? [], names.length), [key, names.length]);
  const markup = useMemo(
    () => chartMarkup(g, SCREEN_INK, { fmt: w.num, xLabel: own?.xLabel ?? w.round, font: FONT }, colours),
    [g, l, colours],
  );
  const last = running[running.length - 1] ?? [];
  const summary =
    own?.summary ??
    w.summary(
      running.length,
      names.map((nm, p) => w.nameTotal(nm, last[p] ?? 0)),
    );
  return (
    <figure class="chart" data-testid="running-chart">
      <figcaption id={`${id}-h`} class="chart-h">
        {own?.heading ?? w.runningTotal}
      </figcaption>
      <svg
        class="chart-svg"
        viewBox={`0 0 ${CHART_SIZE.width} ${CHART_SIZE.height}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        dangerouslySetInnerHTML={{
          __html: `<title id="${id}-t">${escapeText(own?.name ?? w.chartOf(title))}</title><desc id="${id}-d">${escapeText(summary)}</desc>${markup}`,
        }}
      />
      <ul class="chart-legend" aria-hidden="true">
        {names.map((nm, p) => (
          <li key={p}>
            <svg
              width="28"
              height="16"
              viewBox="0 0 28 16"
              dangerouslySetInnerHTML={{ __html: swatchMarkup(p, 'var(--surface)', colours[p]) }}
            />
            <span>{nm}</span>
          </li>
        ))}
      </ul>
      {/* The figures for screen readers (the wrapper is hidden: a table will not shrink to 1 px). */}
      <div class="visually-hidden">
        <table data-testid="chart-table">
          <caption>{own?.caption ?? w.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{own?.xLabel ?? w.round}</th>
              {names.map((nm, p) => (
                <th scope="col" key={p}>
                  {nm}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {running.map((r, i) => (
              <tr key={i}>
                <th scope="row">{own ? own.row(i + 1) : w.afterRound(i + 1)}</th>
                {names.map((_, p) => (
                  <td key={p}>{w.num(r[p] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function escapeText(s: string): string {
  return s.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}
