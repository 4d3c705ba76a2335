/**
 * Progress toward yaku (issue 28 §3), for Koi-Koi and Go-Stop: for one seat's capture pile, each
 * yaku it holds or is heading to, what it has, what it needs, and which cards would complete it
 * (still in play, or already gone to another pile). Pure: the table words and draws the lines;
 * what a completion would add is asked of the scorer itself (`findYaku`), so the numbers never
 * differ from what the round then scores.
 */
import { cardInfo, classOf, GROUPS, HANAFUDA_DECK, monthCards } from './cards.ts';
import {
  findYaku,
  goStopAnimalCount,
  goStopChaffUnits,
  koikoiYakuSettings,
  yakuTotal,
  type GoStopYakuOptions,
  type KoiKoiYakuOptions,
} from './yaku.ts';

/** One card that would count toward a yaku, and whether another player has already taken it. */
export interface NeededCard {
  id: string;
  /** In another player's capture pile: it can no longer come to this one. */
  gone: boolean;
}

/** A seat's progress toward one yaku. */
export interface YakuLine {
  /** The yaku it heads to (the scorer's id, e.g. 'tan', 'inoshikacho', 'dregs'). */
  id: string;
  /** 'set': particular cards (the missing ones are listed); 'count': any cards of a kind. */
  kind: 'set' | 'count';
  /** What a count line counts ('chaff-units': Go-Stop's chaff, the double ones 2). */
  counts?: 'bright' | 'animal' | 'ribbon' | 'chaff' | 'chaff-units' | 'points';
  have: number;
  need: number;
  /** `need - have`, 0 once complete. */
  missing: number;
  /** The pile scores this yaku (or a greater one of its kind: four brights complete three). */
  complete: boolean;
  /** A set line's cards not in this pile yet (the ones still in play first); empty for a count line. */
  cards: NeededCard[];
  /** How many cards (count lines: units) that would count are still in play, in no capture pile. */
  left: number;
  /** Enough is still in play to complete it. */
  possible: boolean;
  /**
   * What the yaku total gains when it is completed (a complete count line: with one more card),
   * by the scorer with the cards still in play added; 0 when it can no longer be done.
   */
  adds: number;
}

/** Who holds what: every seat's capture pile, for the seat `seat`. */
export interface Piles {
  captured: readonly (readonly string[])[];
  seat: number;
}

export const inPile = (piles: Piles): Set<string> => new Set(piles.captured[piles.seat] ?? []);
export const takenByOthers = (piles: Piles): Set<string> => {
  const out = new Set<string>();
  piles.captured.forEach((p, s) => {
    if (s !== piles.seat) for (const c of p) out.add(c);
  });
  return out;
};

/** A set line: `need` of `group` (the cards held count; the rest are listed, those in play first). */
export function setLine(
  id: string,
  group: readonly string[],
  need: number,
  own: Set<string>,
  gone: Set<string>,
  complete: (have: number) => boolean = (have) => have >= need,
): YakuLine {
  const have = group.filter((c) => own.has(c)).length;
  const cards = group
    .filter((c) => !own.has(c))
    .map((id) => ({ id, gone: gone.has(id) }))
    .sort((a, b) => Number(a.gone) - Number(b.gone));
  const left = cards.filter((c) => !c.gone).length;
  const missing = Math.max(0, need - have);
  return {
    id,
    kind: 'set',
    have,
    need,
    missing,
    complete: complete(have),
    cards,
    left,
    possible: left >= missing,
    adds: 0,
  };
}

/** A count line. */
export function countLine(
  id: string,
  counts: NonNullable<YakuLine['counts']>,
  have: number,
  need: number,
  left: number,
): YakuLine {
  const missing = Math.max(0, need - have);
  return {
    id,
    kind: 'count',
    counts,
    have,
    need,
    missing,
    complete: have >= need,
    cards: [],
    left,
    possible: left >= missing,
    adds: 0,
  };
}

/** Cards in play (in no pile) that count for `line`, the plainest first (a card with a role could complete another yaku too). */
function candidates(line: YakuLine, taken: Set<string>, isOfKind: (id: string) => boolean): string[] {
  if (line.kind === 'set') return line.cards.filter((c) => !c.gone).map((c) => c.id);
  return HANAFUDA_DECK.filter((c) => !taken.has(c) && isOfKind(c)).sort(
    (a, b) => cardInfo(a).roles.length - cardInfo(b).roles.length,
  );
}

/**
 * Fill in `adds`: the scorer's total with the line's missing cards (a complete count line: one
 * more; a chaff-units line: cards until the units are reached) added, minus the total now.
 */
export function withAdds(
  lines: YakuLine[],
  pile: readonly string[],
  taken: Set<string>,
  score: (pile: readonly string[]) => number,
  kindOf: (line: YakuLine) => (id: string) => boolean,
  units: (id: string) => number = () => 1,
): YakuLine[] {
  const now = score(pile);
  for (const line of lines) {
    if (!line.possible) continue;
    const want = line.complete ? (line.kind === 'count' ? 1 : 0) : line.missing;
    if (want === 0) continue;
    const pool = candidates(line, taken, kindOf(line));
    const add: string[] = [];
    let got = 0;
    for (const c of pool) {
      if (got >= want) break;
      add.push(c);
      got += line.kind === 'count' ? units(c) : 1;
    }
    if (got < want) continue;
    line.adds = score([...pile, ...add]) - now;
  }
  return lines;
}

export const taken = (piles: Piles): Set<string> => new Set(piles.captured.flat());
const ofClass = (cls: string) => (id: string) => classOf(id) === cls;

// ---------------------------------------------------------------- Koi-Koi

/**
 * Koi-Koi: `seat`'s progress toward every yaku the options score (rulings §3.2–3.3), with the
 * sake cup counted as the scorer counts it (both, animal only, or the owner's best).
 */
export function koikoiProgress(
  captured: readonly (readonly string[])[],
  seat: number,
  options: KoiKoiYakuOptions = {},
): YakuLine[] {
  const o = koikoiYakuSettings(options);
  const piles = { captured, seat };
  const own = inPile(piles);
  const gone = takenByOthers(piles);
  const pile = captured[seat] ?? [];
  const all = taken(piles);
  const left = (f: (id: string) => boolean) => HANAFUDA_DECK.filter((c) => !all.has(c) && f(c)).length;
  const cup = own.has(GROUPS.sakeCup);
  // The sake cup as the scorer counts it: both ways, as an animal only, or the better of the two.
  let cupAnimal = true;
  let cupChaff = o.sake_cup === 'both';
  if (o.sake_cup === 'either' && cup) {
    const either = yakuTotal(findYaku('koikoi', pile, o));
    const animal = yakuTotal(findYaku('koikoi', pile, { ...o, sake_cup: 'animal-only' }));
    if (either > animal) [cupAnimal, cupChaff] = [false, true];
  }
  const dry = GROUPS.dryBrights;
  const rain = own.has(GROUPS.rainMan);
  const dryHeld = dry.filter((c) => own.has(c)).length;
  const lines: YakuLine[] = [setLine('sanko', dry, 3, own, gone), setLine('shiko', dry, 4, own, gone)];
  if (o.rainy_four && dryHeld < 4) {
    // Rainy Four: the Rain Man and three dry brights (the fourth dry bright makes Five Brights).
    const l = setLine('ame-shiko', [GROUPS.rainMan, ...dry], 4, own, gone);
    l.have = Math.min(dryHeld, 3) + (rain ? 1 : 0);
    l.missing = Math.max(0, 4 - l.have);
    l.complete = l.have >= 4;
    if (rain) l.cards = l.cards.filter((c) => c.id !== GROUPS.rainMan);
    else if (dryHeld >= 3) l.cards = l.cards.filter((c) => c.id === GROUPS.rainMan);
    l.left = l.cards.filter((c) => !c.gone).length;
    l.possible = (rain || !gone.has(GROUPS.rainMan)) && l.left >= l.missing;
    lines.push(l);
  }
  lines.push(setLine('goko', GROUPS.brights, 5, own, gone));
  lines.push(setLine('inoshikacho', GROUPS.boarDeerButterfly, 3, own, gone));
  lines.push(setLine('akatan', GROUPS.poetryRibbons, 3, own, gone));
  lines.push(setLine('aotan', GROUPS.blueRibbons, 3, own, gone));
  const isAnimal = (c: string) => classOf(c) === 'animal' && (cupAnimal || c !== GROUPS.sakeCup);
  const isChaff = (c: string) => classOf(c) === 'chaff' || (cupChaff && c === GROUPS.sakeCup);
  lines.push(countLine('tane', 'animal', pile.filter(isAnimal).length, 5, left(isAnimal)));
  lines.push(countLine('tan', 'ribbon', pile.filter(ofClass('ribbon')).length, 5, left(ofClass('ribbon'))));
  lines.push(countLine('kasu', 'chaff', pile.filter(isChaff).length, 10, left(isChaff)));
  if (o.viewing !== 'off') {
    if (o.flower_viewing) lines.push(setLine('hanami-zake', [GROUPS.curtain, GROUPS.sakeCup], 2, own, gone));
    if (o.moon_viewing) lines.push(setLine('tsukimi-zake', [GROUPS.moon, GROUPS.sakeCup], 2, own, gone));
  }
  if (o.tsukifuda && o.month >= 1 && o.month <= 12) lines.push(setLine('tsukifuda', monthCards(o.month), 4, own, gone));
  const kinds: Record<string, (id: string) => boolean> = { tane: isAnimal, tan: ofClass('ribbon'), kasu: isChaff };
  return withAdds(
    lines,
    pile,
    all,
    (p) => yakuTotal(findYaku('koikoi', p, o)),
    (l) => kinds[l.id] ?? (() => false),
  );
}

// ---------------------------------------------------------------- Go-Stop

/** Go-Stop chaff units of one card (the Lightning and the coloured Paulownia 2; the sake cup 2 when it counts as chaff). */
const unitsOf = (cupChaff: boolean) => (id: string) => goStopChaffUnits([id], cupChaff);

/**
 * Go-Stop: `seat`'s progress toward every yaku (rulings §5.3), the sake cup counted as the scorer
 * counts it (the better way for its owner unless fixed), chaff in units (쌍피 2).
 */
export function goStopProgress(
  captured: readonly (readonly string[])[],
  seat: number,
  options: GoStopYakuOptions = {},
): YakuLine[] {
  const piles = { captured, seat };
  const own = inPile(piles);
  const gone = takenByOthers(piles);
  const pile = captured[seat] ?? [];
  const all = taken(piles);
  const mode = options.sake_cup ?? 'best';
  let cupAnimal = mode !== 'chaff';
  if (mode === 'best' && own.has(GROUPS.sakeCup)) {
    const animal = yakuTotal(findYaku('gostop', pile, { ...options, sake_cup: 'animal' }));
    const chaff = yakuTotal(findYaku('gostop', pile, { ...options, sake_cup: 'chaff' }));
    cupAnimal = chaff <= animal;
  }
  const units = unitsOf(!cupAnimal);
  const free = HANAFUDA_DECK.filter((c) => !all.has(c));
  const lines: YakuLine[] = [
    setLine('three-lights', GROUPS.brights, 3, own, gone),
    setLine('four-lights', GROUPS.brights, 4, own, gone),
    setLine('five-lights', GROUPS.brights, 5, own, gone),
    setLine('five-birds', GROUPS.godoriBirds, 3, own, gone),
  ];
  if (options.bdb ?? true) lines.push(setLine('boar-deer-butterfly', GROUPS.boarDeerButterfly, 3, own, gone));
  lines.push(setLine('red-poems', GROUPS.poetryRibbons, 3, own, gone));
  lines.push(setLine('blue-poems', GROUPS.blueRibbons, 3, own, gone));
  lines.push(setLine('grass-ribbons', GROUPS.grassRibbons, 3, own, gone));
  const isAnimal = (c: string) => goStopAnimalCount([c], cupAnimal) === 1;
  const isChaff = (c: string) => units(c) > 0;
  lines.push(countLine('animals', 'animal', goStopAnimalCount(pile, cupAnimal), 5, free.filter(isAnimal).length));
  lines.push(
    countLine('ribbons', 'ribbon', pile.filter(ofClass('ribbon')).length, 5, free.filter(ofClass('ribbon')).length),
  );
  lines.push(
    countLine(
      'dregs',
      'chaff-units',
      goStopChaffUnits(pile, !cupAnimal),
      10,
      free.reduce((n, c) => n + units(c), 0),
    ),
  );
  const kinds: Record<string, (id: string) => boolean> = {
    animals: isAnimal,
    ribbons: ofClass('ribbon'),
    dregs: isChaff,
  };
  return withAdds(
    lines,
    pile,
    all,
    (p) => yakuTotal(findYaku('gostop', p, options)),
    (l) => kinds[l.id] ?? (() => false),
    units,
  );
}

// ---------------------------------------------------------------- what the table shows

/**
 * The lines worth showing: the yaku not yet made that can still be, `within` cards of completion
 * (at most 2 by default), nearest first, then the one adding most. A bright line is left out when
 * a greater one is as near (four brights one card away says more than three one card away).
 */
export function nearYaku(lines: readonly YakuLine[], within = 2): YakuLine[] {
  return lines
    .filter((l) => l.counts !== 'points' && !l.complete && l.possible && l.missing <= within)
    .sort((a, b) => a.missing - b.missing || b.adds - a.adds);
}
