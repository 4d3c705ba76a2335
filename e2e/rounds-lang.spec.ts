/**
 * A round to its end in the players' own language (issue 27 §6): Koi-Koi in Japanese, passed
 * between two people, and Go-Stop in Korean against two bots. The player follows only what the
 * screen says, in that language: the words the test looks for are the app's own catalogues.
 * With SHOTS=<dir>, the round's end is saved as <dir>/round-<game>-<lang>.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import catJa from '../src/games/catalog.words.ja.ts';
import catKo from '../src/games/catalog.words.ko.ts';
import hanaJa from '../src/games/hanafuda/ui/table.words.ja.ts';
import hanaKo from '../src/games/hanafuda/ui/table.words.ko.ts';
import newJa from '../src/app/screens/newMatch.words.ja.ts';
import newKo from '../src/app/screens/newMatch.words.ko.ts';
import playJa from '../src/app/screens/play.words.ja.ts';
import playKo from '../src/app/screens/play.words.ko.ts';
import tableJa from '../src/table/table.words.ja.ts';
import tableKo from '../src/table/table.words.ko.ts';
import { expect, test, type Page } from './fixtures.ts';
import { hand, type HanaScreen, playRound } from './hana.ts';
import { englishOnScreen, useLanguage } from './languages.ts';
import type { HanaTableWords } from '../src/games/hanafuda/ui/table.words.ts';
import type { PlayWords } from '../src/app/screens/play.words.ts';
import type { TableWords } from '../src/table/table.words.ts';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text a phrase puts before and after its data. */
const around = (f: (x: string) => string): [string, string] => f('\u0000').split('\u0000') as [string, string];
const before = (f: (n: number) => string) => f(98765).split('98765')[0]!;

function screen(hw: HanaTableWords, tw: TableWords, pw: PlayWords, title: string, cardSep: string): HanaScreen {
  const [h1, h2] = around(pw.imReady);
  return {
    hand: tw.hand,
    field: hw.field,
    handoff: new RegExp(`^${esc(h1)}(.*)${esc(h2)}$`),
    deal: hw.dealCards,
    over: new RegExp(`(${esc(around(hw.roundOver)[1])}|${esc(around(hw.over)[1])})$`),
    stop: new RegExp(`^(${esc(before(hw.stopButton))}|${esc(before(hw.gsStop))})`),
    go: new RegExp(`^(${esc(hw.koikoiButton)}$|${esc(before(hw.goButton))})`),
    choose: hw.choose,
    draw: hw.draw,
    yourTurn: hw.yourTurn,
    card: () => new RegExp(`^${esc(title)}${esc(cardSep)}`),
  };
}

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  mkdirSync(process.env.SHOTS, { recursive: true });
  await page.screenshot({ path: join(process.env.SHOTS, `${name}.png`) });
}

test('two people play a round of Koi-Koi in Japanese to its end, passing the phone, reading only Japanese', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await useLanguage(page, 'ja');
  await page.goto('/#/new?game=koikoi&seed=e2e-ja-koikoi');
  await page.getByRole('textbox', { name: newJa.seatName(1) }).fill('ハナ');
  await page
    .getByRole('group', { name: newJa.seatKind(2) })
    .getByRole('button', { name: newJa.person, exact: true })
    .click();
  await page.getByRole('textbox', { name: newJa.seatName(2) }).fill('ソラ');
  expect(await englishOnScreen(page)).toEqual([]);
  await page.getByRole('button', { name: newJa.start(catJa.titles.koikoi) }).click();

  const w = screen(hanaJa, tableJa, playJa, catJa.titles.koikoi, '：');
  const holder = { name: null as string | null };
  const seen = await playRound(page, 'koikoi', holder, w);
  // The phone went from one to the other, each turn taken by tapping cards, to the round's end.
  expect(seen).toContain('handoff');
  expect(seen).toContain('play');
  expect(seen.at(-1)).toBe('round-over');
  expect(['ハナ', 'ソラ']).toContain(holder.name);
  await expect(page.getByRole('heading', { name: w.over })).toBeVisible();
  expect(await englishOnScreen(page, ['ハナ', 'ソラ'])).toEqual([]);
  await shot(page, 'round-koikoi-ja');
});

test('a person plays a round of Go-Stop in Korean against two bots to its end, reading only Korean', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await useLanguage(page, 'ko');
  await page.goto('/#/new?game=gostop&seed=e2e-ko-gostop');
  await page.getByRole('combobox', { name: newKo.playersLabel }).selectOption('3');
  await page.getByRole('textbox', { name: newKo.seatName(1) }).fill('민준');
  await expect(
    page.getByRole('group', { name: newKo.seatKind(3) }).getByRole('button', { name: newKo.bot, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await englishOnScreen(page)).toEqual([]);
  await page.getByRole('button', { name: newKo.start(catKo.titles.gostop) }).click();

  const w = screen(hanaKo, tableKo, playKo, catKo.titles.gostop, ': ');
  const seen = await playRound(page, 'gostop', { name: null }, w);
  expect(seen).toContain('play');
  expect(seen.at(-1)).toBe('round-over');
  await expect(hand(page, w)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: w.over })).toBeVisible();
  expect(await englishOnScreen(page, ['민준'])).toEqual([]);
  await shot(page, 'round-gostop-ko');
});
