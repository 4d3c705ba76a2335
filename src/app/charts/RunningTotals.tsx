/**
 * A sheet's or a match's running totals (issue 29 §3, §5): the chart of each player's total over
 * the rounds, and sharing the standings with it. Loaded lazily (./lazy.tsx).
 */
import { words } from '../../i18n/current.ts';
import { chartWords } from './charts.words.ts';
import { LineChart } from './LineChart.tsx';
import { seriesColours } from './chart.ts';
import type { ShareCard } from './image.ts';
import { ShareBar } from './ShareBar.tsx';

export interface RunningTotalsProps {
  title: string;
  /** Under the title in the image and the text (the game, the date). */
  subtitle: string;
  names: readonly string[];
  /** Each player's own colour, when set (issue 29 §1): their line takes it. */
  colours?: readonly (string | undefined)[] | undefined;
  /** running[i][p]: player p's total after round i + 1. */
  running: readonly (readonly number[])[];
  /** The winners when finished (their seats); else the leaders are named. */
  winners?: readonly number[] | undefined;
  lowWins?: boolean | undefined;
  print?: boolean;
}

/** Seats ordered by total (highest first, or lowest when low wins), with places shared on a tie. */
export function places(totals: readonly number[], lowWins = false): { seat: number; place: number }[] {
  const order = totals
    .map((_, i) => i)
    .sort((a, b) => (lowWins ? totals[a]! - totals[b]! : totals[b]! - totals[a]!) || a - b);
  return order.map((seat) => ({
    seat,
    place: 1 + totals.filter((t) => (lowWins ? t < totals[seat]! : t > totals[seat]!)).length,
  }));
}

export function RunningTotals(p: RunningTotalsProps) {
  const w = words(chartWords);
  if (p.running.length === 0) return null;
  const totals = p.running[p.running.length - 1]!;
  const ranked = places(totals, p.lowWins);
  const won = new Set(p.winners ?? ranked.filter((r) => r.place === 1).map((r) => r.seat));
  const verdict = p.winners
    ? w.wonBy([...won].map((s) => p.names[s] ?? ''))
    : w.leads([...won].map((s) => p.names[s] ?? ''));
  const card: ShareCard = {
    title: p.title,
    subtitle: `${p.subtitle} · ${w.rounds(p.running.length)}`,
    placeLabel: w.place,
    lines: ranked.map((r) => ({
      place: r.place,
      name: p.names[r.seat] ?? '',
      value: w.num(totals[r.seat] ?? 0),
      won: won.has(r.seat),
    })),
    chart: {
      names: p.names,
      running: p.running,
      heading: w.runningTotal,
      xLabel: w.round,
      colours: seriesColours(p.colours ?? [], p.names.length),
    },
    fmt: w.num,
    footer: w.madeWith,
  };
  const text = [
    p.title,
    card.subtitle,
    ...ranked.map((r) => w.placeLine(r.place, p.names[r.seat] ?? '', totals[r.seat] ?? 0)),
    verdict,
  ].join('\n');
  return (
    <>
      <LineChart title={p.title} names={p.names} colours={p.colours} running={p.running} />
      <ShareBar card={card} text={text} {...(p.print ? { print: true } : {})} />
    </>
  );
}
