/**
 * Run or Jump! (rulings §1.5): TravFuda after Koi-Koi. Only combinations score. The first
 * player to end a turn with 3+ must Run or Jump; after that anyone whose combinations rose
 * may Run (take the next marker, +1 … +6 on a Jump), Jump (end the hand and collect every
 * marker), Pirate (end it and collect the other runners' combinations), or stay silent.
 */
import type { OptionsSpec } from '../../engine/options.ts';
import { finishHand, makeFishingGame, type FishingOptions, type FishingVariant, type FishState } from './fishing.ts';
import { combinationItems, combinationScore, isDoubleGood, scoreTravFuda } from './scoring.ts';
import { FISHING_FIELDS } from './travfuda.ts';

export interface RunOrJumpOptions extends FishingOptions {
  /** Emperor/Archduke, scored only by the player who ends the hand with a Jump or Pirate. */
  declarations: boolean;
  /** When the cards run out with nobody jumping: nobody scores (ruling), or runners score their own combinations. */
  exhaustedHand: 'noScore' | 'runnersScoreOwn';
}

export const RUN_OR_JUMP_DEFAULTS: RunOrJumpOptions = {
  jokerMatching: 'wild',
  jokerOnDealtTable: 'stays',
  hands: 0,
  heroStacking: 'highest',
  doubleGoodScope: 'subtotal',
  declarations: false,
  exhaustedHand: 'noScore',
};

export const runOrJumpOptionsSpec: OptionsSpec<RunOrJumpOptions> = {
  presets: [{ id: 'designer', label: "Designer's rules", description: 'Combinations only; the first to 3 must Run or Jump; six Run markers.', values: {} }],
  fields: [
    ...FISHING_FIELDS,
    { key: 'declarations', label: 'Emperor and Archduke', kind: 'boolean', help: 'Off by the ruling (the hand may end early). On: scored only by the player who Jumps or Pirates.' },
    {
      key: 'exhaustedHand',
      label: 'If nobody jumps',
      kind: 'choice',
      help: 'Ruling: nobody scores (the Koi-Koi convention). Option: every runner scores their own combinations.',
      choices: [
        { value: 'noScore', label: 'Nobody scores' },
        { value: 'runnersScoreOwn', label: 'Runners score their own' },
      ],
    },
  ],
};

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

type S = FishState<RunOrJumpOptions, RunOrJumpExtra>;
const player = (s: number) => `Player ${s + 1}`;
const sum = (xs: readonly number[]) => xs.reduce((t, x) => t + x, 0);

/** The parts of a Jump or Pirate payout for `seat` now. */
function payout(s: S, seat: number) {
  const own = combinationScore(s.captured[seat]!, s.options);
  return {
    own,
    allMarkers: sum(s.extra.markers.flat()),
    ownMarkers: sum(s.extra.markers[seat]!),
    otherRunners: sum(s.extra.runners.filter((r) => r !== seat).map((r) => combinationScore(s.captured[r]!, s.options))),
    declarations: declarationValue(s, seat),
  };
}

/** What a Jump would pay `seat` now: own combinations plus every marker taken. */
export function jumpValue(s: S, seat: number): number {
  const p = payout(s, seat);
  return p.own + p.allMarkers + p.declarations;
}

/** What a Pirate would pay `seat` now: own combinations, the other runners' combinations, own markers. */
export function pirateValue(s: S, seat: number): number {
  const p = payout(s, seat);
  return p.own + p.otherRunners + p.ownMarkers + p.declarations;
}

function declarationValue(s: S, seat: number): number {
  const d = s.declarations[seat];
  if (!s.options.declarations || !d) return 0;
  const full = scoreTravFuda(s.captured[seat]!, d, s.options);
  return sum(full.items.filter((i) => i.id.startsWith('emperor') || i.id.startsWith('archduke')).map((i) => i.points));
}

function endBy(s: S, seat: number, how: 'jump' | 'pirate') {
  const p = payout(s, seat);
  const value = how === 'jump' ? jumpValue(s, seat) : pirateValue(s, seat);
  const scores = new Array<number>(s.players).fill(0);
  scores[seat] = value;
  const combos = combinationItems(s.captured[seat]!, s.options).map((i) => ({ seat, id: i.id, points: i.points }));
  if (isDoubleGood(s.captured[seat]!)) combos.push({ seat, id: 'double-good', points: p.own / 2 });
  const extras = how === 'jump' ? [{ seat, id: 'run-markers', points: p.allMarkers }] : [{ seat, id: 'runners-combinations', points: p.otherRunners }, { seat, id: 'own-markers', points: p.ownMarkers }];
  const details = [...combos, ...extras, { seat, id: 'declarations', points: p.declarations }].filter((d) => d.points !== 0);
  return { scores, details, summary: `${player(seat)} ${how === 'jump' ? 'jumps' : 'turns pirate'}: ${value}.`, ending: how };
}

export const runOrJumpVariant: FishingVariant<RunOrJumpOptions, RunOrJumpExtra> = {
  id: 'travfuda-run-or-jump',
  title: 'Run or Jump!',
  defaultOptions: RUN_OR_JUMP_DEFAULTS,
  newExtra: (n) => ({ combos: new Array(n).fill(0), markers: Array.from({ length: n }, () => []), nextMarker: 1, declared: false, runners: [] }),
  declarations: (o) => o.declarations,
  afterCapture(s, seat, pass) {
    const before = s.extra.combos[seat]!;
    const combo = combinationScore(s.captured[seat]!, s.options);
    const combos = s.extra.combos.slice();
    combos[seat] = combo;
    const next: S = { ...s, extra: { ...s.extra, combos, before } };
    if ((!s.extra.declared && combo >= 3) || (s.extra.declared && combo > before)) return { ...next, phase: 'decide' };
    return pass(next);
  },
  decideMoves(s, seat) {
    if (!s.extra.declared) return [{ type: 'run' }, { type: 'jump' }];
    const pirate = s.extra.runners.some((r) => r !== seat);
    return [{ type: 'run' }, { type: 'jump' }, ...(pirate ? [{ type: 'pirate' } as const] : []), { type: 'pass' }];
  },
  applyDecision(s, seat, move, pass) {
    if (move.type === 'run') {
      const markers = s.extra.markers.map((m) => m.slice());
      const marker = s.extra.nextMarker;
      if (marker <= 6) markers[seat]!.push(marker);
      const runners = s.extra.runners.includes(seat) ? s.extra.runners : [...s.extra.runners, seat];
      return pass({ ...s, extra: { ...s.extra, markers, nextMarker: marker + 1, declared: true, runners }, lastMove: marker <= 6 ? `${player(seat)} runs and takes the ${ordinal(marker)} Run marker (+${marker} on a Jump).` : `${player(seat)} runs (no markers are left).` });
    }
    if (move.type === 'pass') return pass({ ...s, lastMove: `${player(seat)} stays silent.` });
    const how = move.type === 'jump' ? 'jump' : 'pirate';
    const hand = endBy(s, seat, how);
    return finishHand({ ...s, lastMove: hand.summary }, hand);
  },
  scoreExhausted(s) {
    const scores = s.captured.map((pile, seat) => (s.options.exhaustedHand === 'runnersScoreOwn' && s.extra.runners.includes(seat) ? combinationScore(pile, s.options) : 0));
    return {
      scores,
      details: scores.flatMap((points, seat) => (points ? [{ seat, id: 'own-combinations', points }] : [])),
      summary: s.options.exhaustedHand === 'runnersScoreOwn' && s.extra.runners.length ? 'The cards ran out: runners score their own combinations.' : 'The cards ran out with nobody jumping: nobody scores.',
      ending: 'exhausted',
    };
  },
  viewExtra(s, seat) {
    const deciding = s.phase === 'decide' && s.turn === seat;
    return {
      combos: s.extra.combos.slice(),
      markers: s.extra.markers.map((m) => m.slice()),
      nextMarker: s.extra.nextMarker,
      declared: s.extra.declared,
      runners: s.extra.runners.slice(),
      ...(deciding ? { jumpValue: jumpValue(s, seat), pirateValue: s.extra.runners.some((r) => r !== seat) ? pirateValue(s, seat) : null, mustDeclare: !s.extra.declared } : {}),
    };
  },
};

function ordinal(n: number): string {
  return ['1st', '2nd', '3rd', '4th', '5th', '6th'][n - 1] ?? `${n}th`;
}

/** The Run or Jump! engine. */
export const travfudaRunOrJump = makeFishingGame(runOrJumpVariant);
