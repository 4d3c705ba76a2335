/**
 * A naive reference scorer for the Hanafuda yaku, written from the rulings
 * (docs/rulings/hanafuda.md: Koi-Koi §3.2–3.3, Mushi M10, Go-Stop §5.3, Higo-Bana H6)
 * without looking at or importing `src/games/hanafuda/yaku.ts` or the deck module. Card
 * facts come from the card ids themselves (docs/rulings/hanafuda.md §1.1) and hand-written lists below.
 *
 * It is deliberately slow and plain: one `if` per yaku, cards counted by filtering. The tests
 * compare the engine with it; when they disagree, one of the two misreads the rulings.
 */

export interface RefYaku {
  id: string;
  points: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The 48 card ids, written out by hand (docs/rulings/hanafuda.md §1.2). */
export const REF_DECK: readonly string[] = [
  'jan-bright',
  'jan-ribbon',
  'jan-chaff-1',
  'jan-chaff-2',
  'feb-animal',
  'feb-ribbon',
  'feb-chaff-1',
  'feb-chaff-2',
  'mar-bright',
  'mar-ribbon',
  'mar-chaff-1',
  'mar-chaff-2',
  'apr-animal',
  'apr-ribbon',
  'apr-chaff-1',
  'apr-chaff-2',
  'may-animal',
  'may-ribbon',
  'may-chaff-1',
  'may-chaff-2',
  'jun-animal',
  'jun-ribbon',
  'jun-chaff-1',
  'jun-chaff-2',
  'jul-animal',
  'jul-ribbon',
  'jul-chaff-1',
  'jul-chaff-2',
  'aug-bright',
  'aug-animal',
  'aug-chaff-1',
  'aug-chaff-2',
  'sep-animal',
  'sep-ribbon',
  'sep-chaff-1',
  'sep-chaff-2',
  'oct-animal',
  'oct-ribbon',
  'oct-chaff-1',
  'oct-chaff-2',
  'nov-bright',
  'nov-animal',
  'nov-ribbon',
  'nov-chaff-1',
  'dec-bright',
  'dec-chaff-1',
  'dec-chaff-2',
  'dec-chaff-3',
];

const RAIN_MAN = 'nov-bright';
const SAKE_CUP = 'sep-animal';
const LIGHTNING = 'nov-chaff-1';
const DRY_BRIGHTS = ['jan-bright', 'mar-bright', 'aug-bright', 'dec-bright'];
const ALL_BRIGHTS = [...DRY_BRIGHTS, RAIN_MAN];
const POETRY = ['jan-ribbon', 'feb-ribbon', 'mar-ribbon'];
const BLUE = ['jun-ribbon', 'sep-ribbon', 'oct-ribbon'];
const GRASS = ['apr-ribbon', 'may-ribbon', 'jul-ribbon'];
const BOAR_DEER_BUTTERFLY = ['jul-animal', 'oct-animal', 'jun-animal'];
const BIRDS = ['feb-animal', 'apr-animal', 'aug-animal'];

const kind = (id: string) => id.split('-')[1]!; // bright | animal | ribbon | chaff
const count = (pile: readonly string[], k: string) => pile.filter((c) => kind(c) === k).length;
const holds = (pile: readonly string[], cards: readonly string[]) => cards.every((c) => pile.includes(c));
const holdsCount = (pile: readonly string[], cards: readonly string[]) => cards.filter((c) => pile.includes(c)).length;
const total = (ys: readonly RefYaku[]) => ys.reduce((t, y) => t + y.points, 0);

// ------------------------------------------------------------------ Koi-Koi

export interface RefKoiKoiOptions {
  goko?: number;
  sanko?: number;
  viewing?: 'on' | 'off' | 'with-another-yaku' | 'weather' | 'willow';
  /** Rain Man + three dry brights: Rainy Four (7) when on, else Three Brights. */
  rainy_four?: boolean;
  flower_viewing?: boolean;
  moon_viewing?: boolean;
  sake_cup?: 'both' | 'animal-only' | 'either';
  groups?: 'stack-with-bonus' | 'exclusive' | 'flat-stack';
  tsukifuda?: boolean;
  month?: number;
}

/** Koi-Koi with the sake cup counted as an animal (`cupAnimal`) and/or a chaff (`cupChaff`). */
function koikoiAs(
  pile: readonly string[],
  o: Required<RefKoiKoiOptions>,
  cupAnimal: boolean,
  cupChaff: boolean,
): RefYaku[] {
  const out: RefYaku[] = [];
  const cup = pile.includes(SAKE_CUP);
  const dry = holdsCount(pile, DRY_BRIGHTS);
  const rain = pile.includes(RAIN_MAN);
  // Brights: only the best one.
  if (dry === 4 && rain) out.push({ id: 'goko', points: o.goko });
  else if (dry === 4) out.push({ id: 'shiko', points: 8 });
  else if (dry === 3 && rain)
    out.push(o.rainy_four ? { id: 'ame-shiko', points: 7 } : { id: 'sanko', points: o.sanko });
  else if (dry === 3) out.push({ id: 'sanko', points: o.sanko });

  // Animals.
  let animals = count(pile, 'animal');
  if (cup && !cupAnimal) animals -= 1;
  const bdb = holds(pile, BOAR_DEER_BUTTERFLY);
  if (o.groups === 'exclusive') {
    if (bdb) out.push({ id: 'inoshikacho', points: 5 + animals - 3 });
    else if (animals >= 5) out.push({ id: 'tane', points: animals - 4 });
  } else {
    if (bdb && o.groups === 'flat-stack') out.push({ id: 'inoshikacho', points: 5 });
    if (bdb && o.groups === 'stack-with-bonus') out.push({ id: 'inoshikacho', points: 5 + animals - 3 });
    if (animals >= 5) out.push({ id: 'tane', points: animals - 4 });
  }

  // Ribbons.
  const ribbons = count(pile, 'ribbon');
  const poetry = holds(pile, POETRY);
  const blue = holds(pile, BLUE);
  const flat = o.groups === 'flat-stack';
  let special = false;
  if (poetry && blue) {
    out.push({ id: 'akatan-aotan', points: flat ? 10 : 10 + ribbons - 6 });
    special = true;
  } else if (poetry) {
    out.push({ id: 'akatan', points: flat ? 5 : 5 + ribbons - 3 });
    special = true;
  } else if (blue) {
    out.push({ id: 'aotan', points: flat ? 5 : 5 + ribbons - 3 });
    special = true;
  }
  if (ribbons >= 5 && !(o.groups === 'exclusive' && special)) out.push({ id: 'tan', points: ribbons - 4 });

  // Viewing.
  const nonViewing = out.length;
  const viewing: RefYaku[] = [];
  if (o.viewing !== 'off' && cup) {
    const rained = pile.includes(RAIN_MAN) || pile.includes(LIGHTNING);
    // "Willow is rain": any November (Willow) card in the pile cancels both viewings.
    const willow = pile.some((c) => c.startsWith('nov-'));
    if (!(o.viewing === 'weather' && rained) && !(o.viewing === 'willow' && willow)) {
      if (o.flower_viewing && pile.includes('mar-bright')) viewing.push({ id: 'hanami-zake', points: 5 });
      if (o.moon_viewing && pile.includes('aug-bright')) viewing.push({ id: 'tsukimi-zake', points: 5 });
    }
  }

  // Chaff and the cards of the month.
  const others: RefYaku[] = [];
  let chaff = count(pile, 'chaff');
  if (cup && cupChaff) chaff += 1;
  if (chaff >= 10) others.push({ id: 'kasu', points: chaff - 9 });
  if (o.tsukifuda && o.month >= 1 && o.month <= 12) {
    const key = MONTHS[o.month - 1]!;
    if (pile.filter((c) => c.startsWith(key + '-')).length === 4) others.push({ id: 'tsukifuda', points: 4 });
  }
  const anotherYaku = nonViewing + others.length > 0;
  if (o.viewing !== 'with-another-yaku' || anotherYaku) out.push(...viewing);
  out.push(...others);
  return out;
}

export function refKoiKoi(pile: readonly string[], options: RefKoiKoiOptions = {}): RefYaku[] {
  const o: Required<RefKoiKoiOptions> = {
    goko: options.goko ?? 10,
    sanko: options.sanko ?? 5,
    viewing: options.viewing ?? 'on',
    rainy_four: options.rainy_four ?? true,
    flower_viewing: options.flower_viewing ?? true,
    moon_viewing: options.moon_viewing ?? true,
    sake_cup: options.sake_cup ?? 'both',
    groups: options.groups ?? 'stack-with-bonus',
    tsukifuda: options.tsukifuda ?? false,
    month: options.month ?? 0,
  };
  if (o.sake_cup === 'both') return koikoiAs(pile, o, true, true);
  const asAnimal = koikoiAs(pile, o, true, false);
  if (o.sake_cup === 'animal-only') return asAnimal;
  // Either: the owner's best; equal totals count it as an animal.
  const asChaff = koikoiAs(pile, o, false, true);
  return total(asChaff) > total(asAnimal) ? asChaff : asAnimal;
}

// ------------------------------------------------------------------ Go-Stop

export interface RefGoStopOptions {
  bdb?: boolean;
  sake_cup?: 'best' | 'animal' | 'chaff';
  rain_four_lights?: number;
}

/** Go-Stop chaff units (§5.3): plain chaff 1, the Lightning and the coloured Paulownia 2, the cup 2 when used as chaff. */
export function refChaffUnits(pile: readonly string[], cupAsChaff: boolean): number {
  let units = 0;
  for (const c of pile) {
    if (c === LIGHTNING || c === 'dec-chaff-1') units += 2;
    else if (kind(c) === 'chaff') units += 1;
    else if (c === SAKE_CUP && cupAsChaff) units += 2;
  }
  return units;
}

function goStopAs(pile: readonly string[], o: Required<RefGoStopOptions>, cupAsAnimal: boolean): RefYaku[] {
  const out: RefYaku[] = [];
  const dry = holdsCount(pile, DRY_BRIGHTS);
  const rain = pile.includes(RAIN_MAN);
  const lights = holdsCount(pile, ALL_BRIGHTS);
  if (lights === 5) out.push({ id: 'five-lights', points: 15 });
  else if (lights === 4 && rain) out.push({ id: 'four-lights', points: o.rain_four_lights });
  else if (lights === 4) out.push({ id: 'four-lights', points: 4 });
  else if (dry === 3) out.push({ id: 'three-lights', points: 3 });
  else if (dry === 2 && rain) out.push({ id: 'rain-three-lights', points: 2 });
  if (holds(pile, BIRDS)) out.push({ id: 'five-birds', points: 5 });
  if (o.bdb && holds(pile, BOAR_DEER_BUTTERFLY)) out.push({ id: 'boar-deer-butterfly', points: 5 });
  if (holds(pile, POETRY)) out.push({ id: 'red-poems', points: 3 });
  if (holds(pile, BLUE)) out.push({ id: 'blue-poems', points: 3 });
  if (holds(pile, GRASS)) out.push({ id: 'grass-ribbons', points: 3 });
  let animals = count(pile, 'animal');
  if (pile.includes(SAKE_CUP) && !cupAsAnimal) animals -= 1;
  if (animals >= 5) out.push({ id: 'animals', points: animals - 4 });
  const ribbons = count(pile, 'ribbon');
  if (ribbons >= 5) out.push({ id: 'ribbons', points: ribbons - 4 });
  const units = refChaffUnits(pile, !cupAsAnimal);
  if (units >= 10) out.push({ id: 'dregs', points: units - 9 });
  return out;
}

export function refGoStop(pile: readonly string[], options: RefGoStopOptions = {}): RefYaku[] {
  const o: Required<RefGoStopOptions> = {
    bdb: options.bdb ?? true,
    sake_cup: options.sake_cup ?? 'best',
    rain_four_lights: options.rain_four_lights ?? 4,
  };
  const asAnimal = goStopAs(pile, o, true);
  if (o.sake_cup === 'animal' || !pile.includes(SAKE_CUP)) return asAnimal;
  const asChaff = goStopAs(pile, o, false);
  if (o.sake_cup === 'chaff') return asChaff;
  return total(asChaff) > total(asAnimal) ? asChaff : asAnimal;
}

// ------------------------------------------------------------------ Mushi

export function refMushi(pile: readonly string[], options: { five_lights?: boolean } = {}): RefYaku[] {
  const out: RefYaku[] = [];
  if (options.five_lights !== false && holds(pile, ALL_BRIGHTS)) out.push({ id: 'five-lights', points: 30 });
  if (holds(pile, ['jan-bright', 'feb-animal', 'mar-bright'])) out.push({ id: 'three-lights', points: 25 });
  if (holds(pile, ['apr-animal', 'apr-ribbon', 'apr-chaff-1', 'apr-chaff-2']))
    out.push({ id: 'wisteria-row', points: 10 });
  if (holds(pile, ['dec-bright', 'dec-chaff-1', 'dec-chaff-2', 'dec-chaff-3']))
    out.push({ id: 'paulownia-row', points: 10 });
  return out;
}

/** Mushi card points (M8): 20 / 10 / 5 / 1 by class, the Lightning a 1-point chaff. */
export function refMushiCardPoints(id: string): number {
  return { bright: 20, animal: 10, ribbon: 5, chaff: 1 }[kind(id)]!;
}

// ------------------------------------------------------------------ Higo-Bana

const HIGOBANA: [string, string[]][] = [
  ['drinking', ['mar-bright', 'aug-bright', 'sep-animal']],
  ['spring', ['jan-bright', 'feb-animal', 'mar-bright']],
  ['red-poetry-ribbons', ['jan-ribbon', 'feb-ribbon', 'mar-ribbon']],
  ['blue-ribbons', ['jun-ribbon', 'sep-ribbon', 'oct-ribbon']],
  ['grass-ribbons', ['apr-ribbon', 'may-ribbon', 'jul-ribbon']],
  ['blue-animals', ['jun-animal', 'sep-animal', 'oct-animal']],
  ['grass-animals', ['apr-animal', 'may-animal', 'jul-animal']],
  ['boar-deer-geese', ['jul-animal', 'aug-animal', 'oct-animal']],
];

export function refHigoBana(pile: readonly string[], options: { yaku_points?: number } = {}): RefYaku[] {
  return HIGOBANA.filter(([, cards]) => holds(pile, cards)).map(([id]) => ({ id, points: options.yaku_points ?? 50 }));
}

/** Higo-Bana card points (H4): dry brights 20, the Rain Man 5, ribbons 10, animals 5, chaff 1 (Hawaiian: 0, coloured Paulownia 10). */
export function refHigoBanaCardPoints(id: string, values: 'seed' | 'hawaiian' = 'seed'): number {
  if (id === RAIN_MAN) return 5;
  const k = kind(id);
  if (k === 'bright') return 20;
  if (k === 'ribbon') return 10;
  if (k === 'animal') return 5;
  if (values === 'hawaiian') return id === 'dec-chaff-1' ? 10 : 0;
  return 1;
}

/** Total of a yaku list. */
export const refTotal = total;
