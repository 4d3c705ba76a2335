import type { ComponentType } from 'preact';
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { CALCULATORS } from '../../games/calculators.ts';
import type { PlayerCalcProps, RoundCalcProps } from '../../games/calc/types.ts';
import { gameTitle } from '../../games/catalog.ts';
import { checkSheet, type ScoreSheet, type SheetRound } from '../../store/records.ts';
import { notePlaceholder, parseScore } from '../../store/pad.ts';
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
import { LIMIT_WORDS } from '../limits.words.ts';
import { Dialog, download, Page, TopBar } from '../ui.tsx';

export function SheetScreen({ id }: { id: string }) {
  const [sheet, setSheet] = useState<ScoreSheet | null | undefined>(undefined);
  const [editing, setEditing] = useState<SheetRound | 'new' | 'adjust' | null>(null);
  const [showHistory, setShowHistory] = useState(false);

  useEffect(() => {
    void loadSheet(id).then((s) => setSheet(s ?? null));
  }, [id]);

  if (sheet === undefined) return <Loading />;
  if (sheet === null) {
    return (
      <>
        <TopBar title="Score sheet" back="/sheets" />
        <Page label="Score sheet not found">
          <p>This score sheet is not on this device.</p>
        </Page>
      </>
    );
  }

  /** Show and save a change; one the store would not read back is refused with its words, the sheet unchanged. */
  const change = (next: ScoreSheet): boolean => {
    const refused = checkSheet(next);
    if (refused) {
      toast(LIMIT_WORDS[refused.code], { kind: 'error', timeout: 8000 });
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

  return (
    <>
      <TopBar title={sheet.title} back="/sheets" />
      <Page label={`Score sheet ${sheet.title}`}>
        <p class="muted small" style={{ marginTop: 0 }}>
          {gameTitle(sheet.gameId)} · {sheet.players.length} players{sheet.matchId ? ' · kept by the game' : ''}
          {sheet.finished
            ? ` · finished, won by ${sheet.finished.winners.map((w) => sheet.players[w]).join(' and ')}`
            : ''}
        </p>
        {unsaved && (
          <p class="notice" role="status" data-testid="sheet-unsaved">
            Not saved yet: the marked rows are kept on this device and saving is retried every few seconds.
          </p>
        )}
        {sheet.matchId && !sheet.finished && (
          <p>
            <a class="btn" href={`#/play/${sheet.matchId}`}>
              Back to the game
            </a>
          </p>
        )}
        {/*
          The table always fits the screen's width (every player's column, however many): names
          wrap, the notes wrap under their round, and the head — names and totals — stays under
          the top bar while the rounds scroll.
        */}
        <div class={`sheet-wrap${sheet.players.length >= 5 ? ' dense' : ''}`}>
          <table class="sheet" aria-label={`Scores for ${sheet.title}`}>
            <thead>
              <tr class="names">
                <th class="rnd" scope="col">
                  Round
                </th>
                {sheet.players.map((p, i) => (
                  <th scope="col" key={i} data-seat={i} class={lead.has(i) ? 'lead' : ''}>
                    {p}
                  </th>
                ))}
              </tr>
              <tr class="totals">
                <th scope="row" class="rnd">
                  Total
                </th>
                {totals.map((t, i) => (
                  <td key={i} class={lead.has(i) ? 'lead' : ''} data-testid={`total-${i}`}>
                    {t}
                    {lead.has(i) && sheet.rounds.length > 0 && (
                      <span class="visually-hidden">{sheet.finished ? ' (won)' : ' (leader)'}</span>
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
                    <span class="cell muted">No rounds yet.</span>
                  </td>
                </tr>
              )}
              {sheet.rounds.map((r, i) => {
                const locked = isGameRound(sheet, r);
                const ok = rowSaved(r);
                const name = `round ${i + 1}${r.label ? ` (${r.label})` : ''}`;
                return (
                  <Fragment key={r.id}>
                    <tr
                      class={`data${r.note || r.adjust || !ok ? ' has-note' : ''}`}
                      data-testid={`round-${i + 1}`}
                      data-saved={ok ? 'yes' : 'no'}
                    >
                      <th scope="row" class="rnd">
                        {locked ? (
                          <span class="rowbtn">
                            <span class="visually-hidden">
                              Round {i + 1}
                              {r.label ? ` (${r.label})` : ''}, kept by the game
                            </span>
                            <span aria-hidden="true">{i + 1}</span>
                            {r.label && (
                              <span class="note" aria-hidden="true">
                                {r.label}
                              </span>
                            )}
                          </span>
                        ) : (
                          <button
                            type="button"
                            class="rowbtn"
                            aria-label={`Edit ${r.adjust ? 'adjustment' : name}`}
                            onClick={() => setEditing(r)}
                          >
                            <span>{r.adjust ? 'adj.' : i + 1}</span>
                            {r.label && !r.adjust && <span class="note">{r.label}</span>}
                          </button>
                        )}
                      </th>
                      {r.scores.map((sc, j) => (
                        <td key={j}>
                          <span class="cell">
                            <span class={sc < 0 ? 'neg' : ''}>{fmt(sc)}</span>
                            <span class="note run">
                              <span aria-hidden="true">Σ</span>
                              <span class="visually-hidden">total so far </span>
                              {running[i]?.[j]}
                            </span>
                          </span>
                        </td>
                      ))}
                    </tr>
                    {(r.note || r.adjust || !ok) && (
                      <tr class="note-row" data-testid={`round-${i + 1}-note`}>
                        <td colSpan={cols} class="small wide">
                          {r.adjust && <strong>Adjustment{r.note ? ': ' : ''}</strong>}
                          {r.note}
                          {!ok && <strong class="neg"> · not saved yet</strong>}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
        <div class="stack" style={{ marginTop: '12px' }}>
          {!sheet.finished && !sheet.matchId && (
            <button type="button" class="btn primary big block" onClick={() => setEditing('new')}>
              Add round {sheet.rounds.length + 1}
            </button>
          )}
          {sheet.matchId && (
            <>
              <p class="small muted" style={{ margin: 0 }}>
                The game writes its rounds here and they cannot be edited. A correction is an adjustment row, counted in
                the totals.
              </p>
              <button type="button" class="btn" onClick={() => setEditing('adjust')}>
                Add adjustment
              </button>
            </>
          )}
          <div class="grid2">
            <button
              type="button"
              class="btn"
              onClick={() => download(`${safeName(sheet.title)}.csv`, sheetToCsv(sheet), 'text/csv')}
            >
              Export CSV
            </button>
            <button type="button" class="btn" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)}>
              {showHistory ? 'Hide history' : 'History'}
            </button>
          </div>
        </div>
        {showHistory && <History sheet={sheet} />}
        {editing && (
          <RoundDialog
            sheet={sheet}
            round={editing === 'new' || editing === 'adjust' ? null : editing}
            adjust={editing === 'adjust' || (typeof editing === 'object' && !!editing.adjust)}
            onClose={() => setEditing(null)}
            onSave={async (scores, note) => {
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
                          ...(editing === 'adjust' ? { adjust: true, label: 'adjust' } : {}),
                        },
                        now,
                      )
                    : editRound(sheet, editing.id, { scores, note }, now);
              } catch (e) {
                if (e instanceof SheetLimitError) return toast(LIMIT_WORDS.rounds, { kind: 'error', timeout: 8000 });
                throw e;
              }
              if (change(next)) setEditing(null);
            }}
            onDelete={async () => {
              if (editing === 'new' || editing === 'adjust') return;
              setEditing(null);
              if (change(deleteRound(sheet, editing.id, Date.now()))) toast('Round deleted. It stays in the history.');
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

function safeName(s: string): string {
  return s.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'score-sheet';
}

function Loading() {
  return (
    <>
      <TopBar title="Score sheet" back="/sheets" />
      <Page label="Loading">
        <p class="muted">Loading…</p>
      </Page>
    </>
  );
}

function History({ sheet }: { sheet: ScoreSheet }) {
  const label = (roundId: string) => {
    const i = sheet.rounds.findIndex((r) => r.id === roundId);
    return i >= 0 ? `round ${i + 1}` : 'a deleted round';
  };
  return (
    <section aria-label="Changes to this sheet">
      <h2>History</h2>
      <ol class="small">
        {sheet.history
          .slice()
          .reverse()
          .map((h, k) => (
            <li key={k}>
              {new Date(h.at).toLocaleString()}:{' '}
              {h.action === 'add' ? 'added' : h.action === 'edit' ? 'edited' : 'deleted'} {label(h.roundId)}
              {h.before ? ` (was ${h.before.scores.join(' / ')}${h.before.note ? `, “${h.before.note}”` : ''})` : ''}
              {h.after && h.action !== 'add' ? ` → ${h.after.scores.join(' / ')}` : ''}
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
  onSave: (scores: number[], note: string) => void;
  onDelete: () => void;
}) {
  const { sheet, round } = props;
  const [values, setValues] = useState<string[]>(round ? round.scores.map(String) : sheet.players.map(() => ''));
  const [note, setNote] = useState(round?.note ?? '');
  const [error, setError] = useState('');
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
      setError('The calculator could not be loaded.');
    }
  };
  // A round calculator (its own chunk, loaded on first use) fills every player's score.
  const openRoundCalc = async () => {
    if (entry?.kind !== 'round') return;
    try {
      const C = await entry.load();
      setRoundCalc(() => C);
    } catch {
      setError('The calculator could not be loaded.');
    }
  };
  if (roundCalc) {
    const RC = roundCalc;
    return (
      <Dialog key="round-calc" title={`Calculate round ${index + 1}`} onClose={() => setRoundCalc(null)}>
        <RC
          sheet={sheet}
          roundIndex={index}
          rules={sheetRules(sheet)}
          onCancel={() => setRoundCalc(null)}
          onUse={(scores, n) => {
            setValues(scores.map(String));
            setNote(note.trim() && !note.startsWith('Calculated:') ? `${note.trim()} · ${n}` : n);
            setRoundCalc(null);
          }}
        />
      </Dialog>
    );
  }
  if (calc) {
    const p = sheet.players[calc.i]!;
    return (
      <Dialog title={`Count ${p}'s cards`} onClose={() => setCalc(null)}>
        <calc.C
          player={p}
          onCancel={() => setCalc(null)}
          onUse={(total, n) => {
            setValues(values.map((v, j) => (j === calc.i ? String(total) : v)));
            if (!note.trim()) setNote(n);
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
    props.onSave(scores, note.trim().slice(0, 500));
  };
  const flip = (i: number) => setValues(values.map((v, j) => (j !== i ? v : v.startsWith('-') ? v.slice(1) : `-${v}`)));

  return (
    <Dialog
      title={
        props.adjust
          ? 'Adjustment'
          : round
            ? `Round ${index + 1}${round.label ? ` (${round.label})` : ''}`
            : `Round ${index + 1}`
      }
      onClose={props.onClose}
    >
      <form class="stack" onSubmit={submit}>
        {entry?.kind === 'round' && (
          <button type="button" class="btn block" onClick={() => void openRoundCalc()}>
            Calculate this round
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
                  aria-label={`${p} score`}
                  onInput={(e) => setValues(values.map((v, j) => (j === i ? (e.target as HTMLInputElement).value : v)))}
                />
                <button
                  type="button"
                  class="icon-btn"
                  style={{ minWidth: '44px', minHeight: '44px' }}
                  aria-label={`Make ${p}'s score negative or positive`}
                  onClick={() => flip(i)}
                >
                  ±
                </button>
                {calculator && (
                  <button
                    type="button"
                    class="btn"
                    aria-label={`Count ${p}'s captured cards`}
                    onClick={() => void openCalc(i)}
                  >
                    Count
                  </button>
                )}
              </span>
            </label>
          ))}
        </div>
        <label class="field">
          Note
          <input
            type="text"
            value={note}
            maxLength={500}
            placeholder={props.adjust ? 'Why the correction, e.g. a yaku we missed' : notePlaceholder(sheet.gameId)}
            onInput={(e) => setNote((e.target as HTMLInputElement).value)}
          />
        </label>
        {error && (
          <p role="alert" class="notice">
            {error}
          </p>
        )}
        <div class="grid2">
          <button type="button" class="btn" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" class="btn primary">
            {props.adjust ? 'Save adjustment' : 'Save round'}
          </button>
        </div>
        {round && (
          <button type="button" class="btn danger" onClick={props.onDelete}>
            Delete this round
          </button>
        )}
      </form>
    </Dialog>
  );
}
