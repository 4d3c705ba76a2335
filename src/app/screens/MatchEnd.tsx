/**
 * The end of a match, the same for every game: who won (ties and teams as the engine states them),
 * the final standings with how each total adds up (the rounds' scores, or a team's players), the
 * last round in words, and what to do next: a rematch with the same seats and rules, a new match,
 * the score sheet, or a look at the table as it ended.
 */
import { Fragment } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { matchStandings, runningTotals, type Standing } from '../../engine/tally.ts';
import type { RoundResult, Status } from '../../engine/types.ts';
import type { SeatInfo } from '../../engine/match.ts';
import { fmtSigned } from '../../table/parts.tsx';
import { createMatch } from '../match/create.ts';
import { navigate } from '../router.ts';
import { reportError } from '../state.ts';
import { words } from '../../i18n/current.ts';
import { playWords } from './play.words.ts';
import { roundName } from '../match/roundName.words.ts';
import { RunningTotals } from '../charts/lazy.tsx';
import { formatDateTime } from '../../i18n/intl.ts';
import { lang } from '../../i18n/current.ts';
import { LookName, type SeatLook } from '../../table/looks.tsx';

export interface MatchEndProps {
  gameId: string;
  title: string;
  status: Status;
  seats: SeatInfo[];
  /** Each seat's player's emoji and colour, when set (issue 29 §1). */
  looks?: readonly (SeatLook | undefined)[];
  /** The finished rounds, in order, as the engine reported them. */
  rounds: RoundResult[];
  /** The last round in words (the sheet's note for it). */
  lastNote: string;
  options: Record<string, unknown>;
  presetId?: string | undefined;
  sheetId: string;
  onShowTable: () => void;
}

/**
 * How a side's total adds up, as terms shown to the player: a team whose total is its players'
 * sum shows each player's total; otherwise (one seat, or partners sharing a total) the rounds'
 * scores of its first seat. Returns the terms, or null when they would not add up to the total
 * (then only the total is shown).
 */
export function addends(
  side: Standing,
  status: Status,
  rounds: readonly RoundResult[],
  names: readonly string[],
): { label?: string; value: number }[] | null {
  if (side.seats.length > 1) {
    const sum = side.seats.reduce((a, s) => a + (status.totals[s] ?? 0), 0);
    if (sum === side.total)
      return side.seats.map((s) => ({ label: names[s] ?? words(playWords).seat(s + 1), value: status.totals[s] ?? 0 }));
  }
  const seat = side.seats[0]!;
  const terms = rounds.map((r, i) => ({
    label: r.name !== undefined ? roundName(r.name) : words(playWords).round(i + 1),
    value: r.scores[seat] ?? 0,
  }));
  return terms.reduce((a, t) => a + t.value, 0) === side.total ? terms : null;
}

export function MatchEnd(p: MatchEndProps) {
  const w = words(playWords);
  const { andList } = w;
  const names = p.seats.map((s, i) => s.name || w.seat(i + 1));
  const { winners, standings } = useMemo(() => matchStandings(p.status), [p.status]);
  const [starting, setStarting] = useState(false);
  const running = useMemo(
    () =>
      runningTotals(
        p.rounds.map((r) => r.scores),
        names.length,
      ),
    [p.rounds, names.length],
  );
  const winningSides = standings.filter((s) => s.place === 1);
  const sideName = (s: Standing) => andList(s.seats.map((x) => names[x]!));
  const verdict =
    winningSides.length > 1
      ? w.tie(winningSides.map(sideName))
      : winners.length > 1
        ? w.teamWins(sideName(winningSides[0]!))
        : w.wins(names[winners[0]!] ?? '');

  // A winner level with a side that did not win: the game's tie-break decided (e.g. Higo-Bana's card points).
  const level =
    winningSides.length === 1 ? standings.filter((s) => s.place !== 1 && s.total === winningSides[0]!.total) : [];
  const tieBreak = level.length > 0 ? w.tieBreak(winningSides[0]!.total, level.map(sideName)) : '';

  const rematch = async () => {
    if (starting) return;
    setStarting(true);
    try {
      const id = await createMatch({
        gameId: p.gameId,
        title: p.title,
        options: p.options,
        presetId: p.presetId,
        seats: p.seats,
      });
      navigate(`/play/${id}`, true);
    } catch (e) {
      setStarting(false);
      reportError(e);
    }
  };

  return (
    <section class="match-end" aria-labelledby="match-end-h" data-testid="match-end">
      <h2 id="match-end-h">{w.matchOver}</h2>
      <p class="verdict" data-testid="match-verdict">
        <span aria-hidden="true">★ </span>
        {verdict}
      </p>
      {tieBreak && (
        <p class="small" data-testid="match-tiebreak">
          {tieBreak}
        </p>
      )}
      <h3>{w.finalStandings}</h3>
      <ol class="standings" aria-label={w.finalStandings}>
        {standings.map((s, k) => {
          const terms = addends(s, p.status, p.rounds, names);
          const shown = terms?.filter((t) => t.value !== 0) ?? [];
          return (
            <li key={k} class={s.place === 1 ? 'won' : ''} data-testid={`standing-${k}`} data-seats={s.seats.join(',')}>
              <span class="place">{w.ordinal(s.place)}</span>
              <span class="who">
                {s.seats.length === 1 ? (
                  <LookName name={names[s.seats[0]!]!} look={p.looks?.[s.seats[0]!]} />
                ) : (
                  <>
                    {s.seats.map((x) =>
                      p.looks?.[x]?.colour ? (
                        <span key={x} class="look-dot" aria-hidden="true" style={{ background: p.looks[x].colour }} />
                      ) : null,
                    )}
                    {andList(s.seats.map((x) => (p.looks?.[x]?.emoji ? `${p.looks[x].emoji} ${names[x]}` : names[x]!)))}
                  </>
                )}
              </span>
              <span class="total" data-testid={`standing-total-${k}`}>
                {s.total}
              </span>
              {terms && terms.length > 0 && (
                <span class="adds small" data-testid={`standing-adds-${k}`}>
                  {shown.length === 0 ? w.noPoints(terms.length) : null}
                  {shown.map((t, i) => {
                    const team =
                      s.seats.length > 1 && terms.length === s.seats.length && t.label === names[s.seats[i]!];
                    return (
                      <Fragment key={i}>
                        {i > 0 && (team ? ' + ' : w.termSep)}
                        <span class="term" data-value={t.value} style={{ whiteSpace: 'nowrap' }}>
                          {t.label} {team ? t.value : fmtSigned(t.value)}
                        </span>
                      </Fragment>
                    );
                  })}
                  {` = ${s.total}`}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {p.lastNote && (
        <p class="small muted last-note">
          <strong>{w.lastRound}</strong> {p.lastNote}
        </p>
      )}
      <div class="stack">
        <button type="button" class="btn primary big block" disabled={starting} onClick={() => void rematch()}>
          {w.rematch}
        </button>
        <div class="grid2">
          <a class="btn" href={`#/new?game=${p.gameId}`}>
            {w.newGame}
          </a>
          <a class="btn" href={`#/sheet/${p.sheetId}`}>
            {w.sheet}
          </a>
        </div>
        <button type="button" class="btn block" onClick={p.onShowTable}>
          {w.showTable}
        </button>
      </div>
      {/* Each player's total over the rounds, and sharing the result (a lazy chunk), after what to do next. */}
      <RunningTotals
        title={p.title}
        subtitle={formatDateTime(lang.value, Date.now())}
        names={names}
        colours={names.map((_, i) => p.looks?.[i]?.colour)}
        running={running}
        winners={p.status.winners}
      />
    </section>
  );
}
