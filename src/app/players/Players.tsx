/**
 * Players and their statistics (issue 29 §1–2): the list of players (`#/history/players`) and a
 * player's page (`#/history/player.<id>`; History's route), filtered by game and period. Both render from the player records at
 * once and fill in the figures when the statistics are ready (src/stats/load.ts): nothing waits
 * on them. A lazy chunk.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { CATALOG, gameTitle } from '../../games/catalog.ts';
import { lang, words } from '../../i18n/current.ts';
import { formatDateTime } from '../../i18n/intl.ts';
import type { PlayerRecord, StatSummary } from '../../store/records.ts';
import { allPlayers, mergePlayers, updatePlayer } from '../../store/players.ts';
import { loadSummaries } from '../../stats/load.ts';
import { everyone, filterSummaries, type Period, playerStats, type StatFilter } from '../../stats/stats.ts';
import { navigate } from '../router.ts';
import { getStore, reportError, toast } from '../state.ts';
import { Page, TopBar } from '../ui.tsx';
import { playerName } from './names.ts';
import { LineChart } from '../charts/LineChart.tsx';
import { VirtualList } from '../history/VirtualList.tsx';
import { type PlayersWords, playersWords } from './players.words.ts';
import { PLAYERS_CSS } from './players.css.ts';

const PERIODS: readonly Period[] = ['tonight', 'month', 'all'];
/** A row of the players list, its gap included (px). */
const ROW = 72;
/** The filter as last left (the list and the pages share it). */
let lastFilter: StatFilter = { period: 'all' };
/** The summaries last loaded: shown at once on the next screen, then brought up to date. */
let lastSummaries: StatSummary[] | null = null;

/** The players and the statistics' summaries, each as soon as it is read. */
function useData(): { players: PlayerRecord[] | null; summaries: StatSummary[] | null; reload: () => void } {
  const [players, setPlayers] = useState<PlayerRecord[] | null>(null);
  const [summaries, setSummaries] = useState<StatSummary[] | null>(lastSummaries);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void (async () => {
      const store = await getStore();
      if (!store) {
        setPlayers([]);
        setSummaries([]);
        return;
      }
      try {
        const ps = await allPlayers(store);
        if (live) setPlayers(ps);
        const sums = await loadSummaries(store);
        lastSummaries = sums;
        if (live) setSummaries(sums);
      } catch (e) {
        reportError(e);
      }
    })();
    return () => {
      live = false;
    };
  }, [tick]);
  return { players, summaries, reload: () => setTick((t) => t + 1) };
}

const gameName = (w: PlayersWords, id: string) => (id === 'other' ? w.otherGame : gameTitle(id));

function Filters({ filter, onChange }: { filter: StatFilter; onChange: (f: StatFilter) => void }) {
  const w = words(playersWords);
  return (
    <fieldset class="pfilters">
      <legend>{w.filters}</legend>
      <label class="field">
        {w.game}
        <select
          value={filter.gameId ?? ''}
          onChange={(e) => {
            const g = (e.target as HTMLSelectElement).value;
            const { gameId: _, ...rest } = filter;
            onChange(g ? { ...rest, gameId: g } : rest);
          }}
        >
          <option value="">{w.everyGame}</option>
          {CATALOG.map((g) => (
            <option key={g.id} value={g.id}>
              {gameTitle(g.id)}
            </option>
          ))}
          <option value="other">{w.otherGame}</option>
        </select>
      </label>
      <div class="segmented" role="group" aria-label={w.period}>
        {PERIODS.map((p) => (
          <button
            type="button"
            key={p}
            aria-pressed={filter.period === p}
            onClick={() => onChange({ ...filter, period: p })}
          >
            {w.periods[p]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function Players({ id }: { id?: string | undefined }) {
  return (
    <>
      {/* The screens' styles travel in their script (one file fewer for a lazy screen to preload). */}
      <style>{PLAYERS_CSS}</style>
      {id ? <PlayerPage id={id} /> : <PlayersList />}
    </>
  );
}

function PlayersList() {
  const w = words(playersWords);
  const { players, summaries } = useData();
  const [filter, setFilter] = useState<StatFilter>(lastFilter);
  const change = (f: StatFilter) => {
    lastFilter = f;
    setFilter(f);
  };
  const figures = useMemo(
    () => (summaries ? everyone(filterSummaries(summaries, filter, Date.now())) : null),
    [summaries, filter],
  );
  const live = (players ?? []).filter((p) => !p.mergedInto);
  // Most matches in the filter first, then by name; bots after people.
  const sorted = [...live].sort(
    (a, b) =>
      Number(!!a.bot) - Number(!!b.bot) ||
      (figures?.get(b.id)?.matches ?? 0) - (figures?.get(a.id)?.matches ?? 0) ||
      playerName(a).localeCompare(playerName(b)),
  );
  return (
    <>
      <TopBar title={w.title} back="/history" />
      <Page label={w.title}>
        <Filters filter={filter} onChange={change} />
        <p class="small muted" aria-live="polite">
          {figures === null ? w.loading : ''}
        </p>
        {players !== null && live.length === 0 && <p>{w.none}</p>}
        {/* Only the rows on screen are in the page (issue 30 §5): rows of one height, a long name cut. */}
        <VirtualList
          items={sorted}
          rowHeight={ROW}
          label={w.title}
          itemKey={(p) => p.id}
          render={(p) => {
            const f = figures?.get(p.id);
            return (
              <a
                class="tile player"
                href={`#/history/player.${encodeURIComponent(p.id)}`}
                data-testid="player-row"
                style={{ height: `${ROW - 8}px`, boxSizing: 'border-box' }}
              >
                <span class="pdot" aria-hidden="true" style={{ background: p.colour ?? 'transparent' }} />
                <span style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
                  <strong
                    style={{ display: 'block', whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}
                  >
                    {playerName(p)}
                  </strong>
                  <span class="small muted">{figures ? w.summary(f?.matches ?? 0, f?.wins ?? 0) : ''}</span>
                </span>
                <span aria-hidden="true">›</span>
              </a>
            );
          }}
        />
      </Page>
    </>
  );
}

function PlayerPage({ id }: { id: string }) {
  const w = words(playersWords);
  const { players, summaries, reload } = useData();
  const [filter, setFilter] = useState<StatFilter>(lastFilter);
  const change = (f: StatFilter) => {
    lastFilter = f;
    setFilter(f);
  };
  const byId = useMemo(() => new Map((players ?? []).map((p) => [p.id, p])), [players]);
  const me = byId.get(id);
  const stats = useMemo(
    () => (summaries ? playerStats(id, filterSummaries(summaries, filter, Date.now())) : null),
    [summaries, filter, id],
  );
  // Yaku are named by the Hanafuda names in the reader's language (their own chunk, loaded when a
  // yaku is to be listed).
  const [yaku, setYaku] = useState<{ lang: string; names: Readonly<Record<string, string>> } | null>(null);
  const l = lang.value;
  const wantsYaku = !!stats?.combos.some((c) => c.id.startsWith('yaku:'));
  useEffect(() => {
    if (!wantsYaku || yaku?.lang === l) return;
    let live = true;
    import('../../games/hanafuda/names.ts')
      .then((m) => m.hanafudaNames(l))
      .then((names) => live && setYaku({ lang: l, names: names.yaku }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wantsYaku, l]);
  // TravFuda's scoring lines, by the family's words in the reader's language (their own chunk too).
  const [tfLines, setTfLines] = useState<{ lang: string; name: (id: string) => string } | null>(null);
  const wantsLines = !!stats?.combos.some((c) => c.id.startsWith('line:'));
  useEffect(() => {
    if (!wantsLines || tfLines?.lang === l) return;
    let live = true;
    import('../../games/travfuda/words.ts')
      .then((m) => m.travFudaWords(l))
      .then((tw) => live && setTfLines({ lang: l, name: (id) => tw.lineName({ id, points: 0 }, []) }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wantsLines, l]);
  if (players !== null && !me) {
    return (
      <>
        <TopBar title={w.title} back="/history/players" />
        <Page label={w.title}>
          <p class="notice">{w.unknown}</p>
        </Page>
      </>
    );
  }
  if (me?.mergedInto) {
    navigate(`/history/player.${encodeURIComponent(me.mergedInto)}`, true);
    return null;
  }
  const title = me ? playerName(me) : w.title;
  const other = (pid: string) => playerName(byId.get(pid), '?');
  const combo = (c: string): string | null => {
    if (c.startsWith('yaku:')) return yaku?.lang === l ? (yaku.names[c.slice(5)] ?? null) : null;
    if (c.startsWith('rank:')) return w.place(Number(c.slice(5)));
    if (c === 'went-out') return w.wentOut;
    if (c === 'jump') return w.jump;
    if (c.startsWith('natural:')) return w.natural(Number(c.slice(8)));
    if (c.startsWith('line:')) return tfLines?.lang === l ? tfLines.name(c.slice(5)) : null;
    return null;
  };
  const figure = (x: number | null, f: (x: number) => string) => (x === null ? w.none_ : f(x));
  const combos = (stats?.combos ?? []).flatMap((c) => {
    const name = combo(c.id);
    return name ? [{ ...c, name }] : [];
  });
  const played = (stats?.timeline ?? []).slice(-100);
  const recent = [...played].reverse();
  return (
    <>
      <TopBar title={title} back="/history/players" />
      <Page label={title}>
        <Filters filter={filter} onChange={change} />
        <section aria-labelledby="pfig-h">
          <h2 id="pfig-h">{w.figures}</h2>
          <div aria-live="polite">
            {stats === null ? (
              <p class="small muted">{w.loading}</p>
            ) : stats.matches === 0 ? (
              <p>{w.noMatches}</p>
            ) : (
              <dl class="pfigures" data-testid="player-figures">
                <dt>{w.matches}</dt>
                <dd data-testid="stat-matches">{w.number(stats.matches)}</dd>
                <dt>{w.wins}</dt>
                <dd data-testid="stat-wins">{w.number(stats.wins)}</dd>
                <dt>{w.winRate}</dt>
                <dd data-testid="stat-rate">{figure(stats.winRate, w.percent)}</dd>
                <dt>{w.rounds}</dt>
                <dd data-testid="stat-rounds">{w.number(stats.rounds)}</dd>
                <dt>{w.average}</dt>
                <dd data-testid="stat-average">{figure(stats.average, w.number)}</dd>
                <dt>{w.best}</dt>
                <dd data-testid="stat-best">{figure(stats.best, w.points)}</dd>
                <dt>{w.streak}</dt>
                <dd data-testid="stat-streak">{w.number(stats.streak)}</dd>
              </dl>
            )}
          </div>
        </section>
        {stats && stats.matches > 0 && (
          <>
            <section class="pchart" data-chart="player-points" aria-labelledby="pchart-h">
              <h2 id="pchart-h">{w.chart}</h2>
              {/* The last hundred matches in the order played; the table below gives the same figures. */}
              <LineChart
                title={title}
                names={[title]}
                running={played.map((t) => [t.points])}
                words={{
                  heading: w.chartCaption,
                  name: w.chartName(title),
                  xLabel: w.chartAxis,
                  caption: w.chartCaption,
                  row: w.chartRow,
                  summary: w.chartSummary(played.length, played.reduce((a, t) => a + t.points, 0) / played.length),
                }}
              />
              <table class="ptable" data-testid="player-timeline">
                <caption>{w.chartCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{w.when}</th>
                    <th scope="col">{w.game}</th>
                    <th scope="col" class="n">
                      {w.pointsHead}
                    </th>
                    <th scope="col">{w.result}</th>
                  </tr>
                </thead>
                <tbody>
                  {recent.map((t, i) => (
                    <tr key={i}>
                      <td>{formatDateTime(lang.value, t.at)}</td>
                      <td>{gameName(w, t.gameId)}</td>
                      <td class="n">{w.number(t.points)}</td>
                      <td>{t.won ? w.won : w.lost}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section aria-labelledby="ph2h-h">
              <h2 id="ph2h-h">{w.headToHead}</h2>
              <table class="ptable" data-testid="head-to-head">
                <thead>
                  <tr>
                    <th scope="col">{w.opponent}</th>
                    <th scope="col" class="n">
                      {w.together}
                    </th>
                    <th scope="col" class="n">
                      {w.ahead}
                    </th>
                    <th scope="col" class="n">
                      {w.behind}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.headToHead.map((h) => (
                    <tr key={h.opponent}>
                      <th scope="row">
                        <a class="plink" href={`#/history/player.${encodeURIComponent(h.opponent)}`}>
                          {other(h.opponent)}
                        </a>
                      </th>
                      <td class="n">{w.number(h.played)}</td>
                      <td class="n">{w.number(h.won)}</td>
                      <td class="n">{w.number(h.lost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section aria-labelledby="pgames-h">
              <h2 id="pgames-h">{w.games}</h2>
              <ul class="list">
                {stats.games.map((g) => (
                  <li key={g.gameId} class="spread">
                    <span>{gameName(w, g.gameId)}</span>
                    <span>{w.gameLine(g.matches, g.wins)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="pcombo-h">
              <h2 id="pcombo-h">{w.combos}</h2>
              {combos.length === 0 ? (
                <p class="small muted">{w.noCombos}</p>
              ) : (
                <ul class="list" data-testid="player-combos">
                  {combos.slice(0, 12).map((c) => (
                    <li key={`${c.gameId} ${c.id}`} class="spread">
                      <span>
                        {c.name} <span class="small muted">· {gameName(w, c.gameId)}</span>
                      </span>
                      <span>{w.times(c.count)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
        {me && !me.bot && <EditPlayer me={me} players={players ?? []} onDone={reload} />}
      </Page>
    </>
  );
}

function EditPlayer({ me, players, onDone }: { me: PlayerRecord; players: PlayerRecord[]; onDone: () => void }) {
  const w = words(playersWords);
  const [name, setName] = useState(me.name);
  const [emoji, setEmoji] = useState(me.emoji ?? '');
  const [colour, setColour] = useState<string | null>(me.colour ?? null);
  const [into, setInto] = useState('');
  const [problem, setProblem] = useState('');
  const others = players.filter((p) => p.id !== me.id && !p.bot && !p.mergedInto);
  const save = async (e: Event) => {
    e.preventDefault();
    if (!name.trim()) return setProblem(w.nameNeeded);
    setProblem('');
    const store = await getStore();
    if (!store) return;
    try {
      await updatePlayer(store, me.id, { name, emoji: emoji.trim() || null, colour });
      toast(w.saved);
      onDone();
    } catch (err) {
      reportError(err);
    }
  };
  const merge = async () => {
    const target = others.find((p) => p.id === into);
    const store = await getStore();
    if (!target || !store) return;
    try {
      await mergePlayers(store, me.id, target.id);
      lastSummaries = null;
      toast(w.merged(playerName(target)));
      navigate(`/history/player.${encodeURIComponent(target.id)}`, true);
    } catch (err) {
      reportError(err);
    }
  };
  return (
    <>
      <form class="stack" onSubmit={(e) => void save(e)} aria-labelledby="pedit-h">
        <h2 id="pedit-h">{w.edit}</h2>
        <label class="field">
          {w.name}
          <input
            type="text"
            value={name}
            maxLength={64}
            autocomplete="off"
            data-testid="player-name"
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
        </label>
        <label class="field">
          {w.emoji}
          <input
            type="text"
            value={emoji}
            maxLength={16}
            autocomplete="off"
            onInput={(e) => setEmoji((e.target as HTMLInputElement).value)}
          />
        </label>
        <div class="row">
          <label class="field" style={{ flex: 1 }}>
            {w.colour}
            <input
              type="color"
              class="pcolour"
              value={colour ?? '#888888'}
              onInput={(e) => setColour((e.target as HTMLInputElement).value)}
            />
          </label>
          <button type="button" class="btn" aria-pressed={colour === null} onClick={() => setColour(null)}>
            {w.noColour}
          </button>
        </div>
        {problem && (
          <p role="alert" class="notice">
            {problem}
          </p>
        )}
        <button type="submit" class="btn primary" data-testid="player-save">
          {w.save}
        </button>
      </form>
      {others.length > 0 && (
        <section class="stack" aria-labelledby="pmerge-h" style={{ marginTop: 16 }}>
          <h2 id="pmerge-h">{w.merge}</h2>
          <p class="small">{w.mergeHelp(playerName(me))}</p>
          <label class="field">
            {w.mergeInto}
            <select value={into} onChange={(e) => setInto((e.target as HTMLSelectElement).value)}>
              <option value="">{w.choose}</option>
              {others.map((p) => (
                <option key={p.id} value={p.id}>
                  {playerName(p)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="btn" disabled={!into} onClick={() => void merge()}>
            {w.mergeNow}
          </button>
        </section>
      )}
    </>
  );
}
