/**
 * TravFuda, the base game (docs/rulings/travfuda.md §1.2–1.4): capture even piles, score every capture area
 * with the printed score sheet, Emperor and Archduke declarations, one hand per player.
 */
import { declareOptions, type OptionDecls } from '../../engine/options.ts';
import { makeFishingGame, type FishingOptions, type FishingVariant, type FishView } from './fishing.ts';
import type { GameEvent } from '../../engine/events.ts';
import { sheetTotal, sheetTotalOfCounts } from './scoring.ts';

const NONE = {};

export type TravFudaOptions = FishingOptions;

/** The options every fishing variant has, declared once (see `declareOptions`). */
export const FISHING_OPTIONS: OptionDecls<FishingOptions> = {
  jokerMatching: {
    label: 'Jokers',
    kind: 'choice',
    help: 'Ruling TF-1: wild (a Joker joins any pile). Option: Jokers pair only with each other.',
    choices: [
      { value: 'wild', label: 'Wild' },
      { value: 'pairOnly', label: 'Pair only with each other' },
    ],
  },
  jokerOnDealtTable: {
    label: 'A Joker dealt to the table',
    kind: 'choice',
    help: 'Ruling TF-13: it stays (anyone may pair it). Option: it is shuffled back and replaced.',
    choices: [
      { value: 'stays', label: 'Stays' },
      { value: 'replace', label: 'Is replaced' },
    ],
  },
  // 0 = one hand per player; the engine takes any number of hands up to 99, the form offers these.
  hands: {
    label: 'Match length',
    kind: 'integer',
    min: 0,
    max: 99,
    help: 'Ruling TF-14: one hand per player, so everyone deals once.',
    choices: [
      { value: 0, label: 'One hand per player' },
      { value: 1, label: '1 hand' },
      { value: 2, label: '2 hands' },
      { value: 3, label: '3 hands' },
      { value: 4, label: '4 hands' },
      { value: 6, label: '6 hands' },
      { value: 8, label: '8 hands' },
      { value: 12, label: '12 hands' },
    ],
  },
  heroStacking: {
    label: 'Hero ladder',
    kind: 'choice',
    help: 'Ruling TF-8: only the highest of Hero / Major Hero / Grand Hero. Option: every step reached.',
    choices: [
      { value: 'highest', label: 'Highest step only' },
      { value: 'cumulative', label: 'Every step' },
    ],
  },
  doubleGoodScope: {
    label: 'Double Good doubles',
    kind: 'choice',
    help: 'Ruling TF-10: card points and combinations. Option: the grand total with Emperor/Archduke.',
    choices: [
      { value: 'subtotal', label: 'The subtotal' },
      { value: 'grandTotal', label: 'The grand total' },
    ],
  },
};

/** TravFuda's options, declared once. */
export const travfudaOptionsSpec = declareOptions<TravFudaOptions>({
  game: 'TravFuda',
  defaults: {
    jokerMatching: 'wild',
    jokerOnDealtTable: 'stays',
    hands: 0,
    heroStacking: 'highest',
    doubleGoodScope: 'subtotal',
  },
  presets: [
    {
      id: 'designer',
      label: "Designer's rules",
      description: "Hostman's rules with our rulings where they are silent: wild Jokers, one hand per player.",
      values: {},
    },
  ],
  options: FISHING_OPTIONS,
});

export const TRAVFUDA_DEFAULTS: TravFudaOptions = travfudaOptionsSpec.defaults;

/** The base game's view: nothing beyond the shared fishing view. */
export type TravFudaView = FishView<Record<string, never>>;

export const travfudaVariant: FishingVariant<TravFudaOptions, Record<string, never>, Record<string, never>> = {
  id: 'travfuda',
  title: 'TravFuda',
  options: travfudaOptionsSpec,
  newExtra: () => ({}),
  declarations: () => true,
  afterCapture: (s, _seat, pass) => pass(s),
  decideMoves: () => [],
  applyDecision: (s) => s,
  scoreExhausted(s) {
    // The sheets' lines as ids and points (sheetTotal), gathered straight into the result: no
    // line objects built only to be copied.
    const n = s.players;
    const scores = new Array<number>(n);
    const details: { seat: number; id: string; points: number }[] = [];
    const events: GameEvent[] = new Array(n);
    for (let seat = 0; seat < n; seat++) {
      // fresh small lists per seat (emptying one by `length = 0` is a call into the runtime)
      const ids: string[] = [];
      const points: number[] = [];
      // The lines the hand made beyond card points (combinations, Double Good, declarations), by
      // id: the statistics count them (src/stats/summary.ts `combosOf`).
      const lines: string[] = [];
      const total = sheetTotal(s.captured[seat]!, s.declarations[seat] ?? NONE, s.options, ids, points, lines);
      scores[seat] = total;
      for (let i = 0; i < ids.length; i++) details.push({ seat, id: ids[i]!, points: points[i]! });
      events[seat] = { kind: 'hand-score', seat, points: total, data: { lines } };
    }
    return { scores, details, events, ending: 'exhausted' };
  },
  liveScore: (s, seat) => sheetTotal(s.captured[seat]!, s.declarations[seat] ?? NONE, s.options),
  liveScoreOfCounts: (counts, s, seat) => sheetTotalOfCounts(counts, s.declarations[seat] ?? NONE, s.options),
  viewExtra: () => ({}),
};

/** The TravFuda base-game engine. */
export const travfuda = makeFishingGame(travfudaVariant);
