import { useEffect, useState } from 'preact/hooks';
import { CATALOG, gameTitle } from '../../games/catalog.ts';
import { words } from '../../i18n/current.ts';
import type { RecordProblem } from '../../store/history.ts';
import { checkSheet, type LimitCode, type ScoreSheet } from '../../store/records.ts';
import { checkNames, NAME_MAX, type PadProblem } from '../../store/pad.ts';
import { newSheet, sheetLeaders, sheetTotals } from '../../store/sheets.ts';
import { navigate } from '../router.ts';
import { listSheets, saveSheet } from '../sheetsData.ts';
import { getStore, newId, reportError } from '../state.ts';
import { limitText } from '../limits.words.ts';
import { problemLine } from '../history/problems.words.ts';
import { Page, TopBar } from '../ui.tsx';
import { dateOf, gameOf, sheetTitle, sheetWords } from './sheet.words.ts';

/** How many sheets the screen lists before "All score sheets". */
const SHEETS_SHOWN = 30;

export function Sheets() {
  const w = words(sheetWords);
  const [sheets, setSheets] = useState<ScoreSheet[] | null>(null);
  const [problems, setProblems] = useState<RecordProblem[]>([]);
  const [creating, setCreating] = useState(false);
  const [more, setMore] = useState(false);
  useEffect(() => {
    // The newest few; History lists every sheet without putting them all in the page (issue 32 §2).
    void listSheets(SHEETS_SHOWN).then((r) => {
      setSheets(r.items);
      setProblems(r.problems);
      setMore(r.more);
    });
  }, []);

  return (
    <>
      <TopBar title={w.sheets} back="/" />
      <Page label={w.sheets}>
        {creating ? (
          <NewSheetForm onCancel={() => setCreating(false)} />
        ) : (
          <button type="button" class="btn primary block big" onClick={() => setCreating(true)}>
            {w.newSheet}
          </button>
        )}
        {problems.map((p, i) => (
          <p class="notice" key={`${i}:${p.id}`}>
            {problemLine(p)}
          </p>
        ))}
        <h2>{w.newest}</h2>
        {sheets === null ? (
          <p class="muted">{w.loading}</p>
        ) : sheets.length === 0 ? (
          <p class="muted">{w.noSheets}</p>
        ) : (
          <ul class="list">
            {sheets.map((s) => {
              const lead = sheetLeaders(s);
              const totals = sheetTotals(s);
              return (
                <li key={s.id}>
                  <a class="tile" href={`#/sheet/${s.id}`}>
                    <span class="grow">
                      <span class="title">{sheetTitle(w, s)}</span>
                      <span class="sub" style={{ display: 'block' }}>
                        {gameOf(w, s.gameId)} · {w.rounds(s.rounds.length)} · {dateOf(w, s.updatedAt, Date.now())}
                      </span>
                      <span class="sub" style={{ display: 'block' }}>
                        {s.players.map((p, i) => `${p} ${totals[i]}`).join(' · ')}
                        {lead.length === 1 ? ` · ${(s.finished ? w.won : w.leads)(s.players[lead[0]!]!)}` : ''}
                      </span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        {more && (
          <a class="btn block" href="#/history/sheets" style={{ marginTop: 8 }}>
            {w.allSheets}
          </a>
        )}
      </Page>
    </>
  );
}

function NewSheetForm({ onCancel }: { onCancel: () => void }) {
  const w = words(sheetWords);
  const [gameId, setGameId] = useState('koikoi');
  const [count, setCount] = useState(2);
  const [names, setNames] = useState<string[]>(['', '', '', '', '', '', '', '']);
  const [title, setTitle] = useState('');
  // The players who played last (issue 29), offered in the name fields.
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => {
    void getStore().then(async (store) => {
      const all = (await store?.withDb((db) => db.getAll('players')).catch(() => [])) ?? [];
      setRecent(
        all
          .filter((p) => !p.bot && !p.mergedInto && p.name)
          .sort((a, b) => b.updatedAt - a.updatedAt)
          .slice(0, 12)
          .map((p) => p.name),
      );
    });
  }, []);
  const [error, setError] = useState<PadProblem | LimitCode | null>(null);
  // The pad offers the player counts of its game (Career Poker 3–5, Capture 2–6, …).
  const range = CATALOG.find((g) => g.id === gameId)?.players ?? { min: 2, max: 8 };
  const counts = Array.from({ length: range.max - range.min + 1 }, (_, k) => range.min + k);
  const players = Math.min(Math.max(count, range.min), range.max);

  const create = async (e: Event) => {
    e.preventDefault();
    const checked = checkNames(names.slice(0, players).map((n, i) => n.trim() || w.player(i + 1)));
    if (!checked.ok) return setError(checked.error);
    const now = Date.now();
    const sheet = newSheet({
      id: newId('sheet'),
      title: title.trim() || w.defaultTitle(gameOf(w, gameId), now),
      gameId,
      players: checked.value,
      now,
    });
    const refused = checkSheet(sheet);
    if (refused) return setError(refused.code);
    // Each column's player (issue 29): the one of that name, made when new.
    const store = await getStore();
    try {
      if (store)
        sheet.playerIds = await (await import('../../store/players.ts')).seatPlayers(
          store,
          sheet.players.map((name) => ({ name, kind: 'human' as const })),
          now,
        );
    } catch (err) {
      reportError(err);
    }
    await saveSheet(sheet);
    navigate(`/sheet/${sheet.id}`);
  };

  return (
    <form class="stack" onSubmit={(e) => void create(e)} aria-label={w.newSheet}>
      <label class="field">
        {w.game}
        <select value={gameId} onChange={(e) => setGameId((e.target as HTMLSelectElement).value)}>
          {CATALOG.map((g) => (
            <option key={g.id} value={g.id}>
              {gameTitle(g.id)}
            </option>
          ))}
          <option value="other">{w.otherGame}</option>
        </select>
      </label>
      <label class="field">
        {w.titleOptional}
        <input
          type="text"
          value={title}
          maxLength={120}
          placeholder={gameOf(w, gameId)}
          onInput={(e) => setTitle((e.target as HTMLInputElement).value)}
        />
      </label>
      <label class="field">
        {w.players}
        <select value={players} onChange={(e) => setCount(Number((e.target as HTMLSelectElement).value))}>
          {counts.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <div class="grid2">
        {names.slice(0, players).map((n, i) => (
          <label class="field" key={i}>
            <span class="small">{w.player(i + 1)}</span>
            <input
              type="text"
              value={n}
              placeholder={w.player(i + 1)}
              autocomplete="off"
              // Offered only when there are recent players: a field with no suggestions stays a plain text field.
              list={recent.length > 0 ? 'recent-players' : undefined}
              maxLength={NAME_MAX}
              onInput={(e) => setNames(names.map((x, j) => (j === i ? (e.target as HTMLInputElement).value : x)))}
            />
          </label>
        ))}
      </div>
      {/* Recent players (issue 29) offered in each name field. */}
      {recent.length > 0 && (
        <datalist id="recent-players" data-testid="recent-players">
          {recent.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      {error && (
        <p role="alert" class="notice">
          {typeof error === 'string' ? limitText(error) : w.padProblem(error)}
        </p>
      )}
      <div class="grid2">
        <button type="button" class="btn" onClick={onCancel}>
          {w.cancel}
        </button>
        <button type="submit" class="btn primary">
          {w.create}
        </button>
      </div>
    </form>
  );
}
