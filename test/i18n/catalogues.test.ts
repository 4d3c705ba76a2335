/**
 * Every screen catalogue (`*.words.ts`, issue 27 §6): Japanese and Korean have exactly English's
 * keys, and no Japanese or Korean words are left in English.
 */
import { describe, expect, test } from 'vitest';
import { knownCatalogues, ready, words } from '../../src/i18n/current.ts';
import { catalogueDrift, catalogueKeys, englishIn, textLeaves } from '../../src/i18n/parity.ts';

// Importing every catalogue module registers it.
const modules = import.meta.glob('../../src/**/*.words.ts', { eager: true });

test('catalogue modules are found', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
  expect(knownCatalogues().length).toBeGreaterThan(0);
});

describe.each(['ja', 'ko'] as const)('%s', (l) => {
  test('every catalogue has exactly the English keys', async () => {
    await ready(l);
    for (const c of knownCatalogues()) {
      expect(c.loaded[l], 'chunk loaded').toBeDefined();
      expect(catalogueDrift(c.en, words(c, l))).toEqual({ missing: [], extra: [] });
      expect(catalogueKeys(words(c, l)).length).toBe(catalogueKeys(c.en).length);
    }
  });
  test('no text is left in English', async () => {
    await ready(l);
    const left: string[] = [];
    for (const c of knownCatalogues())
      for (const [path, text] of textLeaves(words(c, l))) if (englishIn(text).length) left.push(`${path}: ${text}`);
    expect(left).toEqual([]);
  });
});
