/**
 * A newcomer's guided first round, one per family (issue 28 §5, §6): from the game's how-to
 * screen, a person who has never played follows only what the screen says — the teaching sentence
 * names the card to tap (as the card's button is named) or quotes the button to press — from the
 * first step to the round's real score, at 360×640, each family in one of the three languages.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { test, expect, type Page } from './fixtures.ts';
import { englishOnScreen, useLanguage } from './languages.ts';

const QUOTED = /[“「‘『]([^”」’』]+)[”」’』]/g;

/** Every visible, enabled button: its accessible name, whether it is a card (or a pile), chosen, or refused. */
async function buttons(
  page: Page,
): Promise<{ i: number; name: string; pressed: boolean; refused: boolean; card: boolean }[]> {
  return page.locator('button').evaluateAll((bs) =>
    bs.flatMap((b, i) => {
      const el = b as HTMLButtonElement;
      const r = el.getBoundingClientRect();
      if (el.disabled || r.width === 0 || r.height === 0 || el.closest('[inert], [aria-hidden="true"]')) return [];
      const name = (el.getAttribute('aria-label') ?? el.innerText).replace(/\s+/g, ' ').trim();
      return [
        {
          i,
          name,
          pressed: el.getAttribute('aria-pressed') === 'true',
          refused: el.getAttribute('aria-disabled') === 'true',
          card: el.matches('.card') || !!el.closest('.pile'),
        },
      ];
    }),
  );
}

/**
 * What the sentence tells a newcomer to tap now: a card (or a pile) whose name it holds (as its button names
 * it: the name's last comma-separated parts, the longest held wins) and which is not chosen yet;
 * else the button it quotes (“Stop”, 「勝負」, ‘고’: the button's words, or its label before a colon).
 */
async function named(page: Page, sentence: string): Promise<{ target: Locator; what: string } | null> {
  const quoted = [...sentence.matchAll(QUOTED)].map((m) => m[1]!.trim());
  const plain = sentence.replace(QUOTED, ' ');
  const all = await buttons(page);
  // A chosen card is done (and so is its twin: two Comet plains are the same card to a player).
  const chosen = new Set(all.filter((b) => b.pressed).map((b) => b.name));
  let card: { i: number; len: number } | null = null;
  for (const b of all) {
    // A card that cannot be played now is never the one the guide names.
    if (!b.card || b.refused || chosen.has(b.name)) continue;
    // A pile's name ends with a note on its top card ("…, red cutlass (odd)"): the card's name is before it.
    for (const name of [b.name, b.name.replace(/(\s*[(（][^()（）]*[)）])+$/, '')]) {
      const sep = name.includes('、') ? '、' : ', ';
      const parts = name.split(sep);
      for (let k = parts.length - 1; k >= 0; k--) {
        const core = parts.slice(k).join(sep);
        if (core.length > 2 && plain.includes(core) && (!card || core.length > card.len))
          card = { i: b.i, len: core.length };
      }
    }
  }
  if (card) return { target: page.locator('button').nth(card.i), what: all.find((b) => b.i === card!.i)!.name };
  for (const q of quoted) {
    const b = all.find((x) => x.name === q || x.name.split(/[:：]/)[0]!.trim() === q);
    if (b) return { target: page.locator('button').nth(b.i), what: q };
  }
  return null;
}

/**
 * Follow the guided round from its first step to the round's end: read the sentence (on the
 * dock, or in the decision's box when one is open), tap what it names. Stops at the match's end,
 * or at the sentence `over` (the round is scored, a next one would follow). Returns the sentences
 * read, in order.
 */
async function followGuide(page: Page, lang: 'en' | 'ja' | 'ko', over: RegExp | null): Promise<string[]> {
  const end = page.getByTestId('match-end');
  const turn = page.getByTestId('teach-turn');
  const prompt = page.getByTestId('teach-prompt');
  const said: string[] = [];
  let idle = 0;
  for (let step = 0; step < 200; step++) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached', timeout: 10_000 });
    if (await end.isVisible()) return said;
    const box = (await prompt.isVisible()) ? prompt : turn;
    const sentence = (await box.count()) ? ((await box.first().textContent()) ?? '').trim() : '';
    if (!sentence) {
      idle++;
      expect(idle, `a sentence after “${said.at(-1)}”`).toBeLessThan(60);
      await page.waitForTimeout(150);
      continue;
    }
    idle = 0;
    if (said.at(-1) !== sentence) said.push(sentence);
    if (over?.test(sentence)) return said;
    if (said.length === 1) {
      expect(await englishOnScreen(page), 'no English word on the table').toEqual(
        lang === 'en' ? expect.anything() : [],
      );
      const axe = await new AxeBuilder({ page })
        .setLegacyMode()
        .options({ resultTypes: ['violations'] })
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    }
    const found = await named(page, sentence);
    if (!found) {
      // The screen may still be catching up with the sentence (a card on its way): look again.
      idle++;
      expect(idle, `step ${said.length}: the screen shows what the sentence names — “${sentence}”`).toBeLessThan(20);
      await page.waitForTimeout(150);
      continue;
    }
    await found.target.click({ timeout: 5_000 });
    // The tap was taken: nothing refused it.
    await expect(page.getByTestId('why-not')).toHaveCount(0);
  }
  throw new Error(`no score after: ${said.join(' / ')}`);
}

async function startGuided(page: Page, game: string, lang: 'en' | 'ja' | 'ko') {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await useLanguage(page, lang);
  await page.goto(`/#/rules/${game}`);
  await page.getByTestId('guided-round').click();
  await expect(page.getByTestId('teach')).toBeVisible();
}

test.use({ reducedMotion: 'reduce' });

/**
 * Each family's guided round in one language (the unit tests hold the words in the others): what
 * a sentence on the way, and the learner's real score at the end.
 */
const ROUNDS = [
  // Hanafuda: 猪鹿蝶 on the third turn, then 「勝負」 (stop): 5 points.
  { game: 'koikoi', title: 'Koi-Koi', lang: 'ja', over: /「次の回」/, total: '5', saw: /猪鹿蝶.*「勝負」/ },
  // TravFuda base: three Starbursts dealt, ‘황제 선언’ (Emperor), and all five taken by the end: 195.
  { game: 'travfuda', title: 'TravFuda', lang: 'ko', over: null, total: '195', saw: /‘황제 선언’/ },
  // Career Poker: tricks, the Millionaire phase, and the learner goes out first.
  { game: 'career-poker', title: 'Career Poker', lang: 'ja', over: null, total: null, saw: /「色：/ },
  // Capture: one hand against a Normal bot, with No Play and captures; the learner wins it.
  { game: 'capture', title: 'Capture', lang: 'en', over: null, total: null, saw: /Press “No Play”/ },
] as const;

for (const r of ROUNDS) {
  test(`a newcomer follows the guided ${r.title} round to its score, reading only the screen (${r.lang}, 360×640)`, async ({
    page,
  }) => {
    // About 15–35 s each on an idle machine; a loaded one (shared CI) takes longer.
    test.setTimeout(180_000);
    await startGuided(page, r.game, r.lang);
    const said = await followGuide(page, r.lang, r.over);
    expect(said.length).toBeGreaterThan(5);
    expect(said.some((t) => r.saw.test(t))).toBe(true);
    if (r.over) {
      // The round is scored and the match goes on: the score sheet has the round.
      await page.getByRole('link', { name: /点数表|점수표|Score sheet/ }).click();
      await expect(page.locator('main')).toContainText(r.total!);
    } else {
      // The guided round is the match: the learner (seat 1) first, with the guide's total.
      await expect(page.getByTestId('standing-0')).toHaveAttribute('data-seats', '0');
      if (r.total) await expect(page.getByTestId('standing-total-0')).toHaveText(r.total);
      else expect(Number(await page.getByTestId('standing-total-0').textContent())).toBeGreaterThan(0);
    }
    if (r.lang !== 'en') expect(await englishOnScreen(page), 'no English word on the score').toEqual([]);
  });
}
