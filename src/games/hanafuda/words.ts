/**
 * The Hanafuda family's event renderer (issue 9 §3): the four engines (Koi-Koi, Go-Stop,
 * Mushi, Higo-Bana) record what happened as `GameEvent`s; this words them with the seats'
 * names for the table's last-move line, the round-end panel, the score sheet and screen
 * readers. Exported as `renderEvent` from each Hanafuda `*.module.ts`. The engines' `describe`
 * (a move in a line, for logs and refusals' messages) is worded here too.
 */
import { seatName, type EventRenderer, type GameEvent } from '../../engine/events.ts';
import type { ResultLine, ResultRow } from '../../engine/lines.ts';
import { cardName, MONTH_NAMES } from './cards.ts';
import { yakuName } from './yaku.ts';
import type { KoiKoiMove } from './koikoi.ts';
import type { GoStopMove } from './gostop.ts';
import type { HigoBanaMove } from './higobana.ts';
import type { Lang } from '../../i18n/lang.ts';
import { type HanafudaNames, hanafudaNamesEn } from './names.ts';
import { higoBanaSides, misdealOf, nums, signed, strs } from './event-data.ts';

const month = (m: unknown) => MONTH_NAMES[Number(m) - 1] ?? 'month';
const cardList = (cards: readonly string[] | undefined) => (cards ?? []).map(cardName).join(', the ');

/** "Ann", "Ann and Ben", "Ann, Ben and Cy". */
export function sideName(seats: readonly number[], names: readonly string[]): string {
  const list = seats.map((s) => seatName(names, s));
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** How a placed card met the field: "and takes the …", "and leaves it on the field", or a pending choice. */
function placement(e: GameEvent): string {
  const d = e.data ?? {};
  switch (d.choice) {
    case 'match':
      return ' which matches two cards on the field';
    case 'match-mushi':
      return ', which matches two cards on the field';
    case 'lightning':
      return `, which may take any one of ${d.targets} cards`;
    case 'gaji':
      return ' to take any one field card';
  }
  const took = strs(d.took);
  const whole = d.whole ? ' (the last card of the stock takes everything left)' : '';
  return (took.length === 0 ? ' and leaves it on the field' : ` and takes the ${cardList(took)}`) + whole;
}

const STEAL_HEAD: Record<string, string> = { ttadak: 'Ttadak!', jjok: 'Jjok!', sweep: 'Sweep!' };

const MULTIPLIER_WORDS: Record<string, string> = {
  'go-double': 'gos',
  shake: 'shaken',
  bomb: 'bomb',
  'seven-animals': '7 animals',
  'after-draw': 'after a draw',
};

const HANDOVER_WHY: Record<string, string> = {
  willow: 'holding the other two Willows',
  'lightning-leftover': "the odd card of the Lightning's month",
  stranded: 'left on the field, to the dealer',
};

/**
 * Why a Mushi field was redealt, as a sentence: a `MushiMisdeal` or its event code ('full-month:1',
 * 'willows', 'four-pairs'). Events written before misdeals were data hold the sentence itself,
 * which is shown as it is.
 */
export function misdealWords(m: unknown): string {
  const r = misdealOf(m);
  if (typeof r === 'string') return r;
  if (r.reason === 'full-month') return `All four ${month(Number(r.month))} cards were dealt to the field.`;
  if (r.reason === 'willows') return 'The Rain Man, the swallow and the willow ribbon were all dealt to the field.';
  if (r.reason === 'four-pairs') return 'Four pairs were dealt to the field.';
  return 'The field was misdealt.';
}

/** Words one Hanafuda event. */
export const renderHanafudaEvent: EventRenderer = (e, names) => {
  const who = seatName(names, e.seat);
  const d = e.data ?? {};
  const cards = e.cards ?? [];
  switch (e.kind) {
    case 'deal': {
      if (d.month !== undefined) return `${month(d.month)} is dealt; ${who} deals.`;
      const redeals = Number(d.redeals ?? 0);
      if (Array.isArray(d.misdeals)) {
        const why = (d.misdeals as unknown[]).map(misdealWords).join(' ');
        return `Round ${d.round} is dealt; ${who} deals.${redeals > 0 ? ` Redealt ${redeals}×: ${why}` : ''}`;
      }
      const redealt =
        redeals > 0 ? ` (redealt ${redeals === 1 ? 'once' : `${redeals} times`}: four of a month on the field)` : '';
      const fours = nums(d.fours);
      const foursNote = fours.length
        ? ` All four ${fours.map(month).join(' and ')} cards were dealt to the field: they go to ${who}.`
        : '';
      return `Round ${d.round} is dealt${redealt}; ${who} deals.${foursNote}`;
    }
    case 'play':
      return `${who} plays the ${cardName(cards[0]!)}${placement(e)}.`;
    case 'draw':
      return `${who} draws the ${cardName(cards[0]!)}${placement(e)}.`;
    case 'capture':
      return `${who} takes the ${cardName(cards[1]!)} with the ${cardName(cards[0]!)}.`;
    case 'koikoi':
      return `${who} calls koi-koi!`;
    case 'go': {
      const n = Number(d.count ?? 1);
      return `${who} calls ${n === 1 ? 'go' : `go (${n} gos)`}!`;
    }
    case 'stop':
      if (d.why === 'no-cards') return `${who} has no cards left and stops.`;
      if (d.why === 'no-turn') return `${who} has no turn left and stops.`;
      return `${who} stops.`;
    case 'bomb':
      if (d.count === 2)
        return `${who} bombs with two ${month(d.month)} cards and takes the ${cardList(cards)}${d.korean ? '; one draw-only turn to come' : '; two stock cards to draw'}.`;
      return `${who} bombs with three ${month(d.month)} cards and takes the ${cardList(cards)}${d.korean ? '; two draw-only turns to come' : '; two stock cards to draw'}.`;
    case 'shake':
      return `${who} shakes: shows three ${month(d.month)} cards (${cards.map(cardName).join(', ')}). A win will count ×2.`;
    case 'draw-only':
      return `${who} takes a draw-only turn.`;
    case 'ppuk':
      return `${who} draws the ${cardName(cards[0]!)}: ppuk! The three ${month(d.month)} cards stay stacked until someone plays the fourth.`;
    case 'ppuk-final':
      return `${who} draws the ${cardName(cards[0]!)}: no ppuk on ${d.scope === 'last-card' ? "a player's last card" : 'the final turn'}, so it takes the pair too.`;
    case 'steal': {
      if (d.reason === 'self-ppuk') {
        const head = `${who} took back their own ${month(d.month)} ppuk.`;
        const counts = nums(d.given);
        const given = (e.seats ?? []).map((s, i) => `${seatName(names, s)} gives ${counts[i] ?? 1} chaff`);
        return given.length === 0 ? `${head} Nobody has a chaff to give.` : `${head} ${given.join(' and ')}.`;
      }
      const head =
        d.reason === 'full-month'
          ? `${who} took all four ${month(d.month)} cards.`
          : (STEAL_HEAD[String(d.reason)] ?? '');
      const given = (e.seats ?? []).map((s) => seatName(names, s));
      if (given.length === 0) return `${head} Nobody has a chaff to give.`;
      return `${head} ${given.join(' and ')} ${given.length > 1 ? 'each give' : 'gives'} a chaff.`;
    }
    case 'no-steal':
      if (d.stack !== undefined) {
        const stack =
          d.stack === 'dealt'
            ? `the three ${month(d.month)} cards dealt to the field`
            : `the ${month(d.month)} ppuk stack`;
        if (d.scope === 'dealt') return `${who} took ${stack}: a dealt stack steals no chaff.`;
        return `${who} took ${stack} on ${d.scope === 'last-card' ? 'their last card' : 'the final turn'}: it steals no chaff.`;
      }
      return `${STEAL_HEAD[String(d.reason)] ?? ''} But on ${d.scope === 'last-card' ? "a player's last card" : 'the final turn'} it steals no chaff.`;
    case 'sake-cup':
      return `${who} counts the sake cup as ${d.as === 'chaff' ? 'double chaff' : 'an animal'}.`;
    case 'two-presidents': {
      const months = nums(d.months);
      return `${who} was dealt two Presidents (all four ${months.map(month).join(' and ')} cards): the round is drawn.`;
    }
    case 'hiki':
      return `${who} declares a hiki and takes all four ${month(d.month)} cards.`;
    case 'three-card':
      return `${who} draws the ${cardName(cards[0]!)}: it matches the pair just made, so the three stay on the field.`;
    case 'three-card-final':
      return `${who} draws the last card, the ${cardName(cards[0]!)}, and takes it with the pair just made.`;
    case 'gaji-blocked': {
      const months = nums(d.months);
      return `${(e.seats ?? []).map((s, i) => `${seatName(names, s)} holds a hiki of ${month(months[i])}`).join('; ')}: the Gaji cannot take those cards.`;
    }
    case 'gaji-rest':
      return `The rest of ${month(d.month)} goes to ${who}, who used the Gaji.`;
    case 'handover':
      return `${who} gets the ${cardList(cards)} (${HANDOVER_WHY[String(d.why)] ?? ''}).`;

    // ---- round endings (RoundResult.events)
    case 'lucky-hand':
      return `${who} was dealt ${strs(d.kinds)
        .map((k) => ({ teshi: 'Teshi', kuttsuki: 'Kuttsuki' })[k] ?? yakuName(k))
        .join(' and ')}: ${e.points}.`;
    case 'koikoi-score': {
      const yaku = strs(d.yaku);
      const pts = nums(d.yakuPoints);
      const list = yaku.map((y, i) => `${yakuName(y)} ${pts[i]}`).join(' + ');
      const parts: string[] = [];
      if (d.seven) parts.push('×2 (7 or more)');
      if (d.koikoi) parts.push("×2 (opponent's koi-koi)");
      return `${who} stops: ${list}${yaku.length > 1 ? ` = ${d.base}` : ''}${parts.length ? `, ${parts.join(', ')} = ${e.points}` : ''}.`;
    }
    case 'exhausted':
      if (e.seat !== undefined) return `Nobody stopped: ${who} takes the dealer's privilege, ${e.points}.`;
      return 'Nobody stopped: no score, the dealer deals again.';
    case 'drawn-round':
      return `Nobody stopped: a drawn round. The dealer deals again and the next win counts ×${d.next}.`;
    case 'president': {
      const after = d.factor ? ` (×${d.factor} after drawn rounds)` : '';
      if (d.field)
        return `All four ${month(d.month)} cards were dealt to the field: ${who}, the dealer, wins ${e.points} from each opponent${after}.`;
      // The score pad's calculator does not ask which month: the President without it.
      if (d.month === undefined)
        return `${who} was dealt all four cards of a month (President): ${e.points} from each opponent${after}.`;
      return `${who} was dealt all four ${month(d.month)} cards (President): ${e.points} from each opponent${after}.`;
    }
    case 'gostop-score': {
      const yaku = strs(d.yaku);
      const pts = nums(d.yakuPoints);
      const parts = yaku.map((y, i) => `${yakuName(y)} ${pts[i]}`);
      const goBonus = Number(d.goBonus ?? 0);
      if (goBonus > 0) parts.push(`${goBonus} go${goBonus > 1 ? 's' : ''}`);
      let text = `${who} ${d.auto ? 'stops on the last turn' : 'stops'}: ${parts.join(' + ')}${parts.length > 1 ? ` = ${d.base}` : ''}`;
      const mult = strs(d.multipliers);
      const factors = nums(d.factors);
      if (mult.length > 0)
        text += `, ${mult.map((m, i) => `×${factors[i]} (${MULTIPLIER_WORDS[m] ?? m})`).join(' ')} = ${e.points}`;
      const amounts = nums(d.amounts);
      const why = strs(d.why);
      const covered = nums(d.coveredBy);
      const pays = (e.seats ?? []).map((s, i) => {
        const name = seatName(names, s);
        if (covered[i]! >= 0) return `${name} pays nothing (${seatName(names, covered[i])} pays for them)`;
        return `${name} pays ${amounts[i]}${why[i] ? ` (${why[i]!.split(',').join(', ')})` : ''}`;
      });
      return `${text}. ${pays.join('; ')}.`;
    }
    case 'mushi-score': {
      const scores = nums(d.scores);
      const points = nums(d.cardPoints);
      const ys = nums(d.yakuSeats);
      const yaku = strs(d.yaku);
      const yp = nums(d.yakuPoints);
      // Each seat's score as a sum: card points − the baseline + own yaku − the other's yaku.
      const line = (s: number) =>
        `${seatName(names, s)}: ${points[s]} card points − ${d.baseline}${yaku.map((y, i) => (ys[i] === s ? ` + ${yakuName(y)} ${yp[i]}` : ` − ${seatName(names, ys[i])}'s ${yakuName(y)} ${yp[i]}`)).join('')} = ${signed(scores[s]!)}`;
      return `${scores.map((_, s) => line(s)).join('; ')}.`;
    }
    case 'higobana-score': {
      const sideScores = nums(d.sideScores);
      const sides = higoBanaSides(d);
      const scores = sides.map((x, i) => `${sideName(x, names)} ${sideScores[i]}`).join(', ');
      const winner = sides[Number(d.winner)] ?? [];
      const verb = winner.length > 1 ? 'win' : 'wins';
      if (d.cumulative) return `${sideName(winner, names)} ${verb} the round. ${scores}.`;
      const how = d.kind === 'basa' ? ' (basa: 100 or more ahead)' : d.kind === 'chu' ? ' (chu: 50 or more ahead)' : '';
      const victory = Number(d.victory);
      return `${sideName(winner, names)} ${verb} ${victory} victory point${victory === 1 ? '' : 's'}${how}. ${scores}.`;
    }
    default:
      return '';
  }
};

// ---------------------------------------------------------------- round-end lines (lines.ts)

/** A Koi-Koi line of a round-end panel: a yaku, a rule note, a doubling (worth what it adds), a payment. */
export function koikoiLineName(line: ResultLine): string {
  switch (line.id) {
    case 'double-at-7':
      return '×2 (7 points or more)';
    case 'koikoi-double':
      return "×2 (the opponent's koi-koi)";
    case 'oya-ken':
      return "Dealer's privilege";
    case 'teshi':
      return 'Teshi (four of a month dealt)';
    case 'kuttsuki':
      return 'Kuttsuki (four pairs dealt)';
    case 'opponent-score':
      return "The opponent's score, paid";
  }
  return yakuName(line.id);
}

const GOSTOP_LINES: Record<string, string> = {
  'go-bonus': 'Go bonus (+1 per go)',
  'go-scale-double-only': 'Gos add no points (go scale: ×2 from the third go only)',
  'go-scale-plus-two': 'Gos past the second add no points (go scale: +1, +2, then ×2)',
  'go-double': 'three gos or more',
  shake: 'shaken',
  bomb: 'bomb',
  'seven-animals': 'seven animals',
  'after-draw': 'after a drawn round',
  score: 'The winner’s score, owed',
  'pi-bak': '×2 pi-bak (too few chaff)',
  'gwang-bak': '×2 gwang-bak (no bright)',
  'go-bak': 'Go-bak (called go and lost)',
  'go-bak-covered': 'Paid by the go-bak player',
  president: 'President (four of a month dealt)',
};

/** A Go-Stop line of a round-end panel; a multiplier or penalty names its factor and is worth what it adds. */
export function goStopLineName(line: ResultLine, names: readonly string[]): string {
  const d = line.data ?? {};
  const who = seatName(names, typeof d.seat === 'number' ? d.seat : undefined);
  switch (line.id) {
    case 'opponents-pay':
      return `×${d.factor} (each of ${d.factor} opponents pays)`;
    case 'pi-bak-from':
      return `×2 ${who}'s pi-bak (too few chaff)`;
    case 'gwang-bak-from':
      return `×2 ${who}'s gwang-bak (no bright)`;
    case 'go-bak-from':
      return `×2 ${who}'s go-bak (called go and lost)`;
    case 'go-double':
    case 'shake':
    case 'bomb':
    case 'seven-animals':
    case 'after-draw':
      return `×${typeof d.factor === 'number' ? d.factor : 2} (${GOSTOP_LINES[line.id]})`;
  }
  return GOSTOP_LINES[line.id] ?? yakuName(line.id);
}

/** A Mushi line of a round-end panel: card points over the baseline, a yaku, the opponent's yaku. */
export function mushiLineName(line: ResultLine, baseline: number): string {
  if (line.id === 'card-points') return `Card points ${line.data?.cardPoints ?? ''} − ${baseline}`;
  if (line.id.startsWith('opponent-')) return `Opponent's ${yakuName(line.id.slice('opponent-'.length))}`;
  return yakuName(line.id);
}

/** A Higo-Bana line of a round-end panel. */
export function higoBanaLineName(line: ResultLine): string {
  switch (line.id) {
    case 'cards':
      return 'Card points';
    case 'others-yaku':
      return "Other sides' yaku (−50 each)";
    case 'round-win':
      return 'Round won';
    case 'basa':
      return 'Basa (won by 100 or more)';
    case 'chu':
      return 'Chu (won by 50 or more)';
    case 'team-score':
      return "The team's round score";
  }
  return yakuName(line.id);
}

/** A Higo-Bana row's name: the player, or "Team A (Aiko, Chi)". */
export function higoBanaRowName(row: Pick<ResultRow, 'seats' | 'team'>, names: readonly string[]): string {
  const members = row.seats.map((s) => seatName(names, s)).join(', ');
  return row.team === undefined ? members : `Team ${'ABCDEFG'[row.team] ?? row.team + 1} (${members})`;
}

// ---------------------------------------------------------------- moves, in a line (the engines' `describe`: logs, refusals' messages)

/** A move every Hanafuda game shares in a sentence; undefined for a game's own. */
export function describeTurnMove(move: { type: string; card?: string; target?: string }): string | undefined {
  switch (move.type) {
    case 'play':
      return `Play the ${cardName(move.card!)}`;
    case 'capture':
      return `Take the ${cardName(move.target!)}`;
    case 'draw':
      return 'Draw from the stock';
    case 'next-round':
      return 'Deal the next round';
    default:
      return undefined;
  }
}

/** Koi-Koi's own moves in a sentence. */
export function describeKoiKoiMove(move: KoiKoiMove): string | undefined {
  return move.type === 'koikoi' ? 'Call koi-koi and play on' : move.type === 'stop' ? 'Stop and score' : undefined;
}

/** Go-Stop's own moves in a sentence. */
export function describeGoStopMove(move: GoStopMove): string | undefined {
  switch (move.type) {
    case 'bomb':
      return `Bomb with your three ${MONTH_NAMES[move.month - 1]} cards`;
    case 'shake':
      return `Shake: show your three ${MONTH_NAMES[move.month - 1]} cards`;
    case 'draw-only':
      return 'Take a draw-only turn';
    case 'go':
      return 'Go: play on for more';
    case 'stop':
      return 'Stop and collect';
    case 'sake-cup':
      return move.as === 'chaff' ? 'Count the sake cup as double chaff' : 'Count the sake cup as an animal';
    default:
      return undefined;
  }
}

/** Higo-Bana's own move in a sentence. */
export function describeHigoBanaMove(move: HigoBanaMove): string | undefined {
  return move.type === 'hiki'
    ? `Declare a hiki: take all four ${MONTH_NAMES[move.month - 1] ?? 'month'} cards`
    : undefined;
}

// ---------------------------------------------------------------- the same words in every language (issue 27)

/** Every kind of event the four engines record: each language words each one. */
export const HANAFUDA_EVENT_KINDS = [
  'deal',
  'play',
  'draw',
  'capture',
  'koikoi',
  'go',
  'stop',
  'bomb',
  'shake',
  'draw-only',
  'ppuk',
  'ppuk-final',
  'steal',
  'no-steal',
  'sake-cup',
  'two-presidents',
  'hiki',
  'three-card',
  'three-card-final',
  'gaji-blocked',
  'gaji-rest',
  'handover',
  'lucky-hand',
  'koikoi-score',
  'exhausted',
  'drawn-round',
  'president',
  'gostop-score',
  'mushi-score',
  'higobana-score',
] as const;
export type HanafudaEventKind = (typeof HANAFUDA_EVENT_KINDS)[number];

/**
 * The Hanafuda family's words in one language: its names, every event, the round-end lines, and
 * the moves in a line. English is this module; Japanese (`words.ja.ts`) and Korean
 * (`words.ko.ts`) load as their own chunks (`hanafudaWords`). The compiler checks that each
 * language words every event kind; `test/games/hanafuda/words-lang.test.ts` words every event of
 * played matches in each language and finds no English left in Japanese or Korean.
 */
export interface HanafudaWords {
  lang: Lang;
  names: HanafudaNames;
  events: Readonly<Record<HanafudaEventKind, EventRenderer>>;
  misdeal(m: unknown): string;
  koikoiLine(line: ResultLine): string;
  goStopLine(line: ResultLine, names: readonly string[]): string;
  mushiLine(line: ResultLine, baseline: number): string;
  higoBanaLine(line: ResultLine): string;
  higoBanaRow(row: Pick<ResultRow, 'seats' | 'team'>, names: readonly string[]): string;
  turnMove(move: { type: string; card?: string; target?: string }): string | undefined;
  koikoiMove(move: KoiKoiMove): string | undefined;
  goStopMove(move: GoStopMove): string | undefined;
  higoBanaMove(move: HigoBanaMove): string | undefined;
}

export const hanafudaWordsEn: HanafudaWords = {
  lang: 'en',
  names: hanafudaNamesEn,
  events: Object.fromEntries(HANAFUDA_EVENT_KINDS.map((k) => [k, renderHanafudaEvent])) as Record<
    HanafudaEventKind,
    EventRenderer
  >,
  misdeal: misdealWords,
  koikoiLine: koikoiLineName,
  goStopLine: goStopLineName,
  mushiLine: mushiLineName,
  higoBanaLine: higoBanaLineName,
  higoBanaRow: higoBanaRowName,
  turnMove: describeTurnMove,
  koikoiMove: describeKoiKoiMove,
  goStopMove: describeGoStopMove,
  higoBanaMove: describeHigoBanaMove,
};

/** The family's words in a language (Japanese and Korean load on first use). */
export async function hanafudaWords(lang: Lang): Promise<HanafudaWords> {
  if (lang === 'ja') return (await import('./words.ja.ts')).hanafudaWordsJa;
  if (lang === 'ko') return (await import('./words.ko.ts')).hanafudaWordsKo;
  return hanafudaWordsEn;
}

/** Words one event in a language: the kind's own renderer ('' for a kind the family does not know). */
export function wordEvent(words: HanafudaWords, e: GameEvent, names: readonly string[]): string {
  const r = (words.events as Readonly<Record<string, EventRenderer>>)[e.kind];
  return r ? r(e, names) : '';
}
