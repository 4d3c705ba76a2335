import { describe, expect, it } from 'vitest';
import { GROUPS, HANAFUDA_DECK, monthCards, MUSHI_DECK } from '../../../src/games/hanafuda/cards.ts';
import {
  findYaku,
  goStopAnimalCount,
  goStopChaffUnits,
  higoBanaCardPoints,
  koikoiRuleNotes,
  mushiCardPoints,
  yakuName,
  type GoStopYakuOptions,
  type KoiKoiYakuOptions,
} from '../../../src/games/hanafuda/yaku.ts';

const table = (list: { id: string; points: number }[]) => Object.fromEntries(list.map((y) => [y.id, y.points]));
const ko = (cards: string[], o?: KoiKoiYakuOptions) => table(findYaku('koikoi', cards, o));
const gs = (cards: string[], o?: GoStopYakuOptions) => table(findYaku('gostop', cards, o));

const [crane, curtain, moon, phoenix] = GROUPS.dryBrights as unknown as [string, string, string, string];
const rain = 'nov-bright';
const cup = 'sep-animal';
const BDB = [...GROUPS.boarDeerButterfly];
const POEMS = [...GROUPS.poetryRibbons];
const BLUES = [...GROUPS.blueRibbons];
const PLAIN_RIBBONS = ['apr-ribbon', 'may-ribbon', 'jul-ribbon', 'nov-ribbon'];
const OTHER_ANIMALS = ['feb-animal', 'apr-animal', 'may-animal', 'aug-animal', 'nov-animal']; // neither BDB nor the cup
// Go-Stop animals that complete neither the five birds nor Boar-Deer-Butterfly.
const GS_ANIMALS = ['feb-animal', 'may-animal', 'nov-animal', 'jun-animal', 'apr-animal', 'jul-animal'];
const CHAFF = HANAFUDA_DECK.filter((id) => id.includes('chaff'));

describe('Koi-Koi yaku (default options: the rulings)', () => {
  it('scores nothing for an empty or weak pile', () => {
    expect(findYaku('koikoi', [])).toEqual([]);
    expect(ko([crane, curtain, 'jan-chaff-1'])).toEqual({});
  });

  it('keeps only the best bright yaku', () => {
    expect(ko([crane, curtain, moon, phoenix, rain])).toEqual({ goko: 10 });
    expect(ko([crane, curtain, moon, phoenix])).toEqual({ shiko: 8 });
    expect(ko([crane, curtain, moon])).toEqual({ sanko: 5 });
  });

  it('counts the Rain Man only in Rainy Four Brights and Five Brights', () => {
    expect(ko([rain, crane, curtain, phoenix])).toEqual({ 'ame-shiko': 7 });
    expect(ko([rain, crane, curtain])).toEqual({});
  });

  it('offers goko 15 and sanko 6', () => {
    expect(ko([crane, curtain, moon, phoenix, rain], { goko: 15 })).toEqual({ goko: 15 });
    expect(ko([crane, curtain, moon], { sanko: 6 })).toEqual({ sanko: 6 });
    expect(ko([rain, crane, curtain, moon], { sanko: 6 })).toEqual({ 'ame-shiko': 7 });
  });

  it('scores Boar-Deer-Butterflies with +1 per extra animal, and Tane alongside', () => {
    expect(ko(BDB)).toEqual({ inoshikacho: 5 });
    expect(ko([...BDB, 'feb-animal'])).toEqual({ inoshikacho: 6 });
    expect(ko([...BDB, 'feb-animal', 'apr-animal'])).toEqual({ inoshikacho: 7, tane: 1 });
  });

  it('scores Tane for five animals, +1 each beyond, the sake cup included', () => {
    expect(ko(OTHER_ANIMALS.slice(0, 4))).toEqual({});
    expect(ko(OTHER_ANIMALS)).toEqual({ tane: 1 });
    expect(ko([...OTHER_ANIMALS, cup, 'jun-animal'])).toEqual({ tane: 3 });
  });

  it('scores Akatan and Aotan with +1 per extra ribbon, and Tan alongside', () => {
    expect(ko(POEMS)).toEqual({ akatan: 5 });
    expect(ko([...POEMS, 'apr-ribbon', 'may-ribbon'])).toEqual({ akatan: 7, tan: 1 });
    expect(ko([...BLUES, 'apr-ribbon', 'may-ribbon', 'jul-ribbon'])).toEqual({ aotan: 8, tan: 2 });
  });

  it('replaces Akatan and Aotan by the Chofuku (never 5 + 5 + 10)', () => {
    expect(ko([...POEMS, ...BLUES])).toEqual({ 'akatan-aotan': 10, tan: 2 });
    expect(ko([...POEMS, ...BLUES, 'nov-ribbon'])).toEqual({ 'akatan-aotan': 11, tan: 3 });
  });

  it('scores Tan for any five ribbons, the November ribbon included', () => {
    expect(ko(PLAIN_RIBBONS)).toEqual({});
    expect(ko([...PLAIN_RIBBONS, 'jan-ribbon'])).toEqual({ tan: 1 });
  });

  it('scores both viewings with one sake cup', () => {
    expect(ko([curtain, cup])).toEqual({ 'hanami-zake': 5 });
    expect(ko([moon, cup])).toEqual({ 'tsukimi-zake': 5 });
    expect(ko([curtain, moon, cup])).toEqual({ 'hanami-zake': 5, 'tsukimi-zake': 5 });
  });

  it('counts the sake cup as a chaff too (both at once)', () => {
    expect(ko([...CHAFF.slice(0, 9), cup])).toEqual({ kasu: 1 });
    expect(ko([...CHAFF.slice(0, 9), cup, ...OTHER_ANIMALS.slice(0, 4)])).toEqual({ tane: 1, kasu: 1 });
  });

  it('scores Kasu for ten chaff, +1 each beyond', () => {
    expect(ko(CHAFF.slice(0, 9))).toEqual({});
    expect(ko(CHAFF.slice(0, 10))).toEqual({ kasu: 1 });
    expect(ko(CHAFF.slice(0, 12))).toEqual({ kasu: 3 });
  });

  it('adds every yaku held, even when they share cards', () => {
    const pile = [crane, curtain, moon, cup, ...BDB, ...POEMS];
    expect(ko(pile)).toEqual({ sanko: 5, inoshikacho: 6, akatan: 5, 'hanami-zake': 5, 'tsukimi-zake': 5 });
  });
});

describe('Koi-Koi yaku options', () => {
  it('sake cup: animal only', () => {
    expect(ko([...CHAFF.slice(0, 9), cup], { sake_cup: 'animal-only' })).toEqual({});
    expect(ko([curtain, cup], { sake_cup: 'animal-only' })).toEqual({ 'hanami-zake': 5 });
  });

  it('sake cup: either, whichever scores more (animal on a tie)', () => {
    expect(ko([...CHAFF.slice(0, 9), cup], { sake_cup: 'either' })).toEqual({ kasu: 1 });
    expect(ko([...CHAFF.slice(0, 9), cup, ...OTHER_ANIMALS.slice(0, 4)], { sake_cup: 'either' })).toEqual({ tane: 1 });
    expect(ko([...CHAFF.slice(0, 10), cup, ...OTHER_ANIMALS.slice(0, 4)], { sake_cup: 'either' })).toEqual({
      tane: 1,
      kasu: 1,
    });
  });

  it('viewing: off, only with another yaku, cancelled by weather', () => {
    expect(ko([curtain, moon, cup], { viewing: 'off' })).toEqual({});
    expect(ko([curtain, cup], { viewing: 'with-another-yaku' })).toEqual({});
    expect(ko([curtain, cup, ...PLAIN_RIBBONS, 'jan-ribbon'], { viewing: 'with-another-yaku' })).toEqual({
      tan: 1,
      'hanami-zake': 5,
    });
    // Two other yaku, one of each kind (Tan from the ribbons, Kasu from 9 chaff + the cup as chaff): Hanami counts.
    expect(
      ko([curtain, cup, ...PLAIN_RIBBONS, 'jan-ribbon', ...CHAFF.slice(0, 9)], { viewing: 'with-another-yaku' }),
    ).toEqual({ tan: 1, kasu: 1, 'hanami-zake': 5 });
    expect(ko([curtain, cup, rain], { viewing: 'weather' })).toEqual({});
    expect(ko([moon, cup, 'nov-chaff-1'], { viewing: 'weather' })).toEqual({});
    expect(ko([moon, cup, 'nov-animal'], { viewing: 'weather' })).toEqual({ 'tsukimi-zake': 5 });
  });

  it('viewing: "Willow is rain" cancels the viewings only when a Willow card is in the pile', () => {
    expect(ko([curtain, moon, cup], { viewing: 'willow' })).toEqual({ 'hanami-zake': 5, 'tsukimi-zake': 5 });
    expect(ko([curtain, moon, cup, 'nov-ribbon'], { viewing: 'willow' })).toEqual({});
  });

  it('names the rule switch that changed the score in the breakdown, and only then', () => {
    // Rainy Four off: the Rain Man with three dry brights; not with two, not with the option on.
    expect(koikoiRuleNotes([rain, crane, curtain, moon], { rainy_four: false })).toEqual(['rainy-four-off']);
    expect(koikoiRuleNotes([rain, crane, curtain], { rainy_four: false })).toEqual([]);
    expect(koikoiRuleNotes([rain, crane, curtain, moon])).toEqual([]);
    // Weather: the Rain Man or the Lightning cancels the viewings the pile would score.
    expect(koikoiRuleNotes([curtain, cup, rain], { viewing: 'weather' })).toEqual(['viewing-cancelled-rain']);
    expect(koikoiRuleNotes([moon, cup, 'nov-chaff-1'], { viewing: 'weather' })).toEqual(['viewing-cancelled-rain']);
    expect(koikoiRuleNotes([moon, cup, 'nov-animal'], { viewing: 'weather' })).toEqual([]);
    expect(koikoiRuleNotes([curtain, cup, rain], { viewing: 'on' })).toEqual([]);
    expect(koikoiRuleNotes([curtain, cup, rain], { viewing: 'willow' })).toEqual(['viewing-cancelled-willow']);
    expect(koikoiRuleNotes([curtain, cup], { viewing: 'willow' })).toEqual([]);
    // Nothing is cancelled when there was no viewing to score: no cup, no curtain nor moon, or viewings off.
    expect(koikoiRuleNotes([cup, rain, crane], { viewing: 'weather' })).toEqual([]);
    expect(koikoiRuleNotes([curtain, rain], { viewing: 'weather' })).toEqual([]);
    expect(
      koikoiRuleNotes([curtain, moon, cup], { viewing: 'off', flower_viewing: false, moon_viewing: false }),
    ).toEqual([]);
    // Flower and moon viewing switched off separately.
    expect(koikoiRuleNotes([curtain, moon, cup], { flower_viewing: false })).toEqual(['flower-viewing-off']);
    expect(koikoiRuleNotes([curtain, moon, cup], { moon_viewing: false })).toEqual(['moon-viewing-off']);
    expect(koikoiRuleNotes([moon, cup], { flower_viewing: false })).toEqual([]);
    expect(koikoiRuleNotes([curtain, cup], { moon_viewing: false })).toEqual([]);
  });

  it('groups: exclusive keeps only the best of each group', () => {
    const o: KoiKoiYakuOptions = { groups: 'exclusive' };
    expect(ko([...BDB, 'feb-animal', 'apr-animal'], o)).toEqual({ inoshikacho: 7 });
    expect(ko([...POEMS, 'apr-ribbon', 'may-ribbon'], o)).toEqual({ akatan: 7 });
    expect(ko([...POEMS, ...BLUES, 'nov-ribbon'], o)).toEqual({ 'akatan-aotan': 11 });
    expect(ko(OTHER_ANIMALS, o)).toEqual({ tane: 1 });
  });

  it('groups: flat stack fixes the special yaku at 5 (10) and adds Tan/Tane', () => {
    const o: KoiKoiYakuOptions = { groups: 'flat-stack' };
    expect(ko([...BDB, 'feb-animal', 'apr-animal'], o)).toEqual({ inoshikacho: 5, tane: 1 });
    expect(ko([...BLUES, 'apr-ribbon', 'may-ribbon', 'jul-ribbon'], o)).toEqual({ aotan: 5, tan: 2 });
    expect(ko([...POEMS, ...BLUES], o)).toEqual({ 'akatan-aotan': 10, tan: 2 });
  });

  it('tsukifuda: the four cards of the round month score 4', () => {
    expect(ko(monthCards(3), { tsukifuda: true, month: 3 })).toEqual({ tsukifuda: 4 });
    expect(ko(monthCards(3), { tsukifuda: true, month: 4 })).toEqual({});
    expect(ko(monthCards(3), { month: 3 })).toEqual({});
  });

  it('has a name for every Koi-Koi yaku id', () => {
    for (const id of [
      'goko',
      'shiko',
      'ame-shiko',
      'sanko',
      'inoshikacho',
      'tane',
      'akatan',
      'aotan',
      'akatan-aotan',
      'tan',
      'hanami-zake',
      'tsukimi-zake',
      'kasu',
      'tsukifuda',
    ]) {
      expect(yakuName(id)).not.toBe(id);
    }
  });
});

describe('Go-Stop yaku', () => {
  it('keeps the best bright yaku; the Rain Man counts in four lights', () => {
    expect(gs([crane, curtain, moon, phoenix, rain])).toEqual({ 'five-lights': 15 });
    expect(gs([crane, curtain, moon, phoenix])).toEqual({ 'four-lights': 4 });
    expect(gs([crane, curtain, moon, rain])).toEqual({ 'four-lights': 4 });
    expect(gs([crane, curtain, moon, rain], { rain_four_lights: 3 })).toEqual({ 'four-lights': 3 });
    expect(gs([crane, curtain, moon])).toEqual({ 'three-lights': 3 });
    expect(gs([crane, curtain, rain])).toEqual({ 'rain-three-lights': 2 });
    expect(gs([crane, rain])).toEqual({});
  });

  it('scores five birds, boar-deer-butterfly (seed) and the three ribbon sets', () => {
    expect(gs([...GROUPS.godoriBirds])).toEqual({ 'five-birds': 5 });
    expect(gs(BDB)).toEqual({ 'boar-deer-butterfly': 5 });
    expect(gs(BDB, { bdb: false })).toEqual({});
    expect(gs(POEMS)).toEqual({ 'red-poems': 3 });
    expect(gs(BLUES)).toEqual({ 'blue-poems': 3 });
    expect(gs([...GROUPS.grassRibbons])).toEqual({ 'grass-ribbons': 3 });
    expect(gs(['apr-ribbon', 'may-ribbon', 'nov-ribbon'])).toEqual({});
  });

  it('stacks everything but the lights: red poems + six ribbons', () => {
    expect(gs([...POEMS, 'apr-ribbon', 'may-ribbon', 'nov-ribbon'])).toEqual({ 'red-poems': 3, ribbons: 2 });
  });

  it('counts animals and ribbons from five, +1 each', () => {
    expect(gs(GS_ANIMALS.slice(0, 4))).toEqual({});
    expect(gs(GS_ANIMALS.slice(0, 5))).toEqual({ animals: 1 });
    expect(gs(GS_ANIMALS)).toEqual({ animals: 2 });
    expect(gs(['apr-ribbon', 'may-ribbon', 'nov-ribbon', 'jan-ribbon', 'jun-ribbon'])).toEqual({ ribbons: 1 });
  });

  it('counts dregs in units: the Lightning and the coloured Paulownia are double', () => {
    const plain = CHAFF.filter((c) => !GROUPS.doubleChaff.includes(c as never));
    expect(gs(plain.slice(0, 9))).toEqual({});
    expect(gs([...plain.slice(0, 8), 'nov-chaff-1'])).toEqual({ dregs: 1 });
    expect(gs([...plain.slice(0, 8), 'nov-chaff-1', 'dec-chaff-1'])).toEqual({ dregs: 3 });
    expect(goStopChaffUnits(['nov-chaff-1', 'dec-chaff-1', 'jan-chaff-1'], false)).toBe(5);
    expect(goStopChaffUnits([cup], true)).toBe(2);
  });

  it('refuses a card that is not in the deck when counting chaff units or animals', () => {
    expect(() => goStopChaffUnits(['jan-chaff-1', 'jan-chaff-9'], false)).toThrow(
      'Unknown Hanafuda card "jan-chaff-9"',
    );
    expect(() => goStopAnimalCount(['feb-animal', 'feb-animal-2'], true)).toThrow(
      'Unknown Hanafuda card "feb-animal-2"',
    );
  });

  it('uses the sake cup as one animal or two chaff units, never both, picking the better', () => {
    const plain = CHAFF.filter((c) => !GROUPS.doubleChaff.includes(c as never));
    const pile = [...plain.slice(0, 9), cup, ...GS_ANIMALS.slice(0, 4)];
    expect(gs(pile)).toEqual({ dregs: 2 });
    expect(gs(pile, { sake_cup: 'animal' })).toEqual({ animals: 1 });
    expect(gs(pile, { sake_cup: 'chaff' })).toEqual({ dregs: 2 });
    expect(gs([...plain.slice(0, 8), cup, ...GS_ANIMALS])).toEqual({ animals: 3 });
    // Fixed as chaff even where the animal reading is at least as good: 8 chaff + the cup's 2 units
    // = 10 (dregs 1), and the six other animals give 2.
    expect(gs([...plain.slice(0, 8), cup, ...GS_ANIMALS], { sake_cup: 'chaff' })).toEqual({ animals: 2, dregs: 1 });
    expect(goStopAnimalCount([cup, 'feb-animal'], false)).toBe(1);
  });
});

describe('Mushi yaku', () => {
  const mu = (cards: string[], o?: { five_lights?: boolean }) => table(findYaku('mushi', cards, o));
  it('scores the four yaku of the seed, all stacking', () => {
    expect(mu(GROUPS.brights as unknown as string[])).toEqual({ 'five-lights': 30 });
    expect(mu(['jan-bright', 'feb-animal', 'mar-bright'])).toEqual({ 'three-lights': 25 });
    expect(mu(monthCards(4))).toEqual({ 'wisteria-row': 10 });
    expect(mu(monthCards(12))).toEqual({ 'paulownia-row': 10 });
    expect(mu([...GROUPS.brights, 'feb-animal', ...monthCards(4), ...monthCards(12)])).toEqual({
      'five-lights': 30,
      'three-lights': 25,
      'wisteria-row': 10,
      'paulownia-row': 10,
    });
  });

  it('can play without Five Lights, and the Lightning never stands in for a card', () => {
    expect(mu([...GROUPS.brights], { five_lights: false })).toEqual({});
    expect(mu(['apr-animal', 'apr-ribbon', 'apr-chaff-1', 'nov-chaff-1'])).toEqual({});
  });

  it('values the 40 cards at 230 points', () => {
    expect(MUSHI_DECK.reduce((s, c) => s + mushiCardPoints(c), 0)).toBe(230);
  });
});

describe('Higo-Bana yaku', () => {
  const hb = (cards: string[]) => table(findYaku('higobana', cards));
  it('scores each of the eight three-card yaku at 50', () => {
    expect(hb(['mar-bright', 'aug-bright', 'sep-animal'])).toEqual({ drinking: 50 });
    expect(hb(['jan-bright', 'feb-animal', 'mar-bright'])).toEqual({ spring: 50 });
    expect(hb(POEMS)).toEqual({ 'red-poetry-ribbons': 50 });
    expect(hb(BLUES)).toEqual({ 'blue-ribbons': 50 });
    expect(hb([...GROUPS.grassRibbons])).toEqual({ 'grass-ribbons': 50 });
    expect(hb(['jun-animal', 'sep-animal', 'oct-animal'])).toEqual({ 'blue-animals': 50 });
    expect(hb(['apr-animal', 'may-animal', 'jul-animal'])).toEqual({ 'grass-animals': 50 });
    expect(hb(['jul-animal', 'aug-animal', 'oct-animal'])).toEqual({ 'boar-deer-geese': 50 });
  });

  it('lets yaku share cards; knows no Five Brights, Boar-Deer-Butterfly nor Willow yaku', () => {
    expect(findYaku('higobana', [...HANAFUDA_DECK])).toHaveLength(8);
    expect(hb([...GROUPS.brights])).toEqual({});
    expect(hb(BDB)).toEqual({});
    expect(hb(['apr-ribbon', 'may-ribbon', 'nov-ribbon'])).toEqual({});
  });

  it('values the deck at 254 (seed) or 240 (Hawaiian standard)', () => {
    expect(HANAFUDA_DECK.reduce((s, c) => s + higoBanaCardPoints(c), 0)).toBe(254);
    expect(HANAFUDA_DECK.reduce((s, c) => s + higoBanaCardPoints(c, 'hawaiian'), 0)).toBe(240);
    expect(higoBanaCardPoints('nov-bright')).toBe(5);
    expect(higoBanaCardPoints('dec-chaff-1', 'hawaiian')).toBe(10);
  });
});
