/**
 * A game is one manifest plus its headless entry, and every registry comes from the list: each
 * manifest says what its engine says (id, title, seats, the module's options are the engine's
 * option keys, the module's bot is the headless Normal), and a game added through a manifest
 * of its own (the toy game of test/helpers/toy/) is in the catalog, has its bots and its
 * new-match options, without touching the app's own registries.
 */
import { describe, expect, it } from 'vitest';
import { openingOf } from '../../src/engine/match.ts';
import { matchingPreset, presetOptions } from '../../src/engine/options.ts';
import { rngFor } from '../../src/engine/rng.ts';
import { BOT_LEVELS, botsFor, makeBots } from '../../src/games/bots.ts';
import { CALCULATORS } from '../../src/games/calculators.ts';
import { CATALOG, catalogEntry, makeCatalog } from '../../src/games/catalog.ts';
import { HEADLESS } from '../../src/games/engines.ts';
import type { AnyHeadlessGame } from '../../src/games/headless.ts';
import { GAME_IDS, games, getGame, makeEngines } from '../../src/games/index.ts';
import type { GameManifest } from '../../src/games/manifest.ts';
import { MANIFESTS } from '../../src/games/manifests.ts';
import type { GameModule } from '../../src/games/module.ts';
import toyManifest from '../helpers/toy/toy.manifest.ts';
import toyHeadless from '../helpers/toy/toy.headless.ts';

/** What a manifest, its headless entry and its module say that disagrees, if anything. */
function disagreements(m: GameManifest, h: AnyHeadlessGame, module: GameModule): string[] {
  const out: string[] = [];
  const game = h.game;
  if (game.id !== m.id) out.push(`engine id ${game.id}`);
  if (game.title !== m.title) out.push(`engine title ${game.title}`);
  if (game.players.min !== m.players.min || game.players.max !== m.players.max)
    out.push(`engine seats ${game.players.min}–${game.players.max}`);
  if (module.game !== game) out.push("the module's engine is not the headless one");
  if (module.bot !== h.normal) out.push("the module's bot is not the headless Normal");
  const keys = Object.keys(game.defaultOptions as object).sort();
  const fields = module.options.fields.map((f) => f.key).sort();
  if (JSON.stringify(fields) !== JSON.stringify(keys))
    out.push(`option fields ${fields.join(',')} ≠ defaultOptions ${keys.join(',')}`);
  for (const p of module.options.presets) {
    const extra = Object.keys(p.values).filter((k) => !keys.includes(k));
    if (extra.length) out.push(`preset ${p.id} sets ${extra.join(',')}`);
  }
  return out;
}

describe('the manifests', () => {
  it('list the ten games of the engine contract, in its order, once each', () => {
    const ids = [
      'koikoi',
      'gostop',
      'mushi',
      'higobana',
      'travfuda',
      'travfuda-run-or-jump',
      'imperial-baccarat',
      'denebian-baccarat',
      'career-poker',
      'capture',
    ];
    expect(MANIFESTS.map((m) => m.id)).toEqual(ids);
    expect(CATALOG.map((m) => m.id)).toEqual(ids);
    // The eager side lists the headless entries by the same ids, in the same order.
    expect(HEADLESS.map((h) => h.game.id)).toEqual(ids);
    expect([...GAME_IDS]).toEqual(ids);
    expect(Object.keys(games).sort()).toEqual([...ids].sort());
  });

  for (const m of MANIFESTS) {
    it(`${m.id}: the manifest, the headless entry and the module agree with the engine`, async () => {
      const h = HEADLESS.find((x) => x.game.id === m.id)!;
      expect(h, 'a headless entry').toBeDefined();
      expect(getGame(m.id)).toBe(h.game);
      expect(botsFor(m.id).normal).toBe(h.normal);
      const module = await m.load!();
      expect(disagreements(m, h, module)).toEqual([]);
      expect(CALCULATORS[m.id]).toBe(m.calculator);
    });
  }

  it('refuse an id twice', () => {
    expect(() => makeCatalog([...MANIFESTS, MANIFESTS[0]])).toThrow(/Two manifests for the game "koikoi"/);
    expect(() => makeEngines([...HEADLESS, HEADLESS[0]!])).toThrow(/Two engines for the game "koikoi"/);
  });
});

describe('an eleventh game, added through its manifest', () => {
  const catalog = makeCatalog([...MANIFESTS, toyManifest]);
  const engines = makeEngines([...HEADLESS, toyHeadless]);
  const bots = makeBots([...HEADLESS, toyHeadless]);

  it('is in the catalog, after the ten, with its title; the app’s own registries do not know it', () => {
    expect(catalog.games.map((g) => g.id)).toEqual([...MANIFESTS.map((m) => m.id), 'toy']);
    expect(catalog.entry('toy')).toBe(toyManifest);
    expect(catalog.title('toy')).toBe('Toy');
    expect(catalog.title('koikoi')).toBe('Koi-Koi');
    expect(engines.getGame('toy')).toBe(toyHeadless.game);
    expect(catalogEntry('toy')).toBeUndefined();
    expect(() => getGame('toy')).toThrow(/Unknown game "toy"/);
    expect(() => botsFor('toy')).toThrow(/Unknown game "toy"/);
  });

  it('has Easy, Normal and Hard (as Normal: no hard spec), each playing a whole match legally', () => {
    const set = bots.botsFor('toy', { playouts: 4 });
    expect(set.normal).toBe(toyHeadless.normal);
    expect(set.hard.name).toBe('toy-hard=normal');
    expect(bots.hardSearches('toy')).toBe(false);
    expect(bots.hardSpec('toy')).toBeUndefined();
    expect(bots.hardSearches('koikoi')).toBe(true);
    const game = engines.getGame('toy');
    for (const level of BOT_LEVELS) {
      let state = game.setup({ players: 3, seed: `toy:${level}`, options: game.defaultOptions });
      let steps = 0;
      while (game.status(state).phase !== 'match-over' && steps++ < 100) {
        const seat = game.actors(state)[0]!;
        const legal = game.legalMoves(state, seat);
        const move = set[level].choose(game.view(state, seat), legal, rngFor(level, steps));
        expect(legal).toContainEqual(move);
        state = game.play(state, seat, move);
      }
      expect(game.status(state).phase).toBe('match-over');
    }
  });

  it('offers its new-match options, as the new-game form reads them', async () => {
    const module = await catalog.entry('toy')!.load!();
    expect(disagreements(toyManifest, toyHeadless, module)).toEqual([]);
    const options = presetOptions(module.game.defaultOptions, module.options.presets[0]);
    expect(options).toEqual({ rounds: 2 });
    expect(matchingPreset(module.options, module.game.defaultOptions, options)).toBe('short');
    expect(openingOf(module.game, 2, options)).toEqual({ kind: 'seat', seat: 0 });
    expect((await module.rules('en'))[0]?.text).toContain('Play your highest card');
  });
});
