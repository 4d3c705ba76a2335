/**
 * Issue 14: the Koi-Koi rule switches (Rainy Four Brights off, flower and moon viewing
 * switched separately, "Willow is rain"), each shown with a stacked deck against the
 * rulings' default, and old saved matches (options without the new keys) keeping today's rules.
 */
import { describe, expect, it } from 'vitest';
import {
  koikoi,
  koikoiOptionsSpec,
  KOIKOI_DEFAULTS,
  type KoiKoiOptions,
  type KoiKoiState,
} from '../../../src/games/hanafuda/koikoi.ts';
import { yakuName } from '../../../src/games/hanafuda/yaku.ts';
import { stackDeck2 as stackDeck } from './stack.ts';

const FILLERS = ['oct-animal', 'jul-animal', 'dec-chaff-2'];
const H1 = [
  'jul-chaff-1',
  'oct-chaff-1',
  'dec-chaff-3',
  'jun-animal',
  'may-animal',
  'apr-animal',
  'feb-animal',
  'jul-ribbon',
];
const FIELD = [
  'nov-ribbon',
  'jan-chaff-1',
  'mar-chaff-1',
  'aug-chaff-1',
  'sep-chaff-1',
  'feb-chaff-1',
  'apr-chaff-1',
  'may-chaff-1',
];
// Each drawn card takes one lone chaff or lies down: no choices, and nothing seat 0 needs.
const DRAWS = [
  'feb-chaff-2',
  'apr-chaff-2',
  'may-chaff-2',
  'jun-chaff-1',
  'jun-chaff-2',
  'feb-ribbon',
  'apr-ribbon',
  'may-ribbon',
  'jun-ribbon',
];

/**
 * Seat 0 (the dealer) plays `plays` in order, seat 1 plays its hand in order; every turn draws.
 * Returns the state at seat 0's first koi-koi decision (and which of its plays made it), or
 * after its last play when no decision came.
 */
function run(hand0: string[], plays: string[], options: Partial<KoiKoiOptions>) {
  let s: KoiKoiState = koikoi.setup({
    players: 2,
    seed: 'switches',
    deck: stackDeck(hand0, H1, FIELD, DRAWS),
    options,
  });
  expect(s.phase).toBe('play');
  expect(s.turn).toBe(0);
  for (let i = 0; i < plays.length; i++) {
    s = koikoi.play(s, 0, { type: 'play', card: plays[i]! });
    s = koikoi.play(s, 0, { type: 'draw' });
    if (s.phase === 'decide') return { s, decidedAt: i };
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(1);
    s = koikoi.play(s, 1, { type: 'play', card: H1[i]! });
    s = koikoi.play(s, 1, { type: 'draw' });
    expect(s.phase).toBe('play');
  }
  return { s, decidedAt: -1 };
}

function stop(s: KoiKoiState) {
  const after = koikoi.play(s, 0, { type: 'stop' });
  const r = after.history[after.history.length - 1]!;
  return { score: r.scores[0]!, lines: r.details.filter((d) => d.seat === 0).map((d) => `${d.id} ${d.points}`) };
}

const BRIGHTS_HAND = ['nov-bright', 'jan-bright', 'mar-bright', 'aug-bright', 'sep-animal', ...FILLERS];

describe('Koi-Koi option: Rainy Four Brights (rainy_four)', () => {
  const plays = ['nov-bright', 'jan-bright', 'mar-bright', 'aug-bright'];
  it('default: the Rain Man with three brights is Rainy Four, 7', () => {
    const { s, decidedAt } = run(BRIGHTS_HAND, plays, {});
    expect(decidedAt).toBe(3);
    expect(stop(s)).toEqual({ score: 7, lines: ['ame-shiko 7'] });
  });
  it('off: the same pile is Three Brights, 5, and the breakdown names the switch', () => {
    const { s, decidedAt } = run(BRIGHTS_HAND, plays, { rainy_four: false });
    expect(decidedAt).toBe(3);
    const r = stop(s);
    expect(r).toEqual({ score: 5, lines: ['sanko 5', 'rainy-four-off 0'] });
    expect(yakuName('rainy-four-off')).toMatch(/Rainy Four Brights off/);
  });
});

describe('Koi-Koi options: flower and moon viewing switched separately', () => {
  it('default: cup then moon makes Moon Viewing at once (5)', () => {
    const { s, decidedAt } = run(BRIGHTS_HAND, ['sep-animal', 'aug-bright'], {});
    expect(decidedAt).toBe(1);
    expect(stop(s)).toEqual({ score: 5, lines: ['tsukimi-zake 5'] });
  });
  it('moon viewing off: no decision on the moon; flower viewing still scores, and the breakdown says moon viewing is off', () => {
    const { s, decidedAt } = run(BRIGHTS_HAND, ['sep-animal', 'aug-bright', 'mar-bright'], { moon_viewing: false });
    expect(decidedAt).toBe(2);
    // By then the pile holds nine chaff and the cup (which also counts as chaff): Kasu 1.
    expect(stop(s)).toEqual({ score: 6, lines: ['hanami-zake 5', 'kasu 1', 'moon-viewing-off 0'] });
  });
  it('flower viewing off: the curtain makes nothing; moon viewing still scores', () => {
    const { s, decidedAt } = run(BRIGHTS_HAND, ['sep-animal', 'mar-bright', 'aug-bright'], { flower_viewing: false });
    expect(decidedAt).toBe(2);
    expect(stop(s)).toEqual({ score: 6, lines: ['tsukimi-zake 5', 'kasu 1', 'flower-viewing-off 0'] });
  });
});

describe('Koi-Koi option: "Willow is rain" (viewing: willow)', () => {
  const hand = ['nov-animal', 'jan-bright', 'mar-bright', 'aug-bright', 'sep-animal', ...FILLERS];
  const plays = ['nov-animal', 'sep-animal', 'aug-bright', 'mar-bright', 'jan-bright'];
  it('default and Rain Man/Lightning weather: the swallow does not cancel Moon Viewing', () => {
    for (const viewing of ['on', 'weather'] as const) {
      const { s, decidedAt } = run(hand, plays, { viewing });
      expect(decidedAt).toBe(2);
      expect(stop(s)).toEqual({ score: 5, lines: ['tsukimi-zake 5'] });
    }
  });
  it('willow: any Willow card (the swallow) cancels both viewings; the breakdown names the rule', () => {
    const { s, decidedAt } = run(hand, plays, { viewing: 'willow' });
    // No decision on the moon (third play); the next one comes from ten chaff (nine + the cup).
    expect(decidedAt).toBe(3);
    expect(stop(s)).toEqual({ score: 1, lines: ['kasu 1', 'viewing-cancelled-willow 0'] });
  });
});

describe('Koi-Koi switches: presets and old saved matches', () => {
  it('the defaults are unchanged: Rainy Four on, both viewings on', () => {
    expect(KOIKOI_DEFAULTS).toMatchObject({
      rainy_four: true,
      flower_viewing: true,
      moon_viewing: true,
      viewing: 'on',
    });
  });
  it('the options screen has one line for each new switch, and "Willow is rain" among the viewing choices', () => {
    const keys = koikoiOptionsSpec.fields.map((f) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['rainy_four', 'flower_viewing', 'moon_viewing']));
    const viewing = koikoiOptionsSpec.fields.find((f) => f.key === 'viewing')!;
    expect(viewing.kind === 'choice' && viewing.choices.map((c) => c.value)).toContain('willow');
  });
  it('a stored match whose frozen options predate the switches keeps Rainy Four (7) and Moon Viewing', () => {
    const old: Record<string, unknown> = { ...KOIKOI_DEFAULTS };
    delete old.rainy_four;
    delete old.flower_viewing;
    delete old.moon_viewing;
    const a = run(
      BRIGHTS_HAND,
      ['nov-bright', 'jan-bright', 'mar-bright', 'aug-bright'],
      old as Partial<KoiKoiOptions>,
    );
    expect(a.s.options).toMatchObject({ rainy_four: true, flower_viewing: true, moon_viewing: true });
    expect(stop(a.s).score).toBe(7);
    const b = run(BRIGHTS_HAND, ['sep-animal', 'aug-bright'], old as Partial<KoiKoiOptions>);
    expect(b.decidedAt).toBe(1);
  });
});
