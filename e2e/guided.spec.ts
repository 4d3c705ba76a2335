/**
 * A newcomer's guided first round (issue 28 §5, §6): from the rules screen, a person who has never
 * played follows only what the screen says — the teaching sentence names the card to tap or the
 * button to press — from the first step to the round's score, at 360×640.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures.ts';
import { englishOnScreen, useLanguage } from './languages.ts';

/** The control the sentence names: the visible, enabled button whose name the sentence holds; the longest wins. */
async function named(page: Page, sentence: string) {
  // A control the sentence quotes (“Stop”, 「勝負」) is the one it names; else any name it holds.
  const quoted = [...sentence.matchAll(/[“「‘]([^”」’]+)[”」’]/g)].map((m) => m[1]!);
  const holds = (core: string) => (quoted.length > 0 ? quoted.includes(core) : sentence.includes(core));
  const buttons = page.locator('button:not([disabled])');
  let best: { i: number; len: number } | null = null;
  const n = await buttons.count();
  for (let i = 0; i < n; i++) {
    const b = buttons.nth(i);
    if (!(await b.isVisible())) continue;
    const name = ((await b.getAttribute('aria-label')) ?? (await b.innerText())).trim();
    // A button's words, a label before its colon ("Stop: +5"), a card's name after its index ("…, June butterflies (animal)").
    for (const core of [
      name,
      name.split(/[:：]/)[0]!.trim(),
      name
        .split(/[,、] ?/)
        .at(-1)!
        .trim(),
    ]) {
      if (core.length > 1 && holds(core) && (!best || core.length > best.len)) best = { i, len: core.length };
    }
  }
  return best ? buttons.nth(best.i) : null;
}

/** The decision's button that ends the guided round. */
const STOP = { en: /^Stop/, ja: /^勝負/ } as const;

// In Japanese (the words in English are the unit tests'): the sentence and the screen agree in the reader's language.
for (const lang of ['ja'] as ('en' | 'ja')[]) {
  test(`a newcomer follows the guided Koi-Koi round to its score, reading only the screen (${lang}, 360×640)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/');
    await useLanguage(page, lang);
    await page.goto('/#/rules/koikoi');
    await page.getByTestId('guided-round').click();
    const turn = page.getByTestId('teach-turn');
    const said: string[] = [];
    for (let step = 0; step < 40; step++) {
      await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
      // The decision comes up as a prompt over the dock: the guide's last sentence named its button.
      const prompt = page.getByTestId('teach-prompt');
      const sentence = ((await ((await prompt.isVisible()) ? prompt : turn).textContent()) ?? '').trim();
      if (!sentence) {
        await page.waitForTimeout(150);
        continue;
      }
      if (said.at(-1) !== sentence) said.push(sentence);
      if (step === 0) {
        expect(await englishOnScreen(page), 'no English word on the table').toEqual(
          lang === 'en' ? expect.anything() : [],
        );
        const axe = await new AxeBuilder({ page })
          .setLegacyMode()
          .options({ resultTypes: ['violations'] })
          .analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      }
      const target = await named(page, sentence);
      expect(target, `step ${step + 1}: the screen names a control — “${sentence}”`).not.toBeNull();
      const stop = STOP[lang].test((await target!.getAttribute('aria-label')) ?? (await target!.innerText()));
      await target!.click();
      if (stop) break;
    }
    // The round is scored: 5 points for Inoshikacho, on the table's score strip and the sheet.
    expect(said.length).toBeGreaterThan(5);
    await expect(page.getByText(/猪鹿蝶|Inoshikach/).first()).toBeVisible();
    await page.getByRole('link', { name: lang === 'en' ? 'Score sheet' : /点数表|スコア/ }).click();
    await expect(page.locator('main')).toContainText('5');
  });
}
