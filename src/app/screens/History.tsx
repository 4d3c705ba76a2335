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
import { historyOf, type HistoryRow } from '../../store/history.ts';
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
import { Page, relativeTime, TopBar } from '../ui.tsx';
import {
  filterRows,
  formatBytes,
  type HistoryFilter,
  NO_FILTER,
  playersOf,
  rowKey,
  type Show,
  type When,
} from '../history/filter.ts';
import { VirtualList } from '../history/VirtualList.tsx';
import '../history/history.css';

/** How long a deletion can be undone from its toast. */
export const UNDO_MS = 10_000;
/** One row's height, gap included (px). */
const ROW = 84;
const DAY = 86_400_000;
/** While rows arrive, the list is drawn again at most this often (ms). */
const SHOW_EVERY = 400;

const SHOWS: [Show, string][] = [
  ['all', 'Everything'],
  ['unfinished', 'Unfinished matches'],
  ['finished', 'Finished matches'],
  ['sheets', 'Score sheets'],
  ['archived', 'Archived'],
];
const WHENS: [When, string][] = [
  ['any', 'Any time'],
  ['7d', 'Last 7 days'],
  ['30d', 'Last 30 days'],
  ['12m', 'Last 12 months'],
  ['older', 'Over a year ago'],
];
const AGES: [string, string][] = [
  ['30', 'a month'],
  ['90', '3 months'],
  ['180', '6 months'],
  ['365', 'a year'],
];

/** The filter as last left, so that coming back from a sheet finds the list as it was. */
let lastFilter: HistoryFilter = NO_FILTER;

const isShow = (s: string | undefined): s is Show => SHOWS.some(([k]) => k === s);
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

function dateOf(ms: number, now: number): string {
  if (now - ms < DAY) return relativeTime(ms, now);
  const d = new Date(ms);
  const sameYear = d.getFullYear() === new Date(now).getFullYear();
  return d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}

function whatWent(t: Trashed): string {
  const sheets = t.sheets.filter((s) => !s.matchId).length;
  const parts = [
    t.matches.length ? plural(t.matches.length, 'match', 'matches') : '',
    sheets ? plural(sheets, 'score sheet') : '',
  ];
  return parts.filter(Boolean).join(' and ') || 'nothing';
}

export function History({ view }: { view?: string }) {
  const [rows, setRows] = useState<HistoryRow[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [problems, setProblems] = useState<string[]>([]);
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
    const found: string[] = [];
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
      } catch (e) {
        reportError(e);
        setRows((r) => r ?? []);
        setLoading(false);
      }
    });
    return () => ctl.abort();
  }, [reads]);

  const shown = useMemo(() => filterRows(rows ?? [], filter, now, gameTitle), [rows, filter, now]);
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
      toast(`Brought back: ${plural(n, 'item')}.`);
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
      toast(`Deleted ${whatWent(t)}: ${formatBytes(t.bytes)} freed.`, {
        timeout: UNDO_MS,
        action: { label: 'Undo', run: () => void undo(t) },
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
      toast(`${at === null ? 'Out of the archive' : 'Archived'}: ${plural(n, 'item')}.`, {
        timeout: UNDO_MS,
        action: { label: 'Undo', run: () => void archive(items, at === null ? Date.now() : null) },
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
  const count = loading
    ? 'Loading…'
    : shown.length === total
      ? `${plural(total, 'match or sheet', 'matches and sheets')}`
      : `${shown.length.toLocaleString()} of ${total.toLocaleString()} shown`;

  return (
    <>
      <TopBar title="History" back="/" />
      <Page label="History">
        <div class={`history${selected.size ? ' selecting' : ''}`}>
          <form class="hfilters" role="search" aria-label="Filter the history" onSubmit={(e) => e.preventDefault()}>
            <label class="field hsearch">
              <span class="small">Search by name</span>
              <input
                type="search"
                value={filter.text}
                placeholder="Game, sheet or player"
                autocomplete="off"
                onInput={(e) => setFilter({ text: (e.target as HTMLInputElement).value })}
              />
            </label>
            <div class="grid2">
              <Select label="Show" value={filter.show} options={SHOWS} onChange={(show) => setFilter({ show })} />
              <Select
                label="Game"
                value={filter.game}
                options={[
                  ['', 'Every game'],
                  ...CATALOG.map((g): [string, string] => [g.id, g.title]),
                  ['other', 'Other game'],
                ]}
                onChange={(game) => setFilter({ game })}
              />
              <Select
                label="Player"
                value={filter.player}
                options={[
                  ['', 'Anyone'],
                  ...[...new Set([...(filter.player ? [filter.player] : []), ...players])].map(
                    (n): [string, string] => [n, n],
                  ),
                ]}
                onChange={(player) => setFilter({ player })}
              />
              <Select label="When" value={filter.when} options={WHENS} onChange={(when) => setFilter({ when })} />
            </div>
          </form>
          <CleanUp onDelete={(items) => void remove(items)} />
          {problems.map((p) => (
            <p class="notice" key={p}>
              {p}
            </p>
          ))}
          <p class="small muted hcount" role="status">
            {count}
          </p>
          {rows !== null && shown.length === 0 && !loading ? (
            <p class="muted">{total === 0 ? 'No games or score sheets yet.' : 'Nothing matches these filters.'}</p>
          ) : (
            <VirtualList
              items={shown}
              rowHeight={ROW}
              label="Matches and score sheets"
              class="hlist"
              itemKey={rowKey}
              render={(r) => (
                <Row r={r} now={now} checked={selected.has(rowKey(r))} onCheck={(on) => toggle(rowKey(r), on)} />
              )}
            />
          )}
        </div>
        {selected.size > 0 && (
          <section class="selbar" aria-label="Selected">
            <p class="small">
              {plural(selected.size, 'selected', 'selected')}
              {selBytes !== null ? ` · about ${formatBytes(selBytes)}` : ''}
            </p>
            <div class="selbtns">
              <button type="button" class="btn" onClick={() => setSelected(new Set())}>
                Clear
              </button>
              {filter.show === 'archived' ? (
                <button type="button" class="btn" onClick={() => void archive(refs(selected), null)}>
                  Unarchive
                </button>
              ) : (
                <button type="button" class="btn" onClick={() => void archive(refs(selected), Date.now())}>
                  Archive
                </button>
              )}
              <button type="button" class="btn danger" onClick={() => void remove(refs(selected))}>
                Delete
              </button>
            </div>
          </section>
        )}
      </Page>
    </>
  );
}

function Row({
  r,
  now,
  checked,
  onCheck,
}: {
  r: HistoryRow;
  now: number;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  const game = gameTitle(r.gameId);
  const name = r.kind === 'sheet' ? r.title || game : game;
  const href = r.kind === 'sheet' ? `#/sheet/${r.id}` : r.finished ? `#/sheet/${r.sheetId}` : `#/play/${r.id}`;
  const state =
    r.kind === 'sheet'
      ? `Score sheet · ${plural(r.rounds ?? 0, 'round')}`
      : r.finished
        ? 'Finished'
        : `Unfinished${progressLine(r) ? ` · ${progressLine(r)}` : ''}`;
  const date = dateOf(r.updatedAt, now);
  return (
    <div class="hrow" data-testid="history-row">
      <label class="hsel">
        <input
          type="checkbox"
          checked={checked}
          aria-label={`Select ${name}, ${r.names.join(', ')}, ${date}`}
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
function CleanUp({ onDelete }: { onDelete: (items: ItemRef[]) => void }) {
  const [age, setAge] = useState('365');
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
      <summary>Delete old finished matches</summary>
      <div class="stack">
        <Select
          label="Finished and last played more than"
          value={age}
          options={AGES.map(([d, t]): [string, string] => [d, `${t} ago`])}
          onChange={(a) => {
            setAge(a);
            setFound(null);
          }}
        />
        <button type="button" class="btn" disabled={busy} onClick={() => void find()}>
          Find them
        </button>
        {found && (
          <div role="status" class="stack">
            <p class="small" style={{ margin: 0 }}>
              {found.items.length === 0
                ? `No finished match was last played before ${dateOf(found.before, Date.now())}.`
                : `${plural(found.items.length, 'finished match', 'finished matches')} last played before ${dateOf(found.before, Date.now())}, with their score sheets: about ${formatBytes(found.bytes)}.`}
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
                Delete {plural(found.items.length, 'match', 'matches')}
              </button>
            )}
          </div>
        )}
      </div>
    </details>
  );
}
