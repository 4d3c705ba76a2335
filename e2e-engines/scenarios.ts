/**
 * What every engine must do at phone size (360×640), written once for all of them: a Koi-Koi
 * round against a Hard bot by tapping cards, a reload back to the same position, a score sheet
 * that survives a reload, the app opening and dealing offline after one visit, and a second tab
 * that only follows. The selectors are the Chromium specs' (e2e/hana.ts, e2e/fixtures.ts): roles
 * and accessible names, labels, data-testid. Checks are what a player sees, never a fixed result.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type BrowserSession,
  css,
  type Engine,
  first,
  inside,
  label,
  Page,
  type Query,
  role,
  testid,
  text,
  until,
} from './page.ts';
import { type Served, serve } from './server.ts';

const HAND = role('region', 'Your hand');
const FIELD = role('region', 'Field');
/** A card on screen, a button when it can be tapped, an image when not. */
const card: Query = { css: '.card', name: /^Koi-Koi: / };
const handCards = inside(HAND, card);
const playable = inside(HAND, role('button', /^Koi-Koi: /));
const fieldCards = inside(role('group', /^Field cards: /), card);
const BUSY = css('.felt[data-busy="true"]');
const YOUR_TURN = text('Your turn: tap a card in your hand.');
/** A Hard bot may think for seconds on a busy machine: waits on the table are long. */
const TABLE_MS = 90_000;

const NEXT_ROUND = role('button', /^Next round/);

/** What the Koi-Koi table asks for, read in one look. */
const SCREEN = {
  handoff: role('button', /^I'm .* show my cards$/),
  deal: role('button', 'Deal the cards'),
  over: role('heading', /over$/),
  stop: role('button', /^Stop/),
  choose: text('Choose a card: tap the one to take.'),
  draw: role('button', 'Draw from the stock'),
  turn: YOUR_TURN,
} satisfies Record<string, Query>;

/** Take one step of whatever the table asks for, as hanaStep does in e2e/hana.ts; returns what it did. */
async function step(page: Page): Promise<string> {
  await page.waitGone(BUSY, TABLE_MS);
  const s = await page.shown(SCREEN);
  if (s.handoff) return page.click(SCREEN.handoff).then(() => 'handoff');
  if (s.deal) return page.click(SCREEN.deal).then(() => 'deal');
  if (s.over) return 'round-over';
  if (s.stop) return page.click(first(SCREEN.stop)).then(() => 'stop');
  if (s.choose) return page.click(first(inside(FIELD, css('button.card.target:not(.stock-btn)')))).then(() => 'choose');
  if (s.draw) return page.click(SCREEN.draw).then(() => 'draw');
  if (s.turn && (await page.count(playable)) > 0) {
    // Tap a card to pick it, then tap it again to play it.
    const name = (await page.names(first(playable)))[0]!;
    await page.click(first(playable));
    const picked = inside(HAND, role('button', name));
    await page.waitAttr(picked, 'aria-pressed', 'true');
    await page.click(picked);
    return 'play';
  }
  await new Promise((r) => setTimeout(r, 100));
  return 'wait';
}

/** Start Koi-Koi with Aiko against a bot; returns the match id from the address. */
async function startKoiKoi(page: Page, seed: string, level?: 'Easy' | 'Normal' | 'Hard'): Promise<string> {
  await page.goto(`/#/new?game=koikoi&seed=${seed}`);
  await page.fill(label('Seat 1 name'), 'Aiko');
  if (level) {
    const button = inside(role('group', 'Seat 2 bot level'), role('button', level));
    await page.click(button);
    await page.waitAttr(button, 'aria-pressed', 'true');
  }
  await page.click(role('button', 'Start Koi-Koi'));
  const url = await until(async () => /#\/play\/([^?]+)/.exec(await page.url())?.[1], 'the table to open');
  return url;
}

/**
 * Play until my turn is on screen and untouched, with at least `plays` cards played by me; a
 * round that ends first (a bot may stop early) is followed by the next one.
 */
async function untilMyTurn(page: Page, plays = 0): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 300; i++) {
    await page.waitGone(BUSY, TABLE_MS);
    const s = await page.shown(SCREEN);
    if (s.over) {
      await page.click(NEXT_ROUND);
      seen.push('next-round');
      continue;
    }
    if (s.turn && !s.draw && !s.choose && !s.stop && seen.filter((x) => x === 'play').length >= plays)
      if ((await page.count(playable)) > 0) return seen;
    const did = await step(page);
    if (did !== 'wait') seen.push(did);
  }
  throw new Error(`my turn never came (${seen.join(' ')})`);
}

/** The cards on screen: my hand and the field, by their names. */
async function cardsOnScreen(page: Page): Promise<{ hand: string[]; field: string[] }> {
  // The cards, not their state: a card this tab cannot play now says so in its name (issue 28 §2),
  // and a tab that only follows can play none.
  const card = (n: string) => n.replace(/ \(not playable now\)$/, '');
  return { hand: (await page.names(handCards)).map(card), field: (await page.names(fieldCards)).map(card) };
}

/** The page is phone-sized and nothing runs off its side. */
async function phoneSized(page: Page): Promise<void> {
  const [w, h, scroll] = await page.run(() => [innerWidth, innerHeight, document.documentElement.scrollWidth]);
  expect([w, h]).toEqual([360, 640]);
  expect(scroll).toBeLessThanOrEqual(w!);
}

/** Load the app and wait until its service worker controls the page (prompt mode needs a reload). */
async function installApp(page: Page): Promise<void> {
  await page.goto('/');
  await page.run(() => navigator.serviceWorker.ready.then(() => true));
  if (!(await page.run(() => !!navigator.serviceWorker.controller))) await page.reload();
  await until(() => page.run(() => !!navigator.serviceWorker.controller), 'the service worker to control the page');
}

async function addRound(page: Page, players: string[], scores: number[], note = ''): Promise<void> {
  await page.click(role('button', /^Add round/));
  for (const [i, p] of players.entries()) await page.fill(label(`${p} score`), String(scores[i]));
  if (note) await page.fill(label('Note'), note);
  await page.click(role('button', 'Save round'));
  await page.waitGone(role('button', 'Save round'));
}

export function scenarios(engine: Engine): void {
  describe(`${engine.name} at 360×640`, () => {
    let served: Served;
    beforeAll(async () => {
      served = await serve();
      await engine.start();
    });
    afterAll(async () => {
      try {
        await engine.stop();
      } finally {
        await served?.close();
      }
    });

    /** A fresh browser (empty storage) for one test; a screenshot of each tab is kept when it fails. */
    async function fresh(
      name: string,
      body: (page: Page, browser: BrowserSession, open: (tab: Page) => Page) => Promise<void>,
      base = served.url,
    ): Promise<void> {
      const started = Date.now();
      const browser = await engine.launch();
      if (process.env.ENGINES_TRACE) console.log(`${Date.now() - started} ms: ${engine.name} launched`);
      const pages = [new Page(browser.first, base)];
      try {
        await body(pages[0]!, browser, (p) => {
          pages.push(p);
          return p;
        });
        // No error was put in front of the player on the way, and each tab is still a phone's.
        for (const p of pages) {
          expect((await p.texts(role('alert'))).filter(Boolean)).toEqual([]);
          await phoneSized(p);
        }
      } catch (e) {
        const dir = `test-results/engines`;
        mkdirSync(dir, { recursive: true });
        for (const [i, p] of pages.entries())
          await p
            .screenshot()
            .then((png) => writeFileSync(`${dir}/${engine.name.replace(/\W+/g, '-')}-${name}-${i}.png`, png))
            .catch(() => undefined);
        throw e;
      } finally {
        const closing = Date.now();
        await browser.close();
        if (process.env.ENGINES_TRACE) console.log(`${Date.now() - closing} ms: ${engine.name} closed`);
      }
    }

    test('a Koi-Koi round against a Hard bot, played by tapping cards to its end, lands on the score sheet', () =>
      fresh('koikoi', async (page) => {
        await startKoiKoi(page, 'engines-koikoi', 'Hard');
        // The level is by the bot's name.
        await page.waitText(inside(role('list', 'Players'), { ...role('listitem'), text: /Bot 2/ }), /hard/i, TABLE_MS);
        const before = await untilMyTurn(page);
        const dealt = await cardsOnScreen(page);
        expect(dealt.hand.length).toBeGreaterThan(0);
        expect(dealt.field.length).toBeGreaterThan(0);
        await phoneSized(page);

        // Play a round to its end; a round the bot stopped before I played is followed by the next.
        let round = 1 + before.filter((x) => x === 'next-round').length;
        let seen: string[] = [];
        for (let i = 0; i < 600; i++) {
          const did = await step(page);
          if (did !== 'wait') seen.push(did);
          if (did !== 'round-over') continue;
          if (seen.includes('play') && seen.includes('draw')) break;
          await page.click(NEXT_ROUND);
          round++;
          seen = [];
        }
        expect(seen).toContain('round-over');
        expect(seen).toContain('play');
        expect(seen).toContain('draw');

        const summary = await page.text(first(inside(role('region', /round over/), css('p'))));
        expect(summary).toMatch(/^(Aiko|Bot 2) stops|no score|lucky/);
        await page.click(role('link', 'Score sheet'));
        await page.waitVisible(role('row', new RegExp(`^Round ${round} \\(\\w+\\), kept by the game`)));
        const note = summary!.replace(/\.$/, '');
        await until(
          async () => (await page.text(testid(`round-${round}-note`)))?.includes(note),
          `the sheet's note to hold "${note}"`,
        );
        await page.waitText(testid('total-0'), /^-?\d+/);
      }));

    test('a reload comes back to the same position: the same hand and the same field', () =>
      fresh('resume', async (page) => {
        await startKoiKoi(page, 'engines-resume');
        await untilMyTurn(page, 2);
        const before = await cardsOnScreen(page);
        expect(before.hand.length).toBeGreaterThan(0);

        await page.reload();
        await page.waitVisible(first(playable), TABLE_MS);
        await page.waitVisible(YOUR_TURN, TABLE_MS);
        await page.waitGone(BUSY, TABLE_MS);
        expect(await cardsOnScreen(page)).toEqual(before);
      }));

    test('a score sheet typed in survives a reload', () =>
      fresh('sheet', async (page) => {
        await page.goto('/#/sheets');
        await page.click(role('button', 'New score sheet'));
        await page.select(label('Game'), 'other');
        await page.fill(label('Title (optional)'), 'Train to Kyoto');
        await page.fill(role('textbox', 'Player 1'), 'Aiko');
        await page.fill(role('textbox', 'Player 2'), 'Ben');
        await page.click(role('button', 'Create sheet'));
        await addRound(page, ['Aiko', 'Ben'], [5, -2], 'first hand');
        await addRound(page, ['Aiko', 'Ben'], [-1, 7]);
        // The totals are the sums of what was typed.
        await page.waitText(testid('total-0'), /^4/);
        await page.waitText(testid('total-1'), /^5\b.*\(leader\)/);

        await page.reload();
        await page.waitText(testid('total-0'), /^4/);
        await page.waitText(testid('total-1'), /^5\b.*\(leader\)/);
        await page.waitVisible(text('first hand'));
        await page.goto('/#/sheets');
        await page.waitVisible(role('link', /Train to Kyoto/));
      }));

    test('after one visit the app opens and deals a match with its server gone', async () => {
      // A server of its own (its own origin), stopped halfway.
      const own = await serve();
      let closed = false;
      try {
        await fresh(
          'offline',
          async (page, browser, open) => {
            await installApp(page);
            await own.close();
            closed = true;
            await expect(fetch(own.url)).rejects.toThrow();

            await page.reload();
            await page.waitVisible(role('heading', 'A pocket card table'));
            // A new tab opens the app from nothing but the service worker's cache.
            const tab = open(new Page(await browser.newTab(), own.url));
            await tab.goto('/');
            await tab.waitVisible(role('heading', 'A pocket card table'));
            await tab.click(role('link', 'New game'));
            await tab.waitVisible(role('button', /^Start /));
            await startKoiKoi(tab, 'engines-offline', 'Hard');
            await untilMyTurn(tab);
            const dealt = await cardsOnScreen(tab);
            expect(dealt.hand.length).toBeGreaterThan(0);
            expect(dealt.field.length).toBeGreaterThan(0);
            // A card played offline leaves the hand.
            expect(await step(tab)).toBe('play');
            await until(
              async () => (await tab.count(handCards)) < dealt.hand.length,
              'the played card to leave my hand',
            );
          },
          own.url,
        );
      } finally {
        if (!closed) await own.close();
      }
    });

    test('a second tab on the same match follows it read-only', () =>
      fresh('follow', async (page, browser, open) => {
        const id = await startKoiKoi(page, 'engines-follow');
        await untilMyTurn(page);
        const b = open(new Page(await browser.newTab(), served.url));
        await b.goto(`/#/play/${id}`);
        await b.waitVisible(testid('read-only'));
        await b.waitAttr(css('.felt'), 'data-busy', 'true');
        const start = JSON.stringify(await cardsOnScreen(page));
        await until(
          async () => JSON.stringify(await cardsOnScreen(b)) === start,
          'the second tab to show the same cards',
        );
        const followed = Number(await b.attr(testid('read-only'), 'data-moves'));

        // Play on in the first tab: the second shows the same cards as they change.
        await untilMyTurn(page, 1);
        const now = await cardsOnScreen(page);
        await until(
          async () => JSON.stringify(await cardsOnScreen(b)) === JSON.stringify(now),
          'the second tab to show the cards of the first',
          TABLE_MS,
        );
        expect(Number(await b.attr(testid('read-only'), 'data-moves'))).toBeGreaterThan(followed);
        // It still only follows: its table takes no taps, and the first tab plays on.
        await b.waitAttr(css('.felt'), 'data-busy', 'true');
        expect(await b.visible(testid('read-only'))).toBe(true);
        expect(await page.count(testid('read-only'))).toBe(0);
      }));
  });
}
