/**
 * A Go-Stop round entered in the score pad, settled by the engine's own `settleStop` (a pure
 * function of plain data: no engine state is made up for it): the winner's pile is the cards tapped; each loser's pile is made up from what decides their
 * penalties (chaff units, whether they hold a bright), taken from the cards the winner did not
 * capture, so impossible counts are refused rather than scored.
 */
import { cardInfo, HANAFUDA_DECK } from '../cards.ts';
import { cardWord } from '../hanafuda.words.ts';
import { hanaCalcWords, type HanaCalcWords } from './calc.words.ts';
import { dealSizes, type GoStopOptions } from '../gostop.ts';
import {
  goStopYaku,
  settleStop,
  stopMinimum,
  type GoStopScoreInput,
  type GoStopSettlement,
} from '../gostop-scoring.ts';
import { yakuTotal } from '../yaku.ts';

/** What decides one loser's payment. */
export interface GoStopLoserInput {
  /** Chaff units (Lightning and coloured Paulownia chaff count 2; the sake cup 2 if used as chaff). */
  chaffUnits: number;
  /** Holds at least one bright (protects from gwang-bak). */
  bright: boolean;
  /** Called go this round (go-bak). */
  calledGo: boolean;
}

export interface GoStopRoundInput {
  options: GoStopOptions;
  players: number;
  winner: number;
  /** The winner's captured cards. */
  captured: readonly string[];
  gos: number;
  shakes: number;
  bombs: number;
  /** Drawn rounds in a row just before this one. */
  drawStreak: number;
  /** One entry per seat (the winner's is ignored). */
  losers: readonly GoStopLoserInput[];
  /** Three players, both losers called go: the seat that called first (liable for go-bak). */
  firstGo?: number;
  /** How the winner counts the sake cup, when the option lets its owner choose (rulings G23). */
  sakeCup?: 'animal' | 'chaff';
}

export type GoStopRoundResult =
  | { ok: true; settlement: GoStopSettlement; scores: number[] }
  | { ok: false; error: string; pending?: boolean };

const isDouble = (c: string) => cardInfo(c).roles.includes('double-chaff');

/** A loser's pile with exactly these chaff units (and a bright if asked), from the cards still free. */
function loserPile(free: Set<string>, units: number, bright: boolean): string[] | undefined {
  const plain = [...free].filter((c) => cardInfo(c).cls === 'chaff' && !isDouble(c));
  const doubles = [...free].filter((c) => cardInfo(c).cls === 'chaff' && isDouble(c));
  let pile: string[] | undefined;
  for (let d = Math.min(doubles.length, Math.floor(units / 2)); d >= 0; d--) {
    const p = units - 2 * d;
    if (p <= plain.length) {
      pile = [...doubles.slice(0, d), ...plain.slice(0, p)];
      break;
    }
  }
  if (!pile) return undefined;
  if (bright) {
    const b = [...free].find((c) => cardInfo(c).cls === 'bright');
    if (!b) return undefined;
    pile.push(b);
  }
  for (const c of pile) free.delete(c);
  return pile;
}

/** Chaff units among these cards (double chaff 2). */
const unitsIn = (cards: Iterable<string>) =>
  [...cards].reduce((n, c) => n + (cardInfo(c).cls === 'chaff' ? (isDouble(c) ? 2 : 1) : 0), 0);

/** Settle a stop, or say why this round cannot be what was entered (in the words given: English by default). */
export function goStopRound(
  input: GoStopRoundInput,
  names: readonly string[],
  say: HanaCalcWords = hanaCalcWords.en,
): GoStopRoundResult {
  const { options, players, winner } = input;
  const w = names[winner]!;
  if (input.captured.length === 0) return { ok: false, error: say.tapCards(w), pending: true };
  const seen = new Set<string>();
  for (const c of input.captured) {
    if (seen.has(c)) return { ok: false, error: say.gs.twice(cardWord(c)) };
    seen.add(c);
  }
  const triplets = Math.floor(dealSizes(players).hand / 3);
  if (input.shakes + input.bombs > triplets) {
    return {
      ok: false,
      error: say.gs.triplets(dealSizes(players).hand, triplets, w, input.shakes + input.bombs),
    };
  }
  const free = new Set(HANAFUDA_DECK.filter((c) => !seen.has(c)));
  const captured: string[][] = Array.from({ length: players }, () => []);
  captured[winner] = input.captured.slice();
  for (let seat = 0; seat < players; seat++) {
    if (seat === winner) continue;
    const l = input.losers[seat]!;
    const left = unitsIn([...free].filter((c) => cardInfo(c).cls === 'chaff'));
    const pile = loserPile(free, l.chaffUnits, l.bright);
    if (!pile) {
      if (l.bright && ![...free].some((c) => cardInfo(c).cls === 'bright')) {
        return {
          ok: false,
          error: say.gs.noBright(names[seat]!),
        };
      }
      return {
        ok: false,
        error: say.gs.tooMuchChaff(names[seat]!, l.chaffUnits, left),
      };
    }
    captured[seat] = pile;
  }
  const gos = Array.from({ length: players }, (_, s) => (s === winner ? input.gos : input.losers[s]!.calledGo ? 1 : 0));
  const callers = gos.flatMap((g, s) => (g > 0 && s !== winner ? [s] : []));
  const goOrder =
    input.firstGo !== undefined && callers.includes(input.firstGo)
      ? [input.firstGo, ...callers.filter((s) => s !== input.firstGo)]
      : callers;
  const state: GoStopScoreInput = {
    options,
    players,
    captured,
    gos,
    goOrder: input.gos > 0 ? [...goOrder, winner] : goOrder,
    shaken: Array.from({ length: input.shakes }, () => ({ seat: winner })),
    bombs: Array.from({ length: players }, (_, s) => (s === winner ? input.bombs : 0)),
    drawStreak: input.drawStreak,
  };
  if (input.sakeCup !== undefined && options.sake_cup === 'owner') state.sakeCup = input.sakeCup;
  const total =
    state.sakeCup !== undefined ? yakuTotal(settleStop(state, winner).yaku) : yakuTotal(goStopYaku(state, winner));
  const min = stopMinimum(options, players);
  if (total < min) {
    return {
      ok: false,
      error: say.gs.tooFew(w, total, min),
    };
  }
  const settlement = settleStop(state, winner);
  const scores = Array.from({ length: players }, (_, s) =>
    s === winner ? settlement.total : -(settlement.payments.find((p) => p.seat === s)?.amount ?? 0),
  );
  return { ok: true, settlement, scores };
}
