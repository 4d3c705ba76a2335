/**
 * Each Hanafuda game's options in Japanese and Korean (issue 27 §1, §6): exactly the keys of
 * `optionWordsOf(spec)` (every field, choice, group and preset) and no English word left.
 */
import { describe, expect, test } from 'vitest';
import { ready, words } from '../../../src/i18n/current.ts';
import { optionWordsOf } from '../../../src/i18n/options.ts';
import { catalogueDrift, englishIn, textLeaves } from '../../../src/i18n/parity.ts';
import { koikoiOptionsSpec } from '../../../src/games/hanafuda/koikoi.ts';
import { gostopOptionsSpec } from '../../../src/games/hanafuda/gostop.ts';
import { mushiOptionsSpec } from '../../../src/games/hanafuda/mushi.ts';
import { higoBanaOptionsSpec } from '../../../src/games/hanafuda/higobana.ts';
import koikoi from '../../../src/games/hanafuda/koikoi.module.ts';
import gostop from '../../../src/games/hanafuda/gostop.module.ts';
import mushi from '../../../src/games/hanafuda/mushi.module.ts';
import higobana from '../../../src/games/hanafuda/higobana.module.ts';

const games = [
  ['koikoi', koikoi, koikoiOptionsSpec],
  ['gostop', gostop, gostopOptionsSpec],
  ['mushi', mushi, mushiOptionsSpec],
  ['higobana', higobana, higoBanaOptionsSpec],
] as const;

describe.each(games)('%s options', (_, module, spec) => {
  test.each(['ja', 'ko'] as const)('%s: exactly the keys of the spec, no English', async (l) => {
    const cat = module.optionWords!;
    expect(cat).toBeDefined();
    expect(cat.en).toEqual(optionWordsOf(spec as never));
    await ready(l, [cat]);
    const w = words(cat, l);
    expect(w).not.toBe(cat.en);
    expect(catalogueDrift(optionWordsOf(spec as never), w)).toEqual({ missing: [], extra: [] });
    const left = textLeaves(w).filter(([, t]) => englishIn(t).length > 0);
    expect(left).toEqual([]);
    for (const [path, t] of textLeaves(w)) expect(t.trim(), path).not.toBe('');
  });
});
