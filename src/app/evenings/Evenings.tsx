/**
 * Evenings (issue 29 §4), from History: `#/history/evenings` lists the sittings (evenings.ts),
 * newest first; `#/history/evening-<id>` shows one: the overall standings across games, each
 * game's matches and rounds won and points, the matches won over the evening as a chart, the
 * matches and sheets themselves, and sharing the standings. A lazy chunk of its own.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { gameTitle } from '../../games/catalog.ts';
import { words } from '../../i18n/current.ts';
import type { ScoreSheet } from '../../store/records.ts';
import { LineChart } from '../charts/LineChart.tsx';
import { type ChartWords, chartWords } from '../charts/charts.words.ts';
import type { ShareCard } from '../charts/image.ts';
import { ShareBar } from '../charts/ShareBar.tsx';
import '../charts/charts.css';
import { listSheets } from '../sheetsData.ts';
import { Page, TopBar } from '../ui.tsx';
import {
  type Evening,
  type EveningStandings,
  eveningStandings,
  groupEvenings,
  itemWinners,
  playerKey,
} from './evenings.ts';

export const isEveningView = (view: string | undefined): view is string =>
  view === 'evenings' || !!view?.startsWith('evening-');

export function Evenings({ view }: { view: string }) {
  const w = words(chartWords);
  const [evenings, setEvenings] = useState<Evening[] | null>(null);
  useEffect(() => {
    let live = true;
    void listSheets().then(({ items }) => {
      if (live) setEvenings(groupEvenings(items));
    });
    return () => {
      live = false;
    };
  }, []);
  const id = view.startsWith('evening-') ? view.slice('evening-'.length) : null;
  if (id !== null) {
    const e = evenings?.find((x) => x.id === id);
    if (evenings === null || !e)
      return (
        <>
          <TopBar title={w.evening} back="/history/evenings" />
          <Page label={w.evening}>
            <p class="muted" role="status">
              {evenings === null ? w.loading : w.notFound}
            </p>
          </Page>
        </>
      );
    return <EveningView w={w} e={e} />;
  }
  return (
    <>
      <TopBar title={w.evenings} back="/history" />
      <Page label={w.evenings}>
        <p class="small muted">{w.eveningsRule}</p>
        {evenings === null ? (
          <p class="muted" role="status">
            {w.loading}
          </p>
        ) : evenings.length === 0 ? (
          <p class="muted">{w.noEvenings}</p>
        ) : (
          <ul class="stack evening-list" data-testid="evenings">
            {evenings.map((e) => (
              <li key={e.id}>
                <a class="tile" href={`#/history/evening-${e.id}`} data-testid="evening">
                  <span class="grow">
                    <span class="title">{w.eveningOf(e.start)}</span>
                    <span class="sub">{e.names.join(' · ')}</span>
                    <span class="sub">
                      {w.items(e.items.length)} · {w.games(new Set(e.items.map((x) => x.gameId)).size)}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Page>
    </>
  );
}

const gameName = (w: ChartWords, gameId: string, title: string) =>
  gameId === 'other' ? title || w.otherGame : gameTitle(gameId);

/** Matches won after each item: running[i][p] over the evening's players (in `e.names` order). */
export function winsOverEvening(e: Evening): number[][] {
  const keys = e.names.map(playerKey);
  const t = keys.map(() => 0);
  return e.items.map((s) => {
    for (const i of itemWinners(s)) {
      const p = keys.indexOf(playerKey(s.players[i] ?? ''));
      if (p >= 0) t[p]!++;
    }
    return [...t];
  });
}

function EveningView({ w, e }: { w: ChartWords; e: Evening }) {
  const st: EveningStandings = useMemo(() => eveningStandings(e), [e]);
  const wins = useMemo(() => winsOverEvening(e), [e]);
  const title = w.eveningOf(e.start);
  const last = wins[wins.length - 1] ?? [];
  const card: ShareCard = {
    title,
    subtitle: `${e.names.join(' · ')} · ${w.items(e.items.length)}`,
    placeLabel: w.place,
    lines: st.overall.map((p) => ({
      place: p.place,
      name: p.name,
      value: w.winsLine(p.matchWins, p.roundsWon),
      won: p.place === 1,
    })),
    chart: { names: e.names, running: wins, heading: w.winsSoFar, xLabel: w.matchNo },
    fmt: w.num,
    footer: w.madeWith,
  };
  const text = [
    title,
    e.names.join(' · '),
    ...st.overall.map((p) => `${w.place(p.place)} ${p.name}: ${w.winsLine(p.matchWins, p.roundsWon)}`),
    ...st.games.map(
      (g) =>
        `${gameName(w, g.gameId, g.title)} (${w.played(g.matches)}): ${g.players.map((p) => w.nameTotal(p.name, p.points)).join(', ')}`,
    ),
  ].join('\n');
  return (
    <>
      <TopBar title={title} back="/history/evenings" />
      <Page label={title}>
        <p class="small muted" style={{ marginTop: 0 }}>
          {e.names.join(' · ')} · {w.items(e.items.length)}
        </p>
        <h2>{w.overall}</h2>
        <ol class="evening-standings" data-testid="evening-overall">
          {st.overall.map((p) => (
            <li key={p.key}>
              <span class="place">{w.place(p.place)}</span>
              <span class="who">{p.name}</span>
              <span class="small">{w.winsLine(p.matchWins, p.roundsWon)}</span>
            </li>
          ))}
        </ol>
        <p class="small muted">{w.rankRule}</p>
        {st.games.map((g) => {
          const name = gameName(w, g.gameId, g.title);
          return (
            <section key={`${g.gameId}:${g.title}`} aria-label={name}>
              <h2>
                {name} <span class="small muted">{w.played(g.matches)}</span>
              </h2>
              <table class="evening-table" data-testid="evening-game">
                <thead>
                  <tr>
                    <th scope="col">{w.player}</th>
                    <th scope="col">{w.matchWins}</th>
                    <th scope="col">{w.roundsWon}</th>
                    <th scope="col">{w.points}</th>
                  </tr>
                </thead>
                <tbody>
                  {g.players.map((p) => (
                    <tr key={p.key}>
                      <th scope="row">{p.name}</th>
                      <td>{w.num(p.matchWins)}</td>
                      <td>{w.num(p.roundsWon)}</td>
                      <td>{w.num(p.points)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
        <LineChart
          title={title}
          names={e.names}
          running={wins}
          words={{
            heading: w.winsSoFar,
            name: w.winsName,
            xLabel: w.matchNo,
            caption: w.winsCaption,
            row: w.afterMatch,
            summary: w.winsSummary(e.names.map((nm, p) => w.nameWins(nm, last[p] ?? 0))),
          }}
        />
        <ShareBar card={card} text={text} />
        <h2>{w.items_}</h2>
        <ul class="stack evening-list">
          {e.items.map((s, i) => (
            <li key={s.id}>
              <a class="tile" href={`#/sheet/${s.id}`}>
                <span class="grow">
                  <span class="title">
                    {w.num(i + 1)}. {s.gameId === 'other' ? s.title || w.otherGame : gameName(w, s.gameId, '')}
                  </span>
                  <span class="sub">{itemLine(w, s as ScoreSheet)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Page>
    </>
  );
}

function itemLine(w: ChartWords, s: ScoreSheet): string {
  const won = itemWinners(s).map((i) => s.players[i] ?? '');
  return [w.rounds(s.rounds.length), won.length ? (s.finished ? w.wonBy(won) : w.leads(won)) : '']
    .filter(Boolean)
    .join(' · ');
}
