// Kill-and-resume soak: plays Koi-Koi (two people), Go-Stop (a bot seat), TravFuda (a bot
// seat) and a score sheet in Chromium, SIGKILLs the browser at random moments, reopens the
// same profile and counts what was shown as saved but is gone. Prints figures; exits 1 when
// anything was lost. Needs the preview server (vite preview) on PORT (default 4185).
//   node scripts/soak.mjs [--kills 100] [--seed 1]
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const arg = (k, d) => {
  const i = process.argv.indexOf(`--${k}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const KILLS = arg('kills', 100);
let seed = arg('seed', 1) >>> 0;
const rand = () => {
  seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return seed / 2 ** 32;
};
const BASE = `http://127.0.0.1:${process.env.PORT ?? 4185}`;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SCENARIOS = [
  {
    name: 'koikoi',
    gameId: 'koikoi',
    seats: [
      ['Aiko', 'human'],
      ['Ben', 'human'],
    ],
  },
  {
    name: 'gostop+bot',
    gameId: 'gostop',
    seats: [
      ['Aiko', 'human'],
      ['Bot', 'bot'],
    ],
  },
  {
    name: 'travfuda+bot',
    gameId: 'travfuda',
    seats: [
      ['Aiko', 'human'],
      ['Bot', 'bot'],
    ],
  },
  { name: 'sheet', sheet: true },
];

async function launch(dir) {
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ARGS,
    headless: true,
    viewport: { width: 390, height: 844 },
  });
  return { ctx, page: ctx.pages()[0] ?? (await ctx.newPage()) };
}

/** SIGKILL every Chromium process of this profile (only the ones this script started). */
function kill(dir) {
  let out = '';
  try {
    out = execFileSync('pgrep', ['-f', '--', `user-data-dir=${dir}`], { encoding: 'utf8' });
  } catch {
    return;
  }
  for (const pid of out.split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {}
  }
}

/**
 * `promise`, or an error naming `what` after `ms`: a call into a page (page.evaluate has no time
 * limit of its own) that never comes back fails the soak with its step named instead of hanging it
 * (a fresh-clone CI run hung here once, 27 November, until it was stopped).
 */
function bounded(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`soak: ${what} gave no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const idb = (page, fn, a) => bounded(page.evaluate(fn, a), 20_000, 'a read or write of the store');
const readSaved = (page, { kind, id }) =>
  idb(
    page,
    ({ kind, id }) =>
      new Promise((res) => {
        const r = indexedDB.open('carriage');
        r.onerror = () => res(-2);
        r.onsuccess = () => {
          const g = r.result
            .transaction(kind === 'sheet' ? 'sheets' : 'matches')
            .objectStore(kind === 'sheet' ? 'sheets' : 'matches')
            .get(id);
          g.onsuccess = () => {
            res(kind === 'sheet' ? (g.result?.rounds.length ?? -1) : (g.result?.moveCount ?? -1));
            r.result.close();
          };
        };
      }),
    { kind, id },
  );

async function createMatch(page, sc, n) {
  const id = `soak-${n}-${sc.name}`;
  await page.goto(`${BASE}/#/`);
  await page.waitForFunction(() => !!document.querySelector('#app *'));
  await idb(
    page,
    ({ id, sc }) =>
      new Promise((res, rej) => {
        const r = indexedDB.open('carriage');
        r.onsuccess = () => {
          const tx = r.result.transaction(['matches', 'sheets'], 'readwrite');
          const now = Date.now();
          const players = sc.seats?.map(([name]) => name) ?? ['Aiko', 'Ben'];
          tx.objectStore('sheets').put({
            id: `sheet-${id}`,
            title: id,
            gameId: sc.gameId ?? 'other',
            players,
            rounds: [],
            history: [],
            createdAt: now,
            updatedAt: now,
            ...(sc.sheet ? {} : { matchId: id }),
          });
          if (!sc.sheet)
            tx.objectStore('matches').put({
              id,
              gameId: sc.gameId,
              options: {},
              seed: id,
              seats: sc.seats.map(([name, kind]) => ({ name, kind })),
              createdAt: now,
              updatedAt: now,
              moveCount: 0,
              finished: false,
              sheetId: `sheet-${id}`,
            });
          tx.oncomplete = () => {
            r.result.close();
            res(null);
          };
          tx.onerror = () => rej(tx.error);
        };
      }),
    { id, sc },
  );
  return sc.sheet ? { kind: 'sheet', id: `sheet-${id}` } : { kind: 'match', id };
}

/** Play in the page until killed; the page records what it shows as saved in window.__shown. */
function startPlaying(page, target) {
  if (target.kind === 'sheet') {
    return page
      .evaluate(async () => {
        const w = window;
        w.__shown = 0;
        for (let k = 0; k < 1000; k++) {
          const add = [...document.querySelectorAll('button')].find((b) => /^Add round/.test(b.textContent));
          if (!add) return;
          add.click();
          await new Promise((r) => setTimeout(r, 20));
          const inputs = [...document.querySelectorAll('dialog input[inputmode="numeric"], .score-inputs input')];
          const set = (el, v) => {
            el.value = v;
            el.dispatchEvent(new Event('input', { bubbles: true }));
          };
          inputs.forEach((el, i) => {
            set(el, String(i === 0 ? k + 1 : -(k + 1)));
          });
          await new Promise((r) => setTimeout(r, 10));
          [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save round')?.click();
          for (let t = 0; t < 100; t++) {
            const rows = document.querySelectorAll('tr[data-saved="yes"]').length;
            if (rows > w.__shown) {
              w.__shown = rows;
              break;
            }
            await new Promise((r) => setTimeout(r, 10));
          }
        }
      })
      .catch(() => undefined);
  }
  return page
    .evaluate(async () => {
      const w = window;
      w.__shown = 0;
      for (let t = 0; t < 200 && !w.__carriageSession; t++) await new Promise((r) => setTimeout(r, 20));
      const s = w.__carriageSession;
      for (let k = 0; k < 3000; k++) {
        if (s.status.value.phase === 'match-over') return;
        if (s.busy.value) {
          await new Promise((r) => setTimeout(r, 10));
          continue;
        }
        if (s.needsHandOff.value) s.takePhone(s.holder.value);
        const viewer = s.viewer.value ?? s.holder.value;
        const { legal } = s.viewFor(viewer);
        if (legal.length === 0) {
          await new Promise((r) => setTimeout(r, 10));
          continue;
        }
        await s.play(viewer, legal[Math.floor(Math.random() * legal.length)]);
        w.__shown = s.writer.persisted;
      }
    })
    .catch(() => undefined);
}

async function main() {
  const t0 = Date.now();
  const stats = Object.fromEntries(SCENARIOS.map((s) => [s.name, { kills: 0, shown: 0, lost: 0 }]));
  for (let n = 0; n < KILLS; n++) {
    const sc = SCENARIOS[n % SCENARIOS.length];
    const dir = mkdtempSync(join(tmpdir(), 'carriage-soak-'));
    try {
      let { page } = await launch(dir);
      const target = await createMatch(page, sc, n);
      await page.goto(`${BASE}/#/${target.kind === 'sheet' ? 'sheet' : 'play'}/${target.id}`);
      // The clock starts once the match (or sheet) is on screen.
      if (target.kind === 'sheet') await page.getByRole('button', { name: /^Add round/ }).waitFor({ timeout: 60_000 });
      else await page.waitForFunction(() => !!window.__carriageSession, null, { timeout: 60_000 });
      void startPlaying(page, target);
      const until = Date.now() + 300 + rand() * 1700;
      let shown = 0;
      while (Date.now() < until) {
        shown = Math.max(
          shown,
          (await bounded(
            page.evaluate(() => window.__shown ?? 0),
            10_000,
            'reading what the page shows as saved',
          ).catch(() => 0)) ?? 0,
        );
        await new Promise((r) => setTimeout(r, 15 + rand() * 30));
      }
      kill(dir);
      await new Promise((r) => setTimeout(r, 200));
      ({ page } = await launch(dir));
      await page.goto(`${BASE}/#/`);
      await page.waitForFunction(() => !!document.querySelector('#app *'));
      // Reopening replays the log and joins pending writes: count what the app now has.
      await page.goto(`${BASE}/#/${target.kind === 'sheet' ? 'sheet' : 'play'}/${target.id}`);
      await page.waitForTimeout(700);
      const saved = await readSaved(page, target);
      const st = stats[sc.name];
      st.kills++;
      st.shown += shown;
      st.lost += Math.max(0, shown - saved);
      if (process.env.SOAK_VERBOSE) console.log(`kill ${n + 1}: ${sc.name} shown ${shown} saved ${saved}`);
      kill(dir);
    } finally {
      kill(dir);
      await new Promise((r) => setTimeout(r, 300));
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
      } catch {
        /* a dying process still held a file: the temp dir is left for the OS */
      }
    }
  }
  const total = Object.values(stats).reduce(
    (a, s) => ({ kills: a.kills + s.kills, shown: a.shown + s.shown, lost: a.lost + s.lost }),
    { kills: 0, shown: 0, lost: 0 },
  );
  console.log(`Kill-and-resume soak: ${total.kills} kills in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  for (const [name, s] of Object.entries(stats))
    console.log(
      `  ${name.padEnd(14)} kills ${String(s.kills).padStart(3)}  ${name === 'sheet' ? 'rounds' : 'moves '} shown as saved ${String(s.shown).padStart(6)}  lost ${s.lost}`,
    );
  console.log(`moves and rounds lost: ${total.lost}`);
  process.exit(total.lost === 0 ? 0 : 1);
}
main().catch((e) => {
  console.error(e);
  process.exit(2);
});
