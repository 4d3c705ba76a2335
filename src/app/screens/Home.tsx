import { useEffect, useRef, useState } from 'preact/hooks';
import { gameTitle } from '../../games/catalog.ts';
import { progressLine } from '../../games/progress.words.ts';
import type { HomeMatches } from '../../store/history.ts';
import { getStore, reportError, settings, storageProblem, toast } from '../state.ts';
import { Page, relativeTime, TopBar } from '../ui.tsx';
import { lazyScreen } from '../lazy.tsx';
import { lastBackup, readFacts, reminderFrom, safariDismissed } from '../storage.ts';
import { homeNotice } from '../storageRule.ts';
import { lang, words } from '../../i18n/current.ts';
import { formatNumber } from '../../i18n/intl.ts';
import { homeWords } from './home.words.ts';

/** Loaded only when a storage notice is due (a part of Home: nothing shows if it cannot load). */
const StorageNotice = lazyScreen(
  () => import('../StorageNotice.tsx').then((m) => m.StorageNotice),
  () => null,
);

/** The one-time install hint, loaded after the first paint (a part of Home: nothing if it cannot load). */
const InstallHint = lazyScreen(
  () => import('../InstallCard.tsx').then((m) => m.InstallHint),
  () => null,
);

/** Why nothing can be saved, when the store could not be opened. */
const StorageProblem = lazyScreen(() => import('../StorageProblem.tsx').then((m) => m.StorageProblem));

/** How many unfinished matches Home lists before "All unfinished matches", and finished ones. */
const CONTINUE_SHOWN = 3;
const FINISHED_SHOWN = 10;

export function Home() {
  const w = words(homeWords);
  // Home's matches as short rows, read from the store's indexes (src/store/history.ts `readHome`):
  // the unfinished ones, the newest finished ones and the count, never every match (issue 30 §5).
  const [home, setHome] = useState<HomeMatches | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState<number | null>(null);
  const reading = useRef(0);

  const load = async () => {
    const mine = ++reading.current;
    const store = await getStore();
    if (!store) {
      setHome({ open: [], finished: [], total: 0, newest: 0, problems: [] });
      return;
    }
    try {
      const [{ homeWithStandings }, { problemLineReady }] = await Promise.all([
        import('../history/listing.ts'),
        import('../history/problems.words.ts'),
      ]);
      const got = await homeWithStandings(store, FINISHED_SHOWN);
      if (mine !== reading.current) return;
      const line = await problemLineReady();
      setProblems(got.problems.map(line));
      setHome(got);
    } catch (e) {
      reportError(e);
      setHome({ open: [], finished: [], total: 0, newest: 0, problems: [] });
    }
  };
  useEffect(() => {
    void load();
    return () => {
      reading.current++;
    };
  }, []);
  // The backup reminder's count: the finished matches saved since it last counted (an index count).
  const from = reminderFrom.value;
  useEffect(() => {
    if (!home) return;
    let live = true;
    void getStore().then(async (store) => {
      const n = store ? await (await import('../../store/history.ts')).finishedAfterOf(store, from, home.open) : 0;
      if (live) setUnsaved(n);
    });
    return () => {
      live = false;
    };
  }, [home, from]);

  // Archived matches are kept, out of the lists; Home shows the few newest, History has them all.
  const unfinishedAll = (home?.open ?? []).filter((m) => !m.archived);
  const unfinished = unfinishedAll.slice(0, CONTINUE_SHOWN);
  const finished = home?.finished ?? [];
  // "Later" counts again from the newest match (StorageNotice).
  const newest = home && home.newest > 0 ? [{ updatedAt: home.newest }] : [];
  // Safari's seven-day notice once a match is saved, or the backup reminder (storageRule.ts):
  // decided once the finished matches since the last backup are counted.
  const notice =
    home === null || unsaved === null
      ? null
      : homeNotice(readFacts(), {
          savedMatches: home.total,
          finishedSinceBackup: unsaved,
          backupEvery: settings.value.backupEvery,
          safariDismissed: safariDismissed.value,
        });

  const remove = async (id: string) => {
    const store = await getStore();
    try {
      // Undo for a while, as in History (src/app/screens/History.tsx); trash.ts loads on first use.
      const [bin, { clearMoves, clearSheet }] = await Promise.all([
        import('../../store/trash.ts'),
        import('../match/pending.ts'),
      ]);
      const t = store ? await bin.trash(store, [{ kind: 'match', id }]) : null;
      clearMoves(id);
      if (t) for (const sh of t.sheets) clearSheet(sh.id, Number.MAX_SAFE_INTEGER);
      if (store && t)
        toast(words(homeWords).deleted, {
          timeout: 10_000,
          action: {
            label: words(homeWords).undo,
            run: () =>
              void bin
                .restore(store, t)
                .then(() => load())
                .catch(reportError),
          },
        });
    } catch (e) {
      reportError(e);
    }
    setConfirming(null);
    void load();
  };

  return (
    <>
      <TopBar title="Carriage">
        <a class="icon-btn" href="#/settings">
          <span aria-hidden="true">⚙</span>
          <span class="visually-hidden">{w.settings}</span>
        </a>
      </TopBar>
      <Page label={w.title}>
        <section class="hero">
          <h2 style={{ marginTop: 0 }}>{w.hero}</h2>
          <p>{w.heroBody}</p>
          <div class="grid2">
            <a class="btn primary big" href="#/new">
              {w.newGame}
            </a>
            <a class="btn big" href="#/sheets">
              {w.sheets}
            </a>
          </div>
        </section>
        {storageProblem.value !== null && <StorageProblem error={storageProblem.value} />}
        {notice !== 'safari' && <InstallHint />}
        {problems.map((p) => (
          <p class="notice" key={p}>
            {p}
          </p>
        ))}
        <section aria-labelledby="resume-h">
          <h2 id="resume-h">{w.continue}</h2>
          {home === null ? (
            <p class="muted">{w.loading}</p>
          ) : unfinished.length === 0 ? (
            <p class="muted">{w.noneUnfinished}</p>
          ) : (
            <ul class="list">
              {unfinished.map((m) => (
                <li key={m.id} class="row" style={{ flexWrap: 'nowrap' }}>
                  <a
                    class="tile"
                    href={`#/play/${m.id}`}
                    aria-label={w.resume(gameTitle(m.gameId), m.names.join(w.sep))}
                  >
                    <span class="grow">
                      <span class="title">{gameTitle(m.gameId)}</span>
                      <span class="sub" style={{ display: 'block' }}>
                        {m.names.join(' · ')}
                      </span>
                      <span class="sub" style={{ display: 'block' }}>
                        {progressLine(m) ? `${progressLine(m)} · ` : ''}
                        {relativeTime(m.updatedAt)}
                      </span>
                    </span>
                    <span aria-hidden="true">▶</span>
                  </a>
                  {confirming === m.id ? (
                    <button type="button" class="btn danger" onClick={() => void remove(m.id)}>
                      {w.delete}
                    </button>
                  ) : (
                    <button
                      type="button"
                      class="icon-btn"
                      aria-label={w.deleteGame(gameTitle(m.gameId))}
                      onClick={() => setConfirming(m.id)}
                    >
                      <svg
                        aria-hidden="true"
                        width="22"
                        height="22"
                        viewBox="0 0 24 24"
                        fill="none"
                        stroke="currentColor"
                        stroke-width="2"
                        stroke-linecap="round"
                      >
                        <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
                      </svg>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {unfinishedAll.length > unfinished.length && (
            <a class="btn block" href="#/history/unfinished" style={{ marginTop: 8 }}>
              {w.allUnfinished(formatNumber(lang.value, unfinishedAll.length))}
            </a>
          )}
        </section>
        {notice && (
          <StorageNotice kind={notice} matches={newest} unsaved={unsaved ?? 0} never={lastBackup.value === null} />
        )}
        {finished.length > 0 && (
          <section aria-labelledby="done-h">
            <h2 id="done-h">{w.finished}</h2>
            <ul class="list">
              {finished.map((m) => (
                <li key={m.id}>
                  <a class="tile" href={`#/sheet/${m.sheetId ?? ''}`}>
                    <span class="grow">
                      <span class="title">{gameTitle(m.gameId)}</span>
                      <span class="sub" style={{ display: 'block' }}>
                        {progressLine(m) ?? m.names.join(' · ')} · {relativeTime(m.updatedAt)}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="more-h">
          <h2 id="more-h">{w.more}</h2>
          <a class="btn block" href="#/history" style={{ marginBottom: 8 }}>
            {w.history}
          </a>
          <div class="grid2">
            <a class="btn" href="#/rules">
              {w.rules}
            </a>
            <a class="btn" href="#/settings">
              {w.settings}
            </a>
          </div>
        </section>
      </Page>
    </>
  );
}
