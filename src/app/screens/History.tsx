/**
 * History (issue 32 §2–3): every match, finished or not, and every score sheet of its own, newest
 * first, filtered by what it is, game, player and date, and searched by name. Only the rows on
 * screen are in the DOM (VirtualList); the rows arrive in chunks (src/store/history.ts), the
 * newest first, so the screen is usable before a large store is read to its end.
 *
 * Delete (one or several, or "finished matches older than …") and archive. A deletion can be
 * undone for UNDO_MS from its toast: what was deleted is kept in memory until then, so closing
 * the app in those seconds makes the deletion final. Each deletion says the space it freed.
 */
import { progressLine } from '../../games/progress.words.ts';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { CATALOG, gameTitle } from '../../games/catalog.ts';
import { ready, words } from '../../i18n/current.ts';
import type { ComponentType } from 'preact';
import { appWords } from '../app.words.ts';
import { historyOf, type HistoryRow, type RecordProblem } from '../../store/history.ts';
import {
  archive as setArchived,
  estimate,
  finishedOlder,
  type ItemRef,
  restore,
  type Trashed,
  trash,
} from '../../store/trash.ts';
import { clearMoves, clearSheet } from '../match/pending.ts';
import { getStore, reportError, toast } from '../state.ts';
import { Page, TopBar } from '../ui.tsx';
import { lazyScreen } from '../lazy.tsx';
import {
  filterRows,
  type HistoryFilter,
  NO_FILTER,
  playersOf,
  rowKey,
  type Show,
  type When,
} from '../history/filter.ts';
import { VirtualList } from '../history/VirtualList.tsx';
import { problemLine } from '../history/problems.words.ts';
import '../history/history.css';
import { type HistoryWords, historyWords } from './history.words.ts';
import { dateOf, sheetWords } from './sheet.words.ts';

/** How long a deletion can be undone from its toast. */
export const UNDO_MS = 10_000;
/** One row's height, gap included (px). */
const ROW = 84;
const DAY = 86_400_000;
/** While rows arrive, the list is drawn again at most this often (ms). */
const SHOW_EVERY = 400;

const SHOWS: readonly Show[] = ['all', 'unfinished', 'finished', 'sheets', 'archived'];
const WHENS: readonly When[] = ['any', '7d', '30d', '12m', 'older'];
const AGES = ['30', '90', '180', '365'] as const;
type Age = (typeof AGES)[number];

/** The filter as last left, so that coming back from a sheet finds the list as it was. */
let lastFilter: HistoryFilter = NO_FILTER;

const isShow = (s: string | undefined): s is Show => SHOWS.some((k) => k === s);

/** A game as the reader names it ("Other game" for a sheet of a game the app does not have). */
const gameOf = (w: HistoryWords, id: string) => (id === 'other' ? w.otherGame : gameTitle(id));

/** The toast of a deletion: what went (a match's own sheet goes with it) and the space freed. */
function deletedLine(w: HistoryWords, t: Trashed): string {
  return w.deleted(t.matches.length, t.sheets.filter((s) => !s.matchId).length, w.bytes(t.bytes));
}

/**
 * An evening's view (`#/history/evenings`, `#/history/evening-<id>`): its own lazy chunk (issue 29
 * §4). Not lazyScreen: a lazy chunk importing it would cost the first visit an export.
 */
let loadedEvenings: ComponentType<{ view: string }> | null = null;
function Evenings({ view }: { view: string }) {
  const [C, setC] = useState(() => loadedEvenings);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (C) return;
    import('../evenings/Evenings.tsx')
      .then(async (m) => {
        await ready();
        loadedEvenings = m.Evenings;
        setC(() => m.Evenings);
      })
      .catch(() => setFailed(true));
  }, []);
  if (failed) return <p class="notice page">{words(appWords).cannotLoad}</p>;
  return C ? <C view={view} /> : null;
}

/**
 * The players and their statistics (issue 29) are reached through History's route: `#/history/players`
 * lists them, `#/history/player.<id>` is one player's page (the first visit's router stays as it is).
 */
const Players = lazyScreen(() => import('../players/Players.tsx').then((m) => m.Players));

export function History({ view }: { view?: string }) {
  if (view === 'players' || view?.startsWith('player.')) return <Players id={view.slice(7) || undefined} />;
  if (view === 'evenings' || view?.startsWith('evening-')) return <Evenings view={view} />;
  return <HistoryList {...(view ? { view } : {})} />;
}

function HistoryList({ view }: { view?: string }) {
  const [rows, setRows] = useState<HistoryRow[] | null>(null);
  const [loading, setLoading] = useState(true);
  const w = words(historyWords);
  const [problems, setProblems] = useState<RecordProblem[]>([]);
  const [filter, setFilterState] = useState<HistoryFilter>(() =>
    isShow(view) ? { ...NO_FILTER, show: view } : lastFilter,
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selBytes, setSelBytes] = useState<number | null>(null);
  const [reads, setReads] = useState(0);
  const [now] = useState(() => Date.now());

  const setFilter = (patch: Partial<HistoryFilter>) => {
    const next = { ...filter, ...patch };
    lastFilter = next;
    setFilterState(next);
    setSelected(new Set());
  };

  useEffect(() => {
    const ctl = new AbortController();
    const byKey = new Map<string, HistoryRow>();
    const found: RecordProblem[] = [];
    // The list is sorted and drawn again at most every SHOW_EVERY ms while chunks arrive, so that
    // a large store is not sorted once per chunk; the first chunk and the last are drawn at once.
    let shownAt = 0;
    let chunks = 0;
    setLoading(true);
    void getStore().then(async (store) => {
      if (!store) {
        setRows([]);
        setLoading(false);
        return;
      }
      try {
        await historyOf(
          store,
          (c) => {
            if (ctl.signal.aborted) return;
            for (const r of c.rows) byKey.set(rowKey(r), r);
            if (c.problems.length) setProblems([...found, ...c.problems].slice(0, 5));
            found.push(...c.problems);
            const t = performance.now();
            if (chunks++ === 0 || c.done || t - shownAt >= SHOW_EVERY) {
              shownAt = t;
              setRows([...byKey.values()].sort((a, b) => b.updatedAt - a.updatedAt));
            }
            if (c.done) setLoading(false);
          },
          ctl.signal,
        );
        // Matches saved before `standing` show an English line: each gets its standing from its log, once (a lazy chunk).
        const old = [...byKey.values()].filter((r) => r.kind === 'match' && !r.standing && r.progress !== undefined);
        if (old.length > 0 && !ctl.signal.aborted) {
          const got = await (await import('../match/standingUpgrade.ts')).upgradeStandings(store, old);
          if (got.size > 0 && !ctl.signal.aborted)
            setRows((rs) =>
              rs ? rs.map((r) => (r.kind === 'match' && got.has(r.id) ? { ...r, standing: got.get(r.id)! } : r)) : rs,
            );
        }
      } catch (e) {
        reportError(e);
        setRows((r) => r ?? []);
        setLoading(false);
      }
    });
    return () => ctl.abort();
  }, [reads]);

  const shown = useMemo(() => filterRows(rows ?? [], filter, now, (id) => gameOf(w, id)), [rows, filter, now, w]);
  const players = useMemo(() => (loading ? [] : playersOf(rows ?? [])), [rows, loading]);
  const refs = (keys: Iterable<string>): ItemRef[] =>
    [...keys].map((k) => {
      const at = k.indexOf(':');
      return { kind: k.slice(0, at) as ItemRef['kind'], id: k.slice(at + 1) };
    });

  // What the selection would free, worked out again when it changes.
  useEffect(() => {
    setSelBytes(null);
    if (selected.size === 0) return;
    let live = true;
    void getStore().then(async (store) => {
      const n = store ? await estimate(store, refs(selected)).catch(() => null) : null;
      if (live && n != null) setSelBytes(n);
    });
    return () => {
      live = false;
    };
  }, [selected]);

  const undo = async (t: Trashed) => {
    const store = await getStore();
    try {
      const n = store ? await restore(store, t) : 0;
      toast(words(historyWords).broughtBack(n));
    } catch (e) {
      reportError(e);
    }
    setReads((n) => n + 1);
  };

  const remove = async (items: ItemRef[]) => {
    const store = await getStore();
    if (!store || items.length === 0) return;
    try {
      const t = await trash(store, items);
      // Writes still waiting for a deleted match or sheet are dropped, not retried into it.
      for (const m of t.matches) clearMoves(m.match.id);
      for (const sh of t.sheets) clearSheet(sh.id, Number.MAX_SAFE_INTEGER);
      const gone = new Set([...t.matches.map((m) => `match:${m.match.id}`), ...t.sheets.map((s) => `sheet:${s.id}`)]);
      setRows((rs) => (rs ? rs.filter((r) => !gone.has(rowKey(r))) : rs));
      setSelected(new Set());
      // A list still loading read the store before this: read it again (the old read is dropped).
      if (loading) setReads((x) => x + 1);
      const w = words(historyWords);
      toast(deletedLine(w, t), {
        timeout: UNDO_MS,
        action: { label: w.undo, run: () => void undo(t) },
      });
    } catch (e) {
      reportError(e);
    }
  };

  const archive = async (items: ItemRef[], at: number | null) => {
    const store = await getStore();
    if (!store || items.length === 0) return;
    try {
      const n = await setArchived(store, items, at);
      const keys = new Set(items.map(rowKey));
      setRows((rs) => (rs ? rs.map((r) => (keys.has(rowKey(r)) ? { ...r, archived: at !== null } : r)) : rs));
      setSelected(new Set());
      // A list still loading read the store before this: its last batch would bring the old rows back.
      if (loading) setReads((x) => x + 1);
      const w = words(historyWords);
      toast(at === null ? w.unarchived(n) : w.archived(n), {
        timeout: UNDO_MS,
        action: { label: w.undo, run: () => void archive(items, at === null ? Date.now() : null) },
      });
    } catch (e) {
      reportError(e);
    }
  };

  const toggle = (key: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    setSelected(next);
  };

  const total = rows?.length ?? 0;
  const count = loading ? w.loading : shown.length === total ? w.count(total) : w.shownOf(shown.length, total);

  return (
    <>
      <TopBar title={w.title} back="/" />
      <Page label={w.title}>
        {/* The players and their statistics (issue 29): Home reaches them through History. */}
        <a class="btn block" href="#/history/players" data-testid="players-link" style={{ marginBottom: 8 }}>
          {w.players}
        </a>
        <div class={`history${selected.size ? ' selecting' : ''}`}>
          <form class="hfilters" role="search" aria-label={w.filters} onSubmit={(e) => e.preventDefault()}>
            <label class="field hsearch">
              <span class="small">{w.search}</span>
              <input
                type="search"
                value={filter.text}
                placeholder={w.searchHint}
                autocomplete="off"
                onInput={(e) => setFilter({ text: (e.target as HTMLInputElement).value })}
              />
            </label>
            <div class="grid2">
              <Select
                label={w.show}
                value={filter.show}
                options={SHOWS.map((k): [Show, string] => [k, w.shows[k]])}
                onChange={(show) => setFilter({ show })}
              />
              <Select
                label={w.game}
                value={filter.game}
                options={[
                  ['', w.everyGame],
                  ...CATALOG.map((g): [string, string] => [g.id, gameTitle(g.id)]),
                  ['other', w.otherGame],
                ]}
                onChange={(game) => setFilter({ game })}
              />
              <Select
                label={w.player}
                value={filter.player}
                options={[
                  ['', w.anyone],
                  ...[...new Set([...(filter.player ? [filter.player] : []), ...players])].map(
                    (n): [string, string] => [n, n],
                  ),
                ]}
                onChange={(player) => setFilter({ player })}
              />
              <Select
                label={w.when}
                value={filter.when}
                options={WHENS.map((k): [When, string] => [k, w.whens[k]])}
                onChange={(when) => setFilter({ when })}
              />
            </div>
          </form>
          <a class="btn block" href="#/history/evenings" data-testid="evenings-link">
            {w.evenings}
          </a>
          <CleanUp w={w} onDelete={(items) => void remove(items)} />
          {problems.map((p, i) => (
            <p class="notice" key={`${i}:${p.id}`}>
              {problemLine(p)}
            </p>
          ))}
          <p class="small muted hcount" role="status">
            {count}
          </p>
          {rows !== null && shown.length === 0 && !loading ? (
            <p class="muted">{total === 0 ? w.empty : w.noMatch}</p>
          ) : (
            <VirtualList
              items={shown}
              rowHeight={ROW}
              label={w.list}
              class="hlist"
              itemKey={rowKey}
              render={(r) => (
                <Row w={w} r={r} now={now} checked={selected.has(rowKey(r))} onCheck={(on) => toggle(rowKey(r), on)} />
              )}
            />
          )}
        </div>
        {selected.size > 0 && (
          <section class="selbar" aria-label={w.selected}>
            <p class="small">
              {w.selectedCount(selected.size)}
              {selBytes !== null ? ` · ${w.about(w.bytes(selBytes))}` : ''}
            </p>
            <div class="selbtns">
              <button type="button" class="btn" onClick={() => setSelected(new Set())}>
                {w.clear}
              </button>
              {filter.show === 'archived' ? (
                <button type="button" class="btn" onClick={() => void archive(refs(selected), null)}>
                  {w.unarchive}
                </button>
              ) : (
                <button type="button" class="btn" onClick={() => void archive(refs(selected), Date.now())}>
                  {w.archive}
                </button>
              )}
              <button type="button" class="btn danger" onClick={() => void remove(refs(selected))}>
                {w.delete}
              </button>
            </div>
          </section>
        )}
      </Page>
    </>
  );
}

function Row({
  w,
  r,
  now,
  checked,
  onCheck,
}: {
  w: HistoryWords;
  r: HistoryRow;
  now: number;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  const game = gameOf(w, r.gameId);
  const name = r.kind === 'sheet' ? r.title || game : game;
  const href = r.kind === 'sheet' ? `#/sheet/${r.id}` : r.finished ? `#/sheet/${r.sheetId}` : `#/play/${r.id}`;
  const progress = r.kind === 'match' && !r.finished ? progressLine(r) : '';
  const state =
    r.kind === 'sheet'
      ? w.sheetState(r.rounds ?? 0)
      : r.finished
        ? w.finished
        : `${w.unfinished}${progress ? ` · ${progress}` : ''}`;
  const date = dateOf(words(sheetWords), r.updatedAt, now);
  return (
    <div class="hrow" data-testid="history-row">
      <label class="hsel">
        <input
          type="checkbox"
          checked={checked}
          aria-label={w.select(name, r.names.join(', '), date)}
          onChange={(e) => onCheck((e.target as HTMLInputElement).checked)}
        />
      </label>
      <a class="tile htile" href={href}>
        <span class="grow">
          <span class="title">{name}</span>
          <span class="sub">{r.names.join(' · ')}</span>
          <span class="sub">
            {state} · {date}
          </span>
        </span>
      </a>
    </div>
  );
}

function Select<T extends string>(p: { label: string; value: T; options: [T, string][]; onChange: (v: T) => void }) {
  return (
    <label class="field">
      <span class="small">{p.label}</span>
      <select value={p.value} onChange={(e) => p.onChange((e.target as HTMLSelectElement).value as T)}>
        {p.options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Delete finished matches older than …": find them, say how many and the space, then delete on a second tap. */
function CleanUp({ w, onDelete }: { w: HistoryWords; onDelete: (items: ItemRef[]) => void }) {
  const [age, setAge] = useState<Age>('365');
  const [found, setFound] = useState<{ items: ItemRef[]; bytes: number; before: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const find = async () => {
    setBusy(true);
    const store = await getStore();
    try {
      const before = Date.now() - Number(age) * DAY;
      const items = store ? await finishedOlder(store, before) : [];
      const bytes = store && items.length ? await estimate(store, items) : 0;
      setFound({ items, bytes, before });
    } catch (e) {
      reportError(e);
    }
    setBusy(false);
  };
  return (
    <details class="cleanup">
      <summary>{w.cleanUp}</summary>
      <div class="stack">
        <Select
          label={w.olderThan}
          value={age}
          options={AGES.map((d): [Age, string] => [d, w.ages[d]])}
          onChange={(a) => {
            setAge(a);
            setFound(null);
          }}
        />
        <button type="button" class="btn" disabled={busy} onClick={() => void find()}>
          {w.find}
        </button>
        {found && (
          <div role="status" class="stack">
            <p class="small" style={{ margin: 0 }}>
              {found.items.length === 0
                ? w.noneBefore(words(sheetWords).date(found.before))
                : w.foundBefore(found.items.length, words(sheetWords).date(found.before), w.bytes(found.bytes))}
            </p>
            {found.items.length > 0 && (
              <button
                type="button"
                class="btn danger"
                onClick={() => {
                  onDelete(found.items);
                  setFound(null);
                }}
              >
                {w.deleteMatches(found.items.length)}
              </button>
            )}
          </div>
        )}
      </div>
    </details>
  );
}
