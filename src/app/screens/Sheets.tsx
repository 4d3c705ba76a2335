import { useEffect, useState } from 'preact/hooks';
import { CATALOG, gameTitle } from '../../games/catalog.ts';
import { checkSheet, type ScoreSheet } from '../../store/records.ts';
import { checkNames, NAME_MAX } from '../../store/pad.ts';
import { newSheet, sheetLeaders, sheetTotals } from '../../store/sheets.ts';
import { navigate } from '../router.ts';
import { listSheets, saveSheet } from '../sheetsData.ts';
import { newId } from '../state.ts';
import { LIMIT_WORDS } from '../limits.words.ts';
import { Page, relativeTime, TopBar } from '../ui.tsx';

/** How many sheets the screen lists before "All score sheets". */
const SHEETS_SHOWN = 30;

export function Sheets() {
  const [sheets, setSheets] = useState<ScoreSheet[] | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
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
      <TopBar title="Score sheets" back="/" />
      <Page label="Score sheets">
        {creating ? (
          <NewSheetForm onCancel={() => setCreating(false)} />
        ) : (
          <button type="button" class="btn primary block big" onClick={() => setCreating(true)}>
            New score sheet
          </button>
        )}
        {problems.map((p) => (
          <p class="notice" key={p}>
            {p}
          </p>
        ))}
        <h2>Your newest sheets</h2>
        {sheets === null ? (
          <p class="muted">Loading…</p>
        ) : sheets.length === 0 ? (
          <p class="muted">
            No score sheets yet. Games you play here keep one automatically; for a physical deck, start one above.
          </p>
        ) : (
          <ul class="list">
            {sheets.map((s) => {
              const lead = sheetLeaders(s);
              const totals = sheetTotals(s);
              return (
                <li key={s.id}>
                  <a class="tile" href={`#/sheet/${s.id}`}>
                    <span class="grow">
                      <span class="title">{s.title}</span>
                      <span class="sub" style={{ display: 'block' }}>
                        {gameTitle(s.gameId)} · {s.rounds.length} round{s.rounds.length === 1 ? '' : 's'} ·{' '}
                        {relativeTime(s.updatedAt)}
                      </span>
                      <span class="sub" style={{ display: 'block' }}>
                        {s.players.map((p, i) => `${p} ${totals[i]}`).join(' · ')}
                        {lead.length === 1 ? ` · ${s.finished ? 'won' : 'leads'}: ${s.players[lead[0]!]}` : ''}
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
            All score sheets (History)
          </a>
        )}
      </Page>
    </>
  );
}

function NewSheetForm({ onCancel }: { onCancel: () => void }) {
  const [gameId, setGameId] = useState('koikoi');
  const [count, setCount] = useState(2);
  const [names, setNames] = useState<string[]>(['', '', '', '', '', '', '', '']);
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  // The pad offers the player counts of its game (Career Poker 3–5, Capture 2–6, …).
  const range = CATALOG.find((g) => g.id === gameId)?.players ?? { min: 2, max: 8 };
  const counts = Array.from({ length: range.max - range.min + 1 }, (_, k) => range.min + k);
  const players = Math.min(Math.max(count, range.min), range.max);

  const create = async (e: Event) => {
    e.preventDefault();
    const checked = checkNames(names.slice(0, players).map((n, i) => n.trim() || `Player ${i + 1}`));
    if (!checked.ok) return setError(checked.error);
    const now = Date.now();
    const sheet = newSheet({
      id: newId('sheet'),
      title:
        title.trim() ||
        `${gameTitle(gameId)} · ${new Date(now).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}`,
      gameId,
      players: checked.value,
      now,
    });
    const refused = checkSheet(sheet);
    if (refused) return setError(LIMIT_WORDS[refused.code]);
    await saveSheet(sheet);
    navigate(`/sheet/${sheet.id}`);
  };

  return (
    <form class="stack" onSubmit={(e) => void create(e)} aria-label="New score sheet">
      <label class="field">
        Game
        <select value={gameId} onChange={(e) => setGameId((e.target as HTMLSelectElement).value)}>
          {CATALOG.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
          <option value="other">Other game</option>
        </select>
      </label>
      <label class="field">
        Title (optional)
        <input
          type="text"
          value={title}
          maxLength={120}
          placeholder={gameTitle(gameId)}
          onInput={(e) => setTitle((e.target as HTMLInputElement).value)}
        />
      </label>
      <label class="field">
        Players
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
            <span class="small">Player {i + 1}</span>
            <input
              type="text"
              value={n}
              placeholder={`Player ${i + 1}`}
              autocomplete="off"
              maxLength={NAME_MAX}
              onInput={(e) => setNames(names.map((x, j) => (j === i ? (e.target as HTMLInputElement).value : x)))}
            />
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" class="notice">
          {error}
        </p>
      )}
      <div class="grid2">
        <button type="button" class="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" class="btn primary">
          Create sheet
        </button>
      </div>
    </form>
  );
}
