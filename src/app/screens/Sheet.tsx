import type { ComponentType } from 'preact';
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { CALCULATORS } from '../../games/calculators.ts';
import type { PlayerCalcProps, RoundCalcProps } from '../../games/calc/types.ts';
import { words } from '../../i18n/current.ts';
import { checkSheet, type ScoreSheet, type SheetRound } from '../../store/records.ts';
import { notePlaceholder, type PadProblem, parseScore } from '../../store/pad.ts';
import {
  addRound,
  deleteRound,
  editRound,
  SheetLimitError,
  isGameRound,
  sheetLeaders,
  sheetRunning,
  sheetToCsv,
  sheetTotals,
} from '../../store/sheets.ts';
import { committedSheet, loadSheet, saveSheet, unsavedSheets } from '../sheetsData.ts';
import { sheetRules } from '../calcRules.ts';
import { newId, toast } from '../state.ts';
import { limitText } from '../limits.words.ts';
import { Dialog, download, Page, TopBar } from '../ui.tsx';
import { gameOf, type SheetWords, sheetTitle, sheetWords } from './sheet.words.ts';
import { rendererOf, rowNote, sheetRowWords } from '../match/sheetText.ts';
import type { GameEvent } from '../../engine/events.ts';
import { rowName } from '../match/roundName.words.ts';
import { RunningTotals } from '../charts/lazy.tsx';
import { LookName, type SeatLook } from '../../table/looks.tsx';
import { loadLooks } from '../players/looks.ts';

export function SheetScreen({ id }: { id: string }) {
  const [sheet, setSheet] = useState<ScoreSheet | null | undefined>(undefined);
  const [editing, setEditing] = useState<SheetRound | 'new' | 'adjust' | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  // Each column's player's emoji and colour (issue 29 §1), read once with the sheet.
  const [looks, setLooks] = useState<readonly (SeatLook | undefined)[]>([]);
  const w = words(sheetWords);

  useEffect(() => {
    let live = true;
    void loadSheet(id).then(async (s) => {
      const l = s?.playerIds ? await loadLooks(s.playerIds) : [];
      if (!live) return;
      setLooks(l);
      setSheet(s ?? null);
    });
    return () => {
      live = false;
    };
  }, [id]);

  if (sheet === undefined) return <Loading />;
  if (sheet === null) {
    return (
      <>
        <TopBar title={w.sheet} back="/sheets" />
        <Page label={w.notFound}>
          <p>{w.notHere}</p>
        </Page>
      </>
    );
  }

  /** Show and save a change; one the store would not read back is refused with its words, the sheet unchanged. */
  const change = (next: ScoreSheet): boolean => {
    const refused = checkSheet(next);
    if (refused) {
      toast(limitText(refused.code), { kind: 'error', timeout: 8000 });
      return false;
    }
    setSheet(next);
    void saveSheet(next);
    return true;
  };
  // A row shows as saved only when the version IndexedDB committed has it as shown.
  const saved = committedSheet(sheet.id);
  const unsaved = unsavedSheets.value.has(sheet.id);
  const rowSaved = (r: SheetRound) =>
    !unsaved || !!saved?.rounds.some((x) => x.id === r.id && JSON.stringify(x) === JSON.stringify(r));
  const cols = sheet.players.length + 1;
  const totals = sheetTotals(sheet);
  const running = sheetRunning(sheet);
  // A finished match's winners as its engine stated them (a team, a tie-break); else the highest total so far.
  const lead = new Set(sheet.finished?.winners ?? sheetLeaders(sheet));
  const title = sheetTitle(w, sheet);
  // Rows keeping their outcome as data are worded by the game's renderer (its chunk, loaded once).
  const rw = sheetRowWords(sheet, sheet.rounds.some((r) => r.events) ? rendererOf(sheet.gameId) : null);

  return (
    <>
      <TopBar title={title} back="/sheets" />
      <Page label={w.pageLabel(title)}>
        <p class="muted small" style={{ marginTop: 0 }}>
          {gameOf(w, sheet.gameId)} · {w.playerCount(sheet.players.length)}
          {sheet.matchId ? ` · ${w.keptByGame}` : ''}
          {sheet.finished ? ` · ${w.wonBy(sheet.finished.winners.map((x) => sheet.players[x] ?? ''))}` : ''}
        </p>
        {unsaved && (
          <p class="notice" role="status" data-testid="sheet-unsaved">
            {w.unsaved}
          </p>
        )}
        {sheet.matchId && !sheet.finished && (
          <p>
            <a class="btn" href={`#/play/${sheet.matchId}`}>
              {w.backToGame}
            </a>
          </p>
        )}
        {/*
          The table always fits the screen's width (every player's column, however many): names
          wrap, the notes wrap under their round, and the head — names and totals — stays under
          the top bar while the rounds scroll.
        */}
        <div class={`sheet-wrap${sheet.players.length >= 5 ? ' dense' : ''}`}>
          <table class="sheet" aria-label={w.scoresFor(title)}>
            <thead>
              <tr class="names">
                <th class="rnd" scope="col">
                  {w.round}
                </th>
                {sheet.players.map((p, i) => (
                  <th
                    scope="col"
                    key={i}
                    data-seat={i}
                    class={`${lead.has(i) ? 'lead' : ''}${looks[i]?.colour ? ' marked' : ''}`.trim()}
                    style={looks[i]?.colour ? ({ '--look': looks[i].colour } as never) : undefined}
                  >
                    <LookName name={p} look={looks[i]} dot={false} />
                  </th>
                ))}
              </tr>
              <tr class="totals">
                <th scope="row" class="rnd">
                  {w.total}
                </th>
                {totals.map((t, i) => (
                  <td key={i} class={lead.has(i) ? 'lead' : ''} data-testid={`total-${i}`}>
                    {t}
                    {lead.has(i) && sheet.rounds.length > 0 && (
                      <span class="visually-hidden">{sheet.finished ? w.wonMark : w.leaderMark}</span>
                    )}
                    {lead.has(i) && sheet.rounds.length > 0 && (
                      <span class="leader-badge" aria-hidden="true">
                        ★
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.rounds.length === 0 && (
                <tr>
                  <td colSpan={cols} class="wide">
                    <span class="cell muted">{w.noRounds}</span>
                  </td>
                </tr>
              )}
              {sheet.rounds.map((r, i) => {
                const locked = isGameRound(sheet, r);
                const ok = rowSaved(r);
                const name = rw.name(r);
                const note = rw.note(r);
                return (
                  <Fragment key={r.id}>
                    <tr
                      class={`data${note || r.adjust || !ok ? ' has-note' : ''}`}
                      data-testid={`round-${i + 1}`}
                      data-saved={ok ? 'yes' : 'no'}
                    >
                      <th scope="row" class="rnd">
                        {locked ? (
                          <span class="rowbtn">
                            <span class="visually-hidden">{w.roundKept(i + 1, name)}</span>
                            <span aria-hidden="true">{i + 1}</span>
                            {name && (
                              <span class="note" aria-hidden="true">
                                {name}
                              </span>
                            )}
                          </span>
                        ) : (
                          <button
                            type="button"
                            class="rowbtn"
                            aria-label={r.adjust ? w.editAdjustment : w.editRound(i + 1, name)}
                            onClick={() => setEditing(r)}
                          >
                            <span>{r.adjust ? w.adj : i + 1}</span>
                            {name && !r.adjust && <span class="note">{name}</span>}
                          </button>
                        )}
                      </th>
                      {r.scores.map((sc, j) => (
                        <td key={j}>
                          <span class="cell">
                            <span class={sc < 0 ? 'neg' : ''}>{fmt(sc)}</span>
                            <span class="note run">
                              <span aria-hidden="true">Σ</span>
                              <span class="visually-hidden">{w.totalSoFar}</span>
                              {running[i]?.[j]}
                            </span>
                          </span>
                        </td>
                      ))}
                    </tr>
                    {(note || r.adjust || !ok) && (
                      <tr class="note-row" data-testid={`round-${i + 1}-note`}>
                        <td colSpan={cols} class="small wide">
                          {r.adjust && (
                            <strong>
                              {w.adjustment}
                              {note ? ': ' : ''}
                            </strong>
                          )}
                          {note}
                          {!ok && <strong class="neg">{w.notSavedYet}</strong>}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
        {/* The running totals as a chart, and sharing them (a lazy chunk; none before a round). */}
        {sheet.rounds.length > 0 && (
          <RunningTotals
            title={title}
            subtitle={`${gameOf(w, sheet.gameId)} · ${w.date(sheet.updatedAt)}`}
            names={sheet.players}
            colours={sheet.players.map((_, i) => looks[i]?.colour)}
            running={running}
            winners={sheet.finished?.winners}
            lowWins={sheet.lowWins}
            print
          />
        )}
        <div class="stack" style={{ marginTop: '12px' }}>
          {!sheet.finished && !sheet.matchId && (
            <button type="button" class="btn primary big block" onClick={() => setEditing('new')}>
              {w.addRound(sheet.rounds.length + 1)}
            </button>
          )}
          {sheet.matchId && (
            <>
              <p class="small muted" style={{ margin: 0 }}>
                {w.gameWrites}
              </p>
              <button type="button" class="btn" onClick={() => setEditing('adjust')}>
                {w.addAdjustment}
              </button>
            </>
          )}
          <div class="grid2">
            <button
              type="button"
              class="btn"
              onClick={() =>
                download(
                  `${safeName(title, w.fileName)}.csv`,
                  sheetToCsv(sheet, {
                    round: w.round,
                    note: w.note,
                    total: w.total,
                    name: (r) => (r.adjust ? w.adj : rw.name(r)),
                    rowNote: rw.note,
                  }),
                  'text/csv',
                )
              }
            >
              {w.exportCsv}
            </button>
            <button type="button" class="btn" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)}>
              {showHistory ? w.hideHistory : w.history}
            </button>
          </div>
        </div>
        {showHistory && <History w={w} sheet={sheet} />}
        {editing && (
          <RoundDialog
            sheet={sheet}
            round={editing === 'new' || editing === 'adjust' ? null : editing}
            adjust={editing === 'adjust' || (typeof editing === 'object' && !!editing.adjust)}
            onClose={() => setEditing(null)}
            onSave={async (scores, note, calculated) => {
              const now = Date.now();
              let next: ScoreSheet;
              try {
                next =
                  editing === 'new' || editing === 'adjust'
                    ? addRound(
                        sheet,
                        {
                          id: newId(editing === 'adjust' ? 'adj' : 'r'),
                          scores,
                          note,
                          ...(calculated ? { events: calculated, calculated: true } : {}),
                          ...(editing === 'adjust' ? { adjust: true, label: 'adjust' } : {}),
                        },
                        now,
                      )
                    : editRound(
                        sheet,
                        editing.id,
                        { scores, note, ...(calculated !== undefined ? { calculated } : {}) },
                        now,
                      );
              } catch (e) {
                if (e instanceof SheetLimitError) return toast(limitText('rounds'), { kind: 'error', timeout: 8000 });
                throw e;
              }
              if (change(next)) setEditing(null);
            }}
            onDelete={async () => {
              if (editing === 'new' || editing === 'adjust') return;
              setEditing(null);
              if (change(deleteRound(sheet, editing.id, Date.now()))) toast(words(sheetWords).roundDeleted);
            }}
          />
        )}
      </Page>
    </>
  );
}

function fmt(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function safeName(s: string, fallback: string): string {
  return s.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || fallback;
}

function Loading() {
  const w = words(sheetWords);
  return (
    <>
      <TopBar title={w.sheet} back="/sheets" />
      <Page label={w.loading}>
        <p class="muted">{w.loading}</p>
      </Page>
    </>
  );
}

function History({ w, sheet }: { w: SheetWords; sheet: ScoreSheet }) {
  const number = (roundId: string) => {
    const i = sheet.rounds.findIndex((r) => r.id === roundId);
    return i >= 0 ? i + 1 : null;
  };
  return (
    <section aria-label={w.changes}>
      <h2>{w.history}</h2>
      <ol class="small">
        {sheet.history
          .slice()
          .reverse()
          .map((h, k) => (
            <li key={k}>
              {w.change(
                h.at,
                h.action,
                number(h.roundId),
                h.before?.scores.join(' / '),
                h.before?.note,
                h.after && h.action !== 'add' ? h.after.scores.join(' / ') : undefined,
              )}
            </li>
          ))}
      </ol>
    </section>
  );
}

function RoundDialog(props: {
  sheet: ScoreSheet;
  round: SheetRound | null;
  adjust?: boolean;
  onClose: () => void;
  /** `calculated`: a round calculator's events for the row (absent: unchanged; null: removed). */
  onSave: (scores: number[], note: string, calculated?: readonly GameEvent[] | null) => void;
  onDelete: () => void;
}) {
  const { sheet, round } = props;
  const w = words(sheetWords);
  const [values, setValues] = useState<string[]>(round ? round.scores.map(String) : sheet.players.map(() => ''));
  const [note, setNote] = useState(round?.note ?? '');
  // The round's outcome a calculator gave as the game's events (worded below the note, and on the sheet);
  // the players' own words stay in the note.
  const [calcEvents, setCalcEvents] = useState<readonly GameEvent[] | null | undefined>(undefined);
  const shownEvents = calcEvents === undefined ? (round?.calculated ? round.events : undefined) : calcEvents;
  const render = shownEvents ? rendererOf(sheet.gameId) : undefined;
  const [error, setError] = useState<PadProblem | 'calc' | null>(null);
  const [calc, setCalc] = useState<{ i: number; C: ComponentType<PlayerCalcProps> } | null>(null);
  const [roundCalc, setRoundCalc] = useState<ComponentType<RoundCalcProps> | null>(null);
  const index = round ? sheet.rounds.indexOf(round) : sheet.rounds.length;
  const entry = CALCULATORS[sheet.gameId];
  const calculator = entry?.kind === 'player' ? entry.load : undefined;
  const openCalc = async (i: number) => {
    if (!calculator) return;
    try {
      setCalc({ i, C: await calculator() });
    } catch {
      setError('calc');
    }
  };
  // A round calculator (its own chunk, loaded on first use) fills every player's score.
  const openRoundCalc = async () => {
    if (entry?.kind !== 'round') return;
    try {
      const C = await entry.load();
      setRoundCalc(() => C);
    } catch {
      setError('calc');
    }
  };
  if (roundCalc) {
    const RC = roundCalc;
    return (
      <Dialog key="round-calc" title={w.calculateRound(index + 1)} onClose={() => setRoundCalc(null)}>
        <RC
          sheet={sheet}
          roundIndex={index}
          rules={sheetRules(sheet)}
          onCancel={() => setRoundCalc(null)}
          onUse={(scores, events) => {
            setValues(scores.map(String));
            setCalcEvents(events.length > 0 ? events : null);
            setRoundCalc(null);
          }}
        />
      </Dialog>
    );
  }
  if (calc) {
    const p = sheet.players[calc.i]!;
    return (
      <Dialog title={w.countCardsOf(p)} onClose={() => setCalc(null)}>
        <calc.C
          player={p}
          seat={calc.i}
          onCancel={() => setCalc(null)}
          onUse={(total, events) => {
            setValues(values.map((v, j) => (j === calc.i ? String(total) : v)));
            // This player's count replaces their earlier one; the others' stay (in seat order).
            const kept = (shownEvents ?? []).filter((e) => e.seat !== calc.i);
            const next = [...kept, ...events].sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0));
            setCalcEvents(next.length > 0 ? next : null);
            setCalc(null);
          }}
        />
      </Dialog>
    );
  }

  const submit = (e: Event) => {
    e.preventDefault();
    const scores: number[] = [];
    for (const [i, v] of values.entries()) {
      const r = parseScore(v, sheet.players[i]!);
      if (!r.ok) return setError(r.error);
      scores.push(r.value);
    }
    props.onSave(scores, note.trim().slice(0, 500), calcEvents);
  };
  const flip = (i: number) => setValues(values.map((v, j) => (j !== i ? v : v.startsWith('-') ? v.slice(1) : `-${v}`)));

  return (
    <Dialog
      title={props.adjust ? w.adjustment : w.roundTitle(index + 1, round ? rowName(round) : undefined)}
      onClose={props.onClose}
    >
      <form class="stack" onSubmit={submit}>
        {entry?.kind === 'round' && (
          <button type="button" class="btn block" onClick={() => void openRoundCalc()}>
            {w.calculateThis}
          </button>
        )}
        <div class="score-inputs">
          {sheet.players.map((p, i) => (
            <label class="field" key={i}>
              <span class="small">{p}</span>
              <span class="row" style={{ flexWrap: 'nowrap', gap: '4px' }}>
                <input
                  type="text"
                  inputMode="numeric"
                  autocomplete="off"
                  value={values[i]}
                  aria-label={w.scoreOf(p)}
                  onInput={(e) => setValues(values.map((v, j) => (j === i ? (e.target as HTMLInputElement).value : v)))}
                />
                <button
                  type="button"
                  class="icon-btn"
                  style={{ minWidth: '44px', minHeight: '44px' }}
                  aria-label={w.flip(p)}
                  onClick={() => flip(i)}
                >
                  ±
                </button>
                {calculator && (
                  <button type="button" class="btn" aria-label={w.countCaptured(p)} onClick={() => void openCalc(i)}>
                    {w.count}
                  </button>
                )}
              </span>
            </label>
          ))}
        </div>
        <label class="field">
          {w.note}
          <input
            type="text"
            value={note}
            maxLength={500}
            placeholder={props.adjust ? w.adjustHint : w.noteHints[notePlaceholder(sheet.gameId)]}
            onInput={(e) => setNote((e.target as HTMLInputElement).value)}
          />
        </label>
        {shownEvents && shownEvents.length > 0 && (
          <p class="small" data-testid="calc-note">
            {rowNote(
              { id: '', scores: [], note: '', at: 0, events: [...shownEvents], calculated: true },
              sheet.players,
              render,
            )}
          </p>
        )}
        {error && (
          <p role="alert" class="notice">
            {error === 'calc' ? w.calcFailed : w.padProblem(error)}
          </p>
        )}
        <div class="grid2">
          <button type="button" class="btn" onClick={props.onClose}>
            {w.cancel}
          </button>
          <button type="submit" class="btn primary">
            {props.adjust ? w.saveAdjustment : w.saveRound}
          </button>
        </div>
        {round && (
          <button type="button" class="btn danger" onClick={props.onDelete}>
            {w.deleteRound}
          </button>
        )}
      </form>
    </Dialog>
  );
}
