/**
 * The option words of TravFuda, Run or Jump!, Imperial and Denebian Baccarat, Career Poker and
 * Capture (issue 27 §1): Japanese and Korean have exactly the keys of `optionWordsOf(spec)`
 * (every field, help, choice, group and preset) and no English word left.
 */
import { describe, expect, test } from 'vitest';
import type { Catalogue } from '../../src/i18n/current.ts';
import { ready, words } from '../../src/i18n/current.ts';
import { optionWordsOf, type OptionWords } from '../../src/i18n/options.ts';
import { catalogueDrift, englishIn, textLeaves } from '../../src/i18n/parity.ts';
import type { OptionsSpec } from '../../src/engine/options.ts';
import captureModule from '../../src/games/capture/capture.module.ts';
import careerPokerModule from '../../src/games/career-poker/career-poker.module.ts';
import denebianModule from '../../src/games/travfuda/denebian-baccarat.module.ts';
import imperialModule from '../../src/games/travfuda/imperial-baccarat.module.ts';
import runOrJumpModule from '../../src/games/travfuda/travfuda-run-or-jump.module.ts';
import travfudaModule from '../../src/games/travfuda/travfuda.module.ts';

const MODULES = {
  travfuda: travfudaModule,
  'travfuda-run-or-jump': runOrJumpModule,
  'imperial-baccarat': imperialModule,
  'denebian-baccarat': denebianModule,
  'career-poker': careerPokerModule,
  capture: captureModule,
};

describe.each(Object.entries(MODULES))('%s', (_id, m) => {
  const cat = m.optionWords as Catalogue<OptionWords>;
  test('has option words whose English is its declaration', () => {
    expect(cat).toBeDefined();
    expect(cat.en).toEqual(optionWordsOf(m.options as OptionsSpec<unknown>));
  });
  test.each(['ja', 'ko'] as const)('%s: exactly the keys of optionWordsOf(spec), no English left', async (l) => {
    await ready(l, [cat as Catalogue<unknown>]);
    const w = words(cat, l);
    expect(cat.loaded[l]).toBeDefined();
    expect(catalogueDrift(optionWordsOf(m.options as OptionsSpec<unknown>), w)).toEqual({ missing: [], extra: [] });
    const left = textLeaves(w).filter(([, t]) => englishIn(t).length > 0);
    expect(left).toEqual([]);
    for (const [path, t] of textLeaves(w)) expect(t.trim(), path).not.toBe('');
  });
});
