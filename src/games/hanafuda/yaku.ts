/**
 * Yaku (scoring hands made from captured cards) for the four Hanafuda games, with the ids
 * and values of docs/rulings/hanafuda.md: Koi-Koi §3.2–3.3, Mushi M10, Go-Stop §5.3, Higo-Bana H6.
 * Also the per-game card values (docs/rulings/hanafuda.md §1.3) that Mushi, Go-Stop and Higo-Bana count.
 */
import { cardInfo, GROUPS, HANAFUDA_DECK, monthCards } from './cards.ts';

/** A yaku held: its id and what it is worth. */
export interface Yaku {
  id: string;
  points: number;
}

/** The four Hanafuda games that score yaku. */
export type HanafudaGame = 'koikoi' | 'gostop' | 'mushi' | 'higobana';

// ---------------------------------------------------------------- Koi-Koi

/**
 * Viewing yaku: on; off; only when another yaku is held; cancelled by rain (Rain Man or
 * Lightning in the pile); cancelled by any Willow card in the pile ("Willow is rain").
 */
export type ViewingMode = 'on' | 'off' | 'with-another-yaku' | 'weather' | 'willow';
/** The sake cup counts as an animal and a chaff at once; as an animal only; or as either (the owner's best). */
export type SakeCupMode = 'both' | 'animal-only' | 'either';
/** How ribbon/animal yaku combine (rulings K9). */
export type GroupsMode = 'stack-with-bonus' | 'exclusive' | 'flat-stack';

/** Koi-Koi yaku options (the yaku part of the engine options). */
export interface KoiKoiYakuOptions {
  goko?: 10 | 15;
  sanko?: 5 | 6;
  viewing?: ViewingMode;
  sake_cup?: SakeCupMode;
  groups?: GroupsMode;
  /** Score all four cards of the round's month (needs `month`). */
  tsukifuda?: boolean;
  /** The round's month, 1–12 (round 1 = January), for tsukifuda. */
  month?: number;
  /** Rain Man + three dry brights is Rainy Four (7; default true); false: it counts as Three Brights. */
  rainy_four?: boolean;
  /** Flower viewing scores (default true); switched apart from moon viewing. */
  flower_viewing?: boolean;
  /** Moon viewing scores (default true). */
  moon_viewing?: boolean;
}

/** The Koi-Koi yaku defaults of the rulings. */
const KOIKOI_YAKU_DEFAULTS: Required<Omit<KoiKoiYakuOptions, 'month'>> = {
  goko: 10,
  sanko: 5,
  viewing: 'on',
  sake_cup: 'both',
  groups: 'stack-with-bonus',
  tsukifuda: false,
  rainy_four: true,
  flower_viewing: true,
  moon_viewing: true,
};

/** Counts of a pile used by several games. */
interface PileFacts {
  /** Bit `order` set when the card at that deck position is in the pile: orders 0–23 in `low`, 24–47 in `high` (no array to allocate). */
  low: number;
  high: number;
  dry: number;
  rain: boolean;
  animals: number; // sake cup included
  ribbons: number;
  chaff: number; // the 24 chaff cards only
  poetry: number;
  blue: number;
  grass: number;
}

/** Deck positions of card ids (fast membership tests). */
const orders = (ids: readonly string[]) => ids.map((id) => cardInfo(id).order);
const O = {
  bdb: orders(GROUPS.boarDeerButterfly),
  birds: orders(GROUPS.godoriBirds),
  brights: orders(GROUPS.brights),
  cup: cardInfo(GROUPS.sakeCup).order,
  curtain: cardInfo(GROUPS.curtain).order,
  moon: cardInfo(GROUPS.moon).order,
  lightning: cardInfo(GROUPS.lightning).order,
  months: Array.from({ length: 13 }, (_, m) => (m === 0 ? [] : orders(monthCards(m)))),
};

function pileFacts(captured: readonly string[]): PileFacts {
  const f: PileFacts = {
    low: 0,
    high: 0,
    dry: 0,
    rain: false,
    animals: 0,
    ribbons: 0,
    chaff: 0,
    poetry: 0,
    blue: 0,
    grass: 0,
  };
  for (const id of captured) {
    const c = cardInfo(id);
    if (c.order < 24) f.low |= 1 << c.order;
    else f.high |= 1 << (c.order - 24);
    if (c.cls === 'bright') {
      if (c.roles.includes('rain-bright')) f.rain = true;
      else f.dry++;
    } else if (c.cls === 'animal') f.animals++;
    else if (c.cls === 'ribbon') {
      f.ribbons++;
      if (c.ribbon === 'poetry-red') f.poetry++;
      else if (c.ribbon === 'blue') f.blue++;
      if (c.roles.includes('grass-ribbon')) f.grass++;
    } else f.chaff++;
  }
  return f;
}

const has = (f: PileFacts, order: number) => ((order < 24 ? f.low >> order : f.high >> (order - 24)) & 1) === 1;
const hasAll = (f: PileFacts, group: readonly number[]) => {
  for (let i = 0; i < group.length; i++) if (!has(f, group[i]!)) return false;
  return true;
};

/** "base +1 per card beyond `need`", or nothing below `need`. */
const countYaku = (count: number, need: number, base = 1) => (count >= need ? base + (count - need) : 0);

// Each part pushes its yaku onto `out` (one array per pile scored: this runs after every capturing turn).

function koikoiBrights(f: PileFacts, o: Required<KoiKoiYakuOptions>, out: Yaku[]): void {
  if (f.dry === 4 && f.rain) out.push({ id: 'goko', points: o.goko });
  else if (f.dry === 4) out.push({ id: 'shiko', points: 8 });
  else if (f.dry === 3 && f.rain)
    out.push(o.rainy_four ? { id: 'ame-shiko', points: 7 } : { id: 'sanko', points: o.sanko });
  else if (f.dry === 3) out.push({ id: 'sanko', points: o.sanko });
}

function koikoiAnimals(f: PileFacts, animals: number, o: Required<KoiKoiYakuOptions>, out: Yaku[]): void {
  const bdb = hasAll(f, O.bdb);
  const tane = countYaku(animals, 5);
  if (o.groups === 'exclusive') {
    if (bdb) out.push({ id: 'inoshikacho', points: 5 + (animals - 3) });
    else if (tane) out.push({ id: 'tane', points: tane });
    return;
  }
  if (bdb) out.push({ id: 'inoshikacho', points: o.groups === 'flat-stack' ? 5 : 5 + (animals - 3) });
  if (tane) out.push({ id: 'tane', points: tane });
}

function koikoiRibbons(f: PileFacts, o: Required<KoiKoiYakuOptions>, out: Yaku[]): void {
  const flat = o.groups === 'flat-stack';
  const before = out.length;
  if (f.poetry === 3 && f.blue === 3) out.push({ id: 'akatan-aotan', points: flat ? 10 : 10 + (f.ribbons - 6) });
  else {
    if (f.poetry === 3) out.push({ id: 'akatan', points: flat ? 5 : 5 + (f.ribbons - 3) });
    if (f.blue === 3) out.push({ id: 'aotan', points: flat ? 5 : 5 + (f.ribbons - 3) });
  }
  const tan = countYaku(f.ribbons, 5);
  if (o.groups === 'exclusive' && out.length > before) return;
  if (tan) out.push({ id: 'tan', points: tan });
}

function koikoiViewing(f: PileFacts, o: Required<KoiKoiYakuOptions>, out: Yaku[]): void {
  if (o.viewing === 'off' || !has(f, O.cup)) return;
  if (o.viewing === 'weather' && (f.rain || has(f, O.lightning))) return;
  if (o.viewing === 'willow' && hasWillow(f)) return;
  if (o.flower_viewing && has(f, O.curtain)) out.push({ id: 'hanami-zake', points: 5 });
  if (o.moon_viewing && has(f, O.moon)) out.push({ id: 'tsukimi-zake', points: 5 });
}

const hasWillow = (f: PileFacts) => O.months[11]!.some((o) => has(f, o));

/** Koi-Koi yaku with the sake cup counted as `cupAnimal` and/or `cupChaff`. */
function koikoiWith(f: PileFacts, o: Required<KoiKoiYakuOptions>, cupAnimal: boolean, cupChaff: boolean): Yaku[] {
  const cup = has(f, O.cup) ? 1 : 0;
  const animals = f.animals - (cupAnimal ? 0 : cup);
  const chaff = f.chaff + (cupChaff ? cup : 0);
  const out: Yaku[] = [];
  koikoiBrights(f, o, out);
  koikoiAnimals(f, animals, o, out);
  koikoiRibbons(f, o, out);
  const kasu = countYaku(chaff, 10);
  const tsukifuda = o.tsukifuda && o.month >= 1 && o.month <= 12 && hasAll(f, O.months[o.month]!);
  // Viewing yaku come before chaff and the month's cards; 'with-another-yaku' needs one of the others.
  if (o.viewing !== 'with-another-yaku' || out.length > 0 || kasu || tsukifuda) koikoiViewing(f, o, out);
  if (kasu) out.push({ id: 'kasu', points: kasu });
  if (tsukifuda) out.push({ id: 'tsukifuda', points: 4 });
  return out;
}

/**
 * The Koi-Koi rule switches that changed what this pile scores against the rulings'
 * defaults (issue 14), as round-end line ids worded by `yakuName`: 'rainy-four-off',
 * 'flower-viewing-off', 'moon-viewing-off', 'viewing-cancelled-rain', 'viewing-cancelled-willow'.
 */
export function koikoiRuleNotes(captured: readonly string[], options: KoiKoiYakuOptions = {}): string[] {
  const f = pileFacts(captured);
  const out: string[] = [];
  if (options.rainy_four === false && f.dry === 3 && f.rain) out.push('rainy-four-off');
  const viewing = options.viewing ?? KOIKOI_YAKU_DEFAULTS.viewing;
  if (viewing === 'off' || !has(f, O.cup) || !(has(f, O.curtain) || has(f, O.moon))) return out;
  if (viewing === 'weather' && (f.rain || has(f, O.lightning))) return [...out, 'viewing-cancelled-rain'];
  if (viewing === 'willow' && hasWillow(f)) return [...out, 'viewing-cancelled-willow'];
  if (options.flower_viewing === false && has(f, O.curtain)) out.push('flower-viewing-off');
  if (options.moon_viewing === false && has(f, O.moon)) out.push('moon-viewing-off');
  return out;
}

/** Total points of a yaku list. */
export function yakuTotal(yaku: readonly Yaku[]): number {
  let t = 0;
  for (const y of yaku) t += y.points;
  return t;
}

function koikoiYaku(captured: readonly string[], options: KoiKoiYakuOptions = {}): Yaku[] {
  return koikoiYakuWith(captured, koikoiYakuSettings(options));
}

/** Koi-Koi yaku options with every default filled in (the engine keeps one per round and reuses it). */
export function koikoiYakuSettings(options: KoiKoiYakuOptions = {}): Required<KoiKoiYakuOptions> {
  return {
    goko: options.goko ?? KOIKOI_YAKU_DEFAULTS.goko,
    sanko: options.sanko ?? KOIKOI_YAKU_DEFAULTS.sanko,
    viewing: options.viewing ?? KOIKOI_YAKU_DEFAULTS.viewing,
    sake_cup: options.sake_cup ?? KOIKOI_YAKU_DEFAULTS.sake_cup,
    groups: options.groups ?? KOIKOI_YAKU_DEFAULTS.groups,
    tsukifuda: options.tsukifuda ?? KOIKOI_YAKU_DEFAULTS.tsukifuda,
    month: options.month ?? 0,
    rainy_four: options.rainy_four ?? KOIKOI_YAKU_DEFAULTS.rainy_four,
    flower_viewing: options.flower_viewing ?? KOIKOI_YAKU_DEFAULTS.flower_viewing,
    moon_viewing: options.moon_viewing ?? KOIKOI_YAKU_DEFAULTS.moon_viewing,
  };
}

/** `findYaku('koikoi', captured, options)` with the options already filled in by `koikoiYakuSettings`. */
export function koikoiYakuWith(captured: readonly string[], o: Required<KoiKoiYakuOptions>): Yaku[] {
  const f = pileFacts(captured);
  if (o.sake_cup === 'both') return koikoiWith(f, o, true, true);
  if (o.sake_cup === 'animal-only' || !has(f, O.cup)) return koikoiWith(f, o, true, false);
  const asAnimal = koikoiWith(f, o, true, false);
  const asChaff = koikoiWith(f, o, false, true);
  return yakuTotal(asChaff) > yakuTotal(asAnimal) ? asChaff : asAnimal;
}

// ---------------------------------------------------------------- Go-Stop

/** How the sake cup counts in Go-Stop: the best for the owner, or fixed. */
export type GoStopSakeCup = 'best' | 'animal' | 'chaff';

/** Go-Stop yaku options. */
export interface GoStopYakuOptions {
  /** Boar-Deer-Butterfly 5 (seed only; Korean Go-Stop has none). Default true. */
  bdb?: boolean;
  /** Default 'best': the designation with the higher yaku total (equal: animal). */
  sake_cup?: GoStopSakeCup;
  /** Four lights including the Rain Man: 4 (default) or 3 (variant). */
  rain_four_lights?: 4 | 3;
}

/** The Go-Stop yaku defaults of the rulings. */
const GOSTOP_YAKU_DEFAULTS: Required<GoStopYakuOptions> = { bdb: true, sake_cup: 'best', rain_four_lights: 4 };

/** Go-Stop chaff units: chaff 1 each, Lightning and coloured Paulownia 2, the sake cup 2 when used as chaff. */
export function goStopChaffUnits(captured: readonly string[], sakeCupAsChaff: boolean): number {
  let units = 0;
  for (let i = 0; i < captured.length; i++) {
    const id = captured[i]!;
    const k = GS_KIND[id];
    if (k === undefined)
      cardInfo(id); // throws on an unknown card
    else if (k > 0) units += k;
    else if (sakeCupAsChaff && k === GS_CUP) units += 2;
  }
  return units;
}

/** Per card for Go-Stop counting: chaff units (1 or 2), 0 for other cards, GS_CUP for the sake cup, GS_ANIMAL for other animals. */
const GS_CUP = -1;
const GS_ANIMAL = -2;
/** By id, as a prototype-less plain object (a property load is faster than `Map.get` here). */
const GS_KIND: Readonly<Record<string, number>> = (() => {
  const out = Object.create(null) as Record<string, number>;
  for (const id of HANAFUDA_DECK) {
    const c = cardInfo(id);
    out[id] =
      c.cls === 'chaff'
        ? c.roles.includes('double-chaff')
          ? 2
          : 1
        : c.roles.includes('sake-cup')
          ? GS_CUP
          : c.cls === 'animal'
            ? GS_ANIMAL
            : 0;
  }
  return out;
})();

/** Go-Stop animal count, the sake cup included only when used as an animal. */
export function goStopAnimalCount(captured: readonly string[], sakeCupAsAnimal: boolean): number {
  let n = 0;
  for (let i = 0; i < captured.length; i++) {
    const id = captured[i]!;
    const k = GS_KIND[id];
    if (k === undefined)
      cardInfo(id); // throws on an unknown card
    else if (k === GS_ANIMAL || (sakeCupAsAnimal && k === GS_CUP)) n++;
  }
  return n;
}

function goStopBrights(f: PileFacts, o: Required<GoStopYakuOptions>): Yaku[] {
  const all = f.dry + (f.rain ? 1 : 0);
  if (all === 5) return [{ id: 'five-lights', points: 15 }];
  if (all === 4) return [{ id: 'four-lights', points: f.rain ? o.rain_four_lights : 4 }];
  if (f.dry === 3) return [{ id: 'three-lights', points: 3 }];
  if (f.dry === 2 && f.rain) return [{ id: 'rain-three-lights', points: 2 }];
  return [];
}

/** Go-Stop yaku with the sake cup fixed as an animal or as chaff. */
function goStopWith(
  captured: readonly string[],
  f: PileFacts,
  o: Required<GoStopYakuOptions>,
  cupAsAnimal: boolean,
): Yaku[] {
  const out = goStopBrights(f, o);
  if (hasAll(f, O.birds)) out.push({ id: 'five-birds', points: 5 });
  if (o.bdb && hasAll(f, O.bdb)) out.push({ id: 'boar-deer-butterfly', points: 5 });
  if (f.poetry === 3) out.push({ id: 'red-poems', points: 3 });
  if (f.blue === 3) out.push({ id: 'blue-poems', points: 3 });
  if (f.grass === 3) out.push({ id: 'grass-ribbons', points: 3 });
  const animals = countYaku(goStopAnimalCount(captured, cupAsAnimal), 5);
  if (animals) out.push({ id: 'animals', points: animals });
  const ribbons = countYaku(f.ribbons, 5);
  if (ribbons) out.push({ id: 'ribbons', points: ribbons });
  const dregs = countYaku(goStopChaffUnits(captured, !cupAsAnimal), 10);
  if (dregs) out.push({ id: 'dregs', points: dregs });
  return out;
}

function goStopYaku(captured: readonly string[], options: GoStopYakuOptions = {}): Yaku[] {
  // One literal (a spread of the defaults made a slow dictionary object at every stop).
  const o: Required<GoStopYakuOptions> = {
    bdb: options.bdb ?? GOSTOP_YAKU_DEFAULTS.bdb,
    sake_cup: options.sake_cup ?? GOSTOP_YAKU_DEFAULTS.sake_cup,
    rain_four_lights: options.rain_four_lights ?? GOSTOP_YAKU_DEFAULTS.rain_four_lights,
  };
  const f = pileFacts(captured);
  if (o.sake_cup === 'animal' || !has(f, O.cup)) return goStopWith(captured, f, o, true);
  if (o.sake_cup === 'chaff') return goStopWith(captured, f, o, false);
  const asAnimal = goStopWith(captured, f, o, true);
  const asChaff = goStopWith(captured, f, o, false);
  return yakuTotal(asChaff) > yakuTotal(asAnimal) ? asChaff : asAnimal;
}

/**
 * Per card, Go-Stop's counts packed in 5-bit lanes, so that adding the codes of a pile adds its
 * counts (issue 30 §1: a turn's end asks for the mover's total, and this is one pass with no
 * allocation). `GS_A`: dry lights, the Rain Man, animals (not the sake cup), the sake cup, ribbons,
 * poem ribbons; `GS_B`: blue ribbons, grass ribbons, five-birds cards, Boar-Deer-Butterfly cards,
 * chaff units (not the sake cup). Indexed by a card's deck order (`cardOrder`). Go-Stop's Normal
 * sums them per pile too (gostop-bot.ts); read-only.
 */
export const GS_A = new Int32Array(HANAFUDA_DECK.length);
export const GS_B = new Int32Array(HANAFUDA_DECK.length);
/** Deck order by id (prototype-less, as the card tables). */
const GS_ORDER: Readonly<Record<string, number>> = Object.create(null);
for (const id of HANAFUDA_DECK) {
  const c = cardInfo(id);
  const role = (r: Parameters<typeof c.roles.includes>[0]) => (c.roles.includes(r) ? 1 : 0);
  const cup = role('sake-cup');
  (GS_ORDER as Record<string, number>)[id] = c.order;
  GS_A[c.order] =
    role('dry-bright') |
    (role('rain-bright') << 5) |
    ((c.cls === 'animal' && !cup ? 1 : 0) << 10) |
    (cup << 15) |
    ((c.cls === 'ribbon' ? 1 : 0) << 20) |
    ((c.ribbon === 'poetry-red' ? 1 : 0) << 25);
  GS_B[c.order] =
    (c.ribbon === 'blue' ? 1 : 0) |
    (role('grass-ribbon') << 5) |
    (role('godori-bird') << 10) |
    (role('boar-deer-butterfly') << 15) |
    ((c.cls === 'chaff' ? 1 + role('double-chaff') : 0) << 20);
}

/**
 * `yakuTotal(findYaku('gostop', captured, { bdb, rain_four_lights, sake_cup: 'best' }))` without
 * building the yaku: the total of the better reading of the sake cup (issue 30 §1, the hot path of
 * every Go-Stop turn's end). Throws on an unknown card, as `findYaku` does.
 */
export function goStopBestTotal(captured: readonly string[], bdb: boolean, rainFourLights: 4 | 3): number {
  let a = 0;
  let b = 0;
  for (let i = 0; i < captured.length; i++) {
    const k = GS_ORDER[captured[i]!];
    if (k === undefined)
      cardInfo(captured[i]!); // throws
    else {
      a += GS_A[k]!;
      b += GS_B[k]!;
    }
  }
  return goStopPackedTotal(a, b, bdb, rainFourLights);
}

/** The Go-Stop yaku total (the better reading of the sake cup) of a pile whose `GS_A` and `GS_B` codes add up to `a` and `b`. */
export function goStopPackedTotal(a: number, b: number, bdb: boolean, rainFourLights: 4 | 3): number {
  const dry = a & 31;
  const rain = (a >> 5) & 31;
  const animals = (a >> 10) & 31;
  const cup = (a >> 15) & 31;
  const ribbons = (a >> 20) & 31;
  const all = dry + rain;
  let base =
    all === 5 ? 15 : all === 4 ? (rain > 0 ? rainFourLights : 4) : dry === 3 ? 3 : dry === 2 && rain > 0 ? 2 : 0;
  if (((b >> 10) & 31) === 3) base += 5;
  if (bdb && ((b >> 15) & 31) === 3) base += 5;
  if (((a >> 25) & 31) === 3) base += 3;
  if ((b & 31) === 3) base += 3;
  if (((b >> 5) & 31) === 3) base += 3;
  base += countYaku(ribbons, 5);
  const units = (b >> 20) & 31;
  const asAnimal = base + countYaku(animals + cup, 5) + countYaku(units, 10);
  if (cup === 0) return asAnimal;
  return Math.max(asAnimal, base + countYaku(animals, 5) + countYaku(units + 2, 10));
}

/**
 * Per card, Koi-Koi's counts packed in lanes (see `GS_A`): `KK_A` 5-bit lanes of dry brights, the
 * Rain Man, animals (the sake cup included), ribbons, chaff, poem ribbons; `KK_B` 4-bit lanes of
 * blue ribbons, Boar-Deer-Butterfly cards, the sake cup, the curtain, the moon, the Lightning,
 * Willow cards. Indexed by deck order.
 */
const KK_A = new Int32Array(HANAFUDA_DECK.length);
const KK_B = new Int32Array(HANAFUDA_DECK.length);
for (const id of HANAFUDA_DECK) {
  const c = cardInfo(id);
  const role = (r: Parameters<typeof c.roles.includes>[0]) => (c.roles.includes(r) ? 1 : 0);
  KK_A[c.order] =
    (c.cls === 'bright' && !role('rain-bright') ? 1 : 0) |
    (role('rain-bright') << 5) |
    ((c.cls === 'animal' ? 1 : 0) << 10) |
    ((c.cls === 'ribbon' ? 1 : 0) << 15) |
    ((c.cls === 'chaff' ? 1 : 0) << 20) |
    ((c.ribbon === 'poetry-red' ? 1 : 0) << 25);
  KK_B[c.order] =
    (c.ribbon === 'blue' ? 1 : 0) |
    (role('boar-deer-butterfly') << 4) |
    (role('sake-cup') << 8) |
    (role('curtain') << 12) |
    (role('moon') << 16) |
    (role('lightning') << 20) |
    ((c.month === 11 ? 1 : 0) << 24);
}

/** The total of `koikoiWith` from packed counts, without building the yaku (same rules, same order of checks). */
function koikoiTotalOf(
  a: number,
  b: number,
  o: Required<KoiKoiYakuOptions>,
  cupAnimal: boolean,
  cupChaff: boolean,
  monthAll: boolean,
): number {
  const dry = a & 31;
  const rain = (a >> 5) & 31;
  const cup = (b >> 8) & 15;
  const animals = ((a >> 10) & 31) - (cupAnimal ? 0 : cup);
  const ribbons = (a >> 15) & 31;
  const chaff = ((a >> 20) & 31) + (cupChaff ? cup : 0);
  const poetry = (a >> 25) & 31;
  const blue = b & 15;
  let total = 0;
  if (dry === 4) total += rain ? o.goko : 8;
  else if (dry === 3) total += rain && o.rainy_four ? 7 : o.sanko;
  const bdb = ((b >> 4) & 15) === 3;
  const tane = countYaku(animals, 5);
  if (o.groups === 'exclusive') {
    if (bdb) total += 5 + (animals - 3);
    else total += tane;
  } else {
    if (bdb) total += o.groups === 'flat-stack' ? 5 : 5 + (animals - 3);
    total += tane;
  }
  const flat = o.groups === 'flat-stack';
  let colours = 0;
  if (poetry === 3 && blue === 3) colours = flat ? 10 : 10 + (ribbons - 6);
  else {
    if (poetry === 3) colours += flat ? 5 : 5 + (ribbons - 3);
    if (blue === 3) colours += flat ? 5 : 5 + (ribbons - 3);
  }
  total += colours;
  if (!(o.groups === 'exclusive' && colours > 0)) total += countYaku(ribbons, 5);
  const kasu = countYaku(chaff, 10);
  const tsukifuda = o.tsukifuda && o.month >= 1 && o.month <= 12 && monthAll;
  if ((o.viewing !== 'with-another-yaku' || total > 0 || kasu || tsukifuda) && o.viewing !== 'off' && cup > 0) {
    const cancelled =
      (o.viewing === 'weather' && (rain > 0 || ((b >> 20) & 15) > 0)) ||
      (o.viewing === 'willow' && ((b >> 24) & 15) > 0);
    if (!cancelled) {
      if (o.flower_viewing && ((b >> 12) & 15) > 0) total += 5;
      if (o.moon_viewing && ((b >> 16) & 15) > 0) total += 5;
    }
  }
  return total + kasu + (tsukifuda ? 4 : 0);
}

/**
 * `yakuTotal(koikoiYakuWith(captured, o))` (of `captured` and `extra` together) without building the yaku: one pass over the pile
 * (issue 30 §1, the hot path of every Koi-Koi turn that took cards). Throws on an unknown card.
 */
export function koikoiTotalWith(
  captured: readonly string[],
  o: Required<KoiKoiYakuOptions>,
  /** Cards counted as if added to the pile (the bots' "what would these make?"), no joined array built. */
  extra?: readonly string[],
): number {
  let a = 0;
  let b = 0;
  let month = 0;
  const lists = extra ? 2 : 1;
  for (let l = 0; l < lists; l++) {
    const cards = l === 0 ? captured : extra!;
    for (let i = 0; i < cards.length; i++) {
      const k = GS_ORDER[cards[i]!];
      if (k === undefined)
        cardInfo(cards[i]!); // throws
      else {
        a += KK_A[k]!;
        b += KK_B[k]!;
        if ((k >> 2) + 1 === o.month) month++;
      }
    }
  }
  return koikoiTotalFrom(a, b, month, o);
}

/**
 * `koikoiTotalWith` of a pile held as deck positions (`cardOrder`), as Koi-Koi's state holds its
 * piles: the same packed counts, read by index (no lookup by id).
 */
export function koikoiTotalAt(captured: readonly number[], o: Required<KoiKoiYakuOptions>): number {
  let a = 0;
  let b = 0;
  let month = 0;
  const m = o.month - 1;
  for (let i = 0; i < captured.length; i++) {
    const k = captured[i]!;
    a += KK_A[k]!;
    b += KK_B[k]!;
    if (k >> 2 === m) month++;
  }
  return koikoiTotalFrom(a, b, month, o);
}

/** The total of packed counts (`month`: how many of the round's month's cards). */
function koikoiTotalFrom(a: number, b: number, month: number, o: Required<KoiKoiYakuOptions>): number {
  const all = month === 4;
  const cup = (b >> 8) & 15;
  if (o.sake_cup === 'both') return koikoiTotalOf(a, b, o, true, true, all);
  const asAnimal = koikoiTotalOf(a, b, o, true, false, all);
  if (o.sake_cup === 'animal-only' || cup === 0) return asAnimal;
  return Math.max(asAnimal, koikoiTotalOf(a, b, o, false, true, all));
}

/** A Koi-Koi pile's packed counts under some settings (what `koikoiTotalWith` sums), for `koikoiTotalPlus`. */
export interface KoiKoiCounts {
  a: number;
  b: number;
  /** How many cards of the settings' month. */
  month: number;
}

/** Fill `out` with the packed counts of `captured` under `o` (throws on an unknown card). */
export function koikoiCounts(captured: readonly string[], o: Required<KoiKoiYakuOptions>, out: KoiKoiCounts): void {
  let a = 0;
  let b = 0;
  let month = 0;
  for (let i = 0; i < captured.length; i++) {
    const k = GS_ORDER[captured[i]!];
    if (k === undefined)
      cardInfo(captured[i]!); // throws
    else {
      a += KK_A[k]!;
      b += KK_B[k]!;
      if ((k >> 2) + 1 === o.month) month++;
    }
  }
  out.a = a;
  out.b = b;
  out.month = month;
}

/**
 * `koikoiTotalWith(captured, o, extra)` from the pile's counts (`koikoiCounts(captured, o, …)`):
 * only `extra` is read (the bots ask this of one pile for many card lists).
 */
export function koikoiTotalPlus(pile: KoiKoiCounts, o: Required<KoiKoiYakuOptions>, extra: readonly string[]): number {
  let a = pile.a;
  let b = pile.b;
  let month = pile.month;
  for (let i = 0; i < extra.length; i++) {
    const k = GS_ORDER[extra[i]!];
    if (k === undefined)
      cardInfo(extra[i]!); // throws
    else {
      a += KK_A[k]!;
      b += KK_B[k]!;
      if ((k >> 2) + 1 === o.month) month++;
    }
  }
  return koikoiTotalFrom(a, b, month, o);
}

// ---------------------------------------------------------------- Mushi

/** Mushi yaku options. */
export interface MushiYakuOptions {
  /** Score Five Lights (30). Default true; some play without it. */
  five_lights?: boolean;
}

/** The Mushi Three Lights: crane, bush warbler, curtain. */
export const MUSHI_THREE_LIGHTS = ['jan-bright', 'feb-animal', 'mar-bright'] as const;

function mushiYaku(captured: readonly string[], options: MushiYakuOptions = {}): Yaku[] {
  const f = pileFacts(captured);
  const out: Yaku[] = [];
  if (options.five_lights !== false && hasAll(f, O.brights)) out.push({ id: 'five-lights', points: 30 });
  if (hasAll(f, orders(MUSHI_THREE_LIGHTS))) out.push({ id: 'three-lights', points: 25 });
  if (hasAll(f, O.months[4]!)) out.push({ id: 'wisteria-row', points: 10 });
  if (hasAll(f, O.months[12]!)) out.push({ id: 'paulownia-row', points: 10 });
  return out;
}

/** Mushi card points: the standard 20/10/5/1 (the Lightning is a 1-point chaff). */
export function mushiCardPoints(id: string): number {
  return cardInfo(id).points;
}

// ---------------------------------------------------------------- Higo-Bana

/** Higo-Bana yaku options. */
export interface HigoBanaYakuOptions {
  /** Points per yaku; default 50 (rulings H5). */
  yaku_points?: number;
}

/** The eight Higo-Bana yaku and their cards (rulings H6). */
export const HIGOBANA_YAKU: Readonly<Record<string, readonly string[]>> = {
  drinking: ['mar-bright', 'aug-bright', 'sep-animal'],
  spring: ['jan-bright', 'feb-animal', 'mar-bright'],
  'red-poetry-ribbons': ['jan-ribbon', 'feb-ribbon', 'mar-ribbon'],
  'blue-ribbons': ['jun-ribbon', 'sep-ribbon', 'oct-ribbon'],
  'grass-ribbons': ['apr-ribbon', 'may-ribbon', 'jul-ribbon'],
  'blue-animals': ['jun-animal', 'sep-animal', 'oct-animal'],
  'grass-animals': ['apr-animal', 'may-animal', 'jul-animal'],
  'boar-deer-geese': ['jul-animal', 'aug-animal', 'oct-animal'],
};

function higoBanaYaku(captured: readonly string[], options: HigoBanaYakuOptions = {}): Yaku[] {
  const f = pileFacts(captured);
  const points = options.yaku_points ?? 50;
  return Object.entries(HIGOBANA_YAKU).flatMap(([id, cards]) => (hasAll(f, orders(cards)) ? [{ id, points }] : []));
}

/** Higo-Bana card values: 'seed' (chaff 1) or 'hawaiian' (chaff 0, coloured Paulownia chaff 10). */
export type HigoBanaValues = 'seed' | 'hawaiian';

/** Higo-Bana card points (rulings H4): dry brights 20, ribbons 10, animals and the Rain Man 5, chaff 1 (or Hawaiian). */
export function higoBanaCardPoints(id: string, values: HigoBanaValues = 'seed'): number {
  const c = cardInfo(id);
  if (c.cls === 'bright') return c.roles.includes('rain-bright') ? 5 : 20;
  if (c.cls === 'ribbon') return 10;
  if (c.cls === 'animal') return 5;
  if (values === 'hawaiian') return c.roles.includes('coloured-chaff') ? 10 : 0;
  return 1;
}

// ---------------------------------------------------------------- entry point

/** Options of `findYaku` for each game. */
export interface YakuOptionsByGame {
  koikoi: KoiKoiYakuOptions;
  gostop: GoStopYakuOptions;
  mushi: MushiYakuOptions;
  higobana: HigoBanaYakuOptions;
}

/** The yaku a pile of captured cards makes under a game's rules (contract: scoring functions). */
export function findYaku<G extends HanafudaGame>(
  game: G,
  captured: readonly string[],
  options?: YakuOptionsByGame[G],
): Yaku[] {
  switch (game) {
    case 'koikoi':
      return koikoiYaku(captured, options as KoiKoiYakuOptions | undefined);
    case 'gostop':
      return goStopYaku(captured, options as GoStopYakuOptions | undefined);
    case 'mushi':
      return mushiYaku(captured, options as MushiYakuOptions | undefined);
    case 'higobana':
      return higoBanaYaku(captured, options as HigoBanaYakuOptions | undefined);
    default:
      throw new RangeError(`findYaku: unknown game "${String(game)}"`);
  }
}

/** Player-facing yaku names (English first, the usual name after). */
export const YAKU_NAMES: Readonly<Record<string, string>> = {
  goko: 'Five Brights (Gokō)',
  shiko: 'Four Brights (Shikō)',
  'ame-shiko': 'Rainy Four Brights (Ame-Shikō)',
  sanko: 'Three Brights (Sankō)',
  inoshikacho: 'Boar, Deer, Butterflies (Inoshikachō)',
  tane: 'Animals (Tane)',
  akatan: 'Poetry Ribbons (Akatan)',
  aotan: 'Blue Ribbons (Aotan)',
  'akatan-aotan': 'Poetry and Blue Ribbons (Akatan Aotan no Chōfuku)',
  tan: 'Ribbons (Tan)',
  'hanami-zake': 'Flower Viewing (Hanami-zake)',
  'tsukimi-zake': 'Moon Viewing (Tsukimi-zake)',
  kasu: 'Chaff (Kasu)',
  tsukifuda: 'Cards of the Month (Tsukifuda)',
  'five-lights': 'Five Lights',
  'four-lights': 'Four Lights',
  'three-lights': 'Three Lights',
  'rain-three-lights': 'Rain Three Lights',
  'five-birds': 'Five Birds (Godori)',
  'boar-deer-butterfly': 'Boar, Deer, Butterflies',
  'red-poems': 'Red Poems (Hongdan)',
  'blue-poems': 'Blue Poems (Cheongdan)',
  'grass-ribbons': 'Grass Ribbons',
  animals: 'Animals',
  ribbons: 'Ribbons',
  dregs: 'Dregs (Pi)',
  'wisteria-row': 'Wisteria Row',
  'paulownia-row': 'Paulownia Row',
  drinking: 'Drinking (Nomi)',
  spring: 'Spring (Omote-sugawara)',
  'red-poetry-ribbons': 'Red Poetry Ribbons',
  'blue-ribbons': 'Blue Ribbons',
  'grass-animals': 'Grass Animals',
  'blue-animals': 'Blue Animals',
  'boar-deer-geese': 'Boar, Deer, Geese (Inoshikagan)',
};

/** Round-end lines that name a rule switch which changed the score (issue 14); no points of their own. */
export const RULE_NOTE_NAMES: Readonly<Record<string, string>> = {
  'rainy-four-off': 'Rainy Four Brights off: the Rain Man with three brights counts as Three Brights',
  'flower-viewing-off': 'Flower Viewing is switched off',
  'moon-viewing-off': 'Moon Viewing is switched off',
  'viewing-cancelled-rain': 'Viewings cancelled: the Rain Man or the Lightning is in the pile',
  'viewing-cancelled-willow': 'Viewings cancelled: "Willow is rain", a Willow card is in the pile',
};

/** The player-facing name of a yaku id or rule note (the id itself when unknown). */
export function yakuName(id: string): string {
  return YAKU_NAMES[id] ?? RULE_NOTE_NAMES[id] ?? id;
}

/**
 * The cards of a captured pile that make a Koi-Koi yaku (for showing it): e.g. every ribbon
 * for `tan`, the three blue ribbons for `aotan`, the cup and the curtain for `hanami-zake`.
 */
export function koikoiYakuCards(id: string, captured: readonly string[], month?: number): string[] {
  const inPile = (ids: readonly string[]) => captured.filter((c) => ids.includes(c));
  const ofClass = (cls: string) => captured.filter((c) => cardInfo(c).cls === cls);
  switch (id) {
    case 'goko':
    case 'ame-shiko':
      return inPile(GROUPS.brights);
    case 'shiko':
    case 'sanko':
      return inPile(GROUPS.dryBrights);
    case 'inoshikacho':
      return inPile(GROUPS.boarDeerButterfly);
    case 'tane':
      return ofClass('animal');
    case 'akatan':
      return inPile(GROUPS.poetryRibbons);
    case 'aotan':
      return inPile(GROUPS.blueRibbons);
    case 'akatan-aotan':
      return inPile([...GROUPS.poetryRibbons, ...GROUPS.blueRibbons]);
    case 'tan':
      return ofClass('ribbon');
    case 'hanami-zake':
      return inPile([GROUPS.curtain, GROUPS.sakeCup]);
    case 'tsukimi-zake':
      return inPile([GROUPS.moon, GROUPS.sakeCup]);
    case 'kasu':
      return [...ofClass('chaff'), ...inPile([GROUPS.sakeCup])];
    case 'tsukifuda':
      return month ? inPile(monthCards(month)) : [];
    default:
      return [];
  }
}

/**
 * The cards of a captured pile that make a Go-Stop yaku (for showing it): e.g. the brights of a
 * light yaku (the dry ones for `three-lights`), every animal for `animals` (the sake cup only
 * while it counts as an animal), the chaff for `dregs` (and the cup when it counts as chaff).
 */
export function goStopYakuCards(id: string, pile: readonly string[], sakeCup: 'animal' | 'chaff' = 'animal'): string[] {
  const inPile = (ids: readonly string[]) => pile.filter((c) => ids.includes(c));
  const ofClass = (cls: string) => pile.filter((c) => cardInfo(c).cls === cls);
  switch (id) {
    case 'five-lights':
    case 'four-lights':
    case 'rain-three-lights':
      return inPile(GROUPS.brights);
    case 'three-lights':
      return inPile(GROUPS.dryBrights);
    case 'five-birds':
      return inPile(GROUPS.godoriBirds);
    case 'boar-deer-butterfly':
      return inPile(GROUPS.boarDeerButterfly);
    case 'red-poems':
      return inPile(GROUPS.poetryRibbons);
    case 'blue-poems':
      return inPile(GROUPS.blueRibbons);
    case 'grass-ribbons':
      return inPile(GROUPS.grassRibbons);
    case 'animals':
      return ofClass('animal').filter((c) => sakeCup === 'animal' || c !== GROUPS.sakeCup);
    case 'ribbons':
      return ofClass('ribbon');
    case 'dregs':
      return [...ofClass('chaff'), ...(sakeCup === 'chaff' ? inPile([GROUPS.sakeCup]) : [])];
    default:
      return [];
  }
}
