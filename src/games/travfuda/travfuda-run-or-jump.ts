/**
 * Run or Jump! (docs/rulings/travfuda.md §1.5): TravFuda after Koi-Koi. Only combinations score. The first
 * player to end a turn with 3+ must Run or Jump; after that anyone whose combinations rose
 * may Run (take the next marker, +1 … +6 on a Jump), Jump (end the hand and collect every
 * marker), Pirate (end it and collect the other runners' combinations), or stay silent.
 */
import { declareOptions } from '../../engine/options.ts';
import {
  appended,
  copyFish,
  finishHand,
  makeFishingGame,
  type FishingOptions,
  type FishMove,
  type FishingVariant,
  type FishState,
  type FishView,
} from './fishing.ts';
import {
  combinationItems,
  combinationScore,
  combinationScoreOfCounts,
  isDoubleGood,
  scoreTravFuda,
} from './scoring.ts';
import { FISHING_OPTIONS, TRAVFUDA_DEFAULTS } from './travfuda.ts';

export interface RunOrJumpOptions extends FishingOptions {
  /** Emperor/Archduke, scored only by the player who ends the hand with a Jump or Pirate. */
  declarations: boolean;
  /** When the cards run out with nobody jumping: nobody scores (ruling), or runners score their own combinations. */
  exhaustedHand: 'noScore' | 'runnersScoreOwn';
}

/** Run or Jump!'s options, declared once: the fishing options and its own two. */
export const runOrJumpOptionsSpec = declareOptions<RunOrJumpOptions>({
  game: 'Run or Jump!',
  defaults: {
    ...TRAVFUDA_DEFAULTS,
    declarations: false,
    exhaustedHand: 'noScore',
  },
  presets: [
    {
      id: 'designer',
      label: "Designer's rules",
      description: 'Combinations only; the first to 3 must Run or Jump; six Run markers.',
      values: {},
    },
  ],
  options: {
    ...FISHING_OPTIONS,
    declarations: {
      label: 'Emperor and Archduke',
      kind: 'boolean',
      help: 'Off by the ruling (the hand may end early). On: scored only by the player who Jumps or Pirates.',
    },
    exhaustedHand: {
      label: 'If nobody jumps',
      kind: 'choice',
      help: 'Ruling: nobody scores (the Koi-Koi convention). Option: every runner scores their own combinations.',
      choices: [
        { value: 'noScore', label: 'Nobody scores' },
        { value: 'runnersScoreOwn', label: 'Runners score their own' },
      ],
    },
  },
});

export interface RunOrJumpExtra {
  /** Each seat's combination score after its last turn. */
  combos: number[];
  /** Run markers each seat holds (values 1 … 6). */
  markers: number[][];
  /** The next marker a Run takes (7 = none left). */
  nextMarker: number;
  /** Has anyone declared yet this hand? */
  declared: boolean;
  runners: number[];
  /** The deciding seat's combination score before this turn. */
  before?: number;
}

/** What a Run or Jump! view adds: markers, runners, and for the deciding seat the payouts. */
export interface RunOrJumpViewExtra {
  combos: number[];
  markers: number[][];
  nextMarker: number;
  declared: boolean;
  runners: number[];
  /** Only for the seat deciding now: what a Jump would pay. */
  jumpValue?: number;
  /** Only for the seat deciding now: what a Pirate would pay (null: not allowed). */
  pirateValue?: number | null;
  /** Only for the seat deciding now: the first declaration of the hand (Run or Jump, no silence). */
  mustDeclare?: boolean;
}

export type RunOrJumpView = FishView<RunOrJumpViewExtra>;

/** Is this fishing view a Run or Jump! view (with markers and payouts)? */
export function isRunOrJumpView(v: FishView<unknown>): v is RunOrJumpView {
  return v.game === 'travfuda-run-or-jump';
}

type S = FishState<RunOrJumpOptions, RunOrJumpExtra>;
const sum = (xs: readonly number[]) => xs.reduce((t, x) => t + x, 0);

/** The parts of a Jump or Pirate payout for `seat` now. */
function payout(s: S, seat: number) {
  const own = combinationScore(s.captured[seat]!, s.options);
  // sums in the order of the lists (markers seat by seat; the runners in their order)
  let allMarkers = 0;
  for (const m of s.extra.markers) for (let i = 0; i < m.length; i++) allMarkers += m[i]!;
  let otherRunners = 0;
  for (const r of s.extra.runners) if (r !== seat) otherRunners += combinationScore(s.captured[r]!, s.options);
  return {
    own,
    allMarkers,
    ownMarkers: sum(s.extra.markers[seat]!),
    otherRunners,
    declarations: declarationValue(s, seat),
  };
}

type Payout = ReturnType<typeof payout>;
const jumpOf = (p: Payout) => p.own + p.allMarkers + p.declarations;
const pirateOf = (p: Payout) => p.own + p.otherRunners + p.ownMarkers + p.declarations;

/** What a Jump would pay `seat` now: own combinations plus every marker taken. */
export function jumpValue(s: S, seat: number): number {
  return jumpOf(payout(s, seat));
}

/** What a Pirate would pay `seat` now: own combinations, the other runners' combinations, own markers. */
export function pirateValue(s: S, seat: number): number {
  return pirateOf(payout(s, seat));
}

function declarationValue(s: S, seat: number): number {
  const d = s.declarations[seat];
  if (!s.options.declarations || !d) return 0;
  const full = scoreTravFuda(s.captured[seat]!, d, s.options, false);
  return sum(full.items.filter((i) => i.id.startsWith('emperor') || i.id.startsWith('archduke')).map((i) => i.points));
}

/** The ids of the combination lines a capture area makes (Double Good among them when it applies). */
function comboLineIds(captured: readonly string[], options: RunOrJumpOptions): string[] {
  const ids = combinationItems(captured, options, false).map((i) => i.id);
  if (isDoubleGood(captured)) ids.push('double-good');
  return ids;
}

function endBy(s: S, seat: number, how: 'jump' | 'pirate') {
  const p = payout(s, seat);
  const value = how === 'jump' ? jumpOf(p) : pirateOf(p);
  const scores = new Array<number>(s.players).fill(0);
  scores[seat] = value;
  // the lines' ids and points (no card lists: the result does not keep them)
  const combos = combinationItems(s.captured[seat]!, s.options, false).map((i) => ({
    seat,
    id: i.id,
    points: i.points,
  }));
  if (isDoubleGood(s.captured[seat]!)) combos.push({ seat, id: 'double-good', points: p.own / 2 });
  const extras =
    how === 'jump'
      ? [{ seat, id: 'run-markers', points: p.allMarkers }]
      : [
          { seat, id: 'runners-combinations', points: p.otherRunners },
          { seat, id: 'own-markers', points: p.ownMarkers },
        ];
  const details = [...combos, ...extras, { seat, id: 'declarations', points: p.declarations }].filter(
    (d) => d.points !== 0,
  );
  // The combination lines the hand's scorer made, by id (the statistics count them).
  const lines = combos.map((d) => d.id);
  return { scores, details, events: [{ kind: how, seat, points: value, data: { lines } }], ending: how };
}

const RUN: FishMove = Object.freeze({ type: 'run' });
const JUMP: FishMove = Object.freeze({ type: 'jump' });
const PIRATE: FishMove = Object.freeze({ type: 'pirate' });
const PASS: FishMove = Object.freeze({ type: 'pass' });

const runOrJumpVariant: FishingVariant<RunOrJumpOptions, RunOrJumpExtra, RunOrJumpViewExtra> = {
  id: 'travfuda-run-or-jump',
  title: 'Run or Jump!',
  options: runOrJumpOptionsSpec,
  newExtra: (n) => {
    // lists by loop (`Array.from` with a callback was a cost of every deal)
    const markers: number[][] = new Array(n);
    for (let i = 0; i < n; i++) markers[i] = [];
    return { combos: new Array<number>(n).fill(0), markers, nextMarker: 1, declared: false, runners: [] };
  },
  declarations: (o) => o.declarations,
  afterCapture(s, seat, pass) {
    const before = s.extra.combos[seat]!;
    const combo = combinationScore(s.captured[seat]!, s.options);
    const combos = s.extra.combos.slice();
    combos[seat] = combo;
    // `s` is this move's own fresh copy (see FishingVariant.afterCapture): changed in place, no state spread
    const declared = s.extra.declared;
    const x = s.extra;
    // one literal with every field (a spread of it was a cost of every capture)
    s.extra = {
      combos,
      markers: x.markers,
      nextMarker: x.nextMarker,
      declared: x.declared,
      runners: x.runners,
      before,
    };
    if ((!declared && combo >= 3) || (declared && combo > before)) {
      s.phase = 'decide';
      return s;
    }
    return pass(s);
  },
  decideMoves(s, seat) {
    // fresh lists of shared frozen moves
    if (!s.extra.declared) return [RUN, JUMP];
    const runners = s.extra.runners;
    for (let i = 0; i < runners.length; i++) if (runners[i] !== seat) return [RUN, JUMP, PIRATE, PASS];
    return [RUN, JUMP, PASS];
  },
  applyDecision(s, seat, move, pass) {
    if (move.type === 'run') {
      const markers = s.extra.markers.map((m) => m.slice());
      const marker = s.extra.nextMarker;
      if (marker <= 6) markers[seat]!.push(marker);
      const runners = s.extra.runners.includes(seat) ? s.extra.runners : [...s.extra.runners, seat];
      // `s` is the state `play` was given: a copy (one literal, `copyFish`) changed field by field
      const next = copyFish(s);
      // the spread's fields in its order, as one literal (`before` is set by every capture that asks)
      const x = s.extra;
      next.extra =
        'before' in x
          ? { combos: x.combos, markers, nextMarker: marker + 1, declared: true, runners, before: x.before }
          : { combos: x.combos, markers, nextMarker: marker + 1, declared: true, runners };
      next.events = appended(s.events, { kind: 'run', seat, data: { marker: marker <= 6 ? marker : 0 } });
      return pass(next);
    }
    if (move.type === 'pass') {
      const next = copyFish(s);
      next.events = appended(s.events, { kind: 'silent', seat });
      return pass(next);
    }
    const how = move.type === 'jump' ? 'jump' : 'pirate';
    const hand = endBy(s, seat, how);
    const next = copyFish(s);
    next.events = s.events.concat(hand.events);
    return finishHand(next, hand);
  },
  scoreExhausted(s) {
    const scores = s.captured.map((pile, seat) =>
      s.options.exhaustedHand === 'runnersScoreOwn' && s.extra.runners.includes(seat)
        ? combinationScore(pile, s.options)
        : 0,
    );
    return {
      scores,
      details: scores.flatMap((points, seat) => (points ? [{ seat, id: 'own-combinations', points }] : [])),
      events: [
        {
          kind: 'exhausted',
          data: { runnersScore: s.options.exhaustedHand === 'runnersScoreOwn' && s.extra.runners.length > 0 },
        },
        ...scores.flatMap((points, seat) =>
          points
            ? [{ kind: 'hand-score', seat, points, data: { lines: comboLineIds(s.captured[seat]!, s.options) } }]
            : [],
        ),
      ],
      ending: 'exhausted',
    };
  },
  liveScore: (s, seat) => combinationScore(s.captured[seat]!, s.options),
  liveScoreOfCounts: (counts, s) => combinationScoreOfCounts(counts, s.options),
  viewExtra(s, seat) {
    const deciding = s.phase === 'decide' && s.turn === seat;
    return {
      combos: s.extra.combos.slice(),
      markers: s.extra.markers.map((m) => m.slice()),
      nextMarker: s.extra.nextMarker,
      declared: s.extra.declared,
      runners: s.extra.runners.slice(),
      ...(deciding
        ? {
            jumpValue: jumpValue(s, seat),
            pirateValue: s.extra.runners.some((r) => r !== seat) ? pirateValue(s, seat) : null,
            mustDeclare: !s.extra.declared,
          }
        : {}),
    };
  },
  botViewExtra(s, seat) {
    // viewExtra's facts with the state's own lists (read-only), for botView
    const x = s.extra;
    if (s.phase === 'decide' && s.turn === seat) {
      const p = payout(s, seat);
      return {
        combos: x.combos,
        markers: x.markers,
        nextMarker: x.nextMarker,
        declared: x.declared,
        runners: x.runners,
        jumpValue: jumpOf(p),
        pirateValue: x.runners.some((r) => r !== seat) ? pirateOf(p) : null,
        mustDeclare: !x.declared,
      };
    }
    return { combos: x.combos, markers: x.markers, nextMarker: x.nextMarker, declared: x.declared, runners: x.runners };
  },
};

/** The Run or Jump! engine. */
export const travfudaRunOrJump = makeFishingGame(runOrJumpVariant);
