/**
 * Refusals as data (issue 25 §3): an engine refuses a move or a setup with an
 * `IllegalMoveError` carrying a `code` and its `data`; screens word it from those, never from
 * the English `message` (kept for logs and tests). The codes every engine may use are listed
 * and worded here, once; a family's own codes are worded by its words module (a
 * `RefusalRenderer`, on the game's module as `renderRefusal`).
 */
import { IllegalMoveError, type RefusalData, type RefusalValue } from './types.ts';
import type { OptionField } from './options.ts';
import { seatName } from './events.ts';

/**
 * The codes shared by every engine, with the data each carries:
 * - 'not-your-turn' {seat}: the seat may not act now;
 * - 'not-a-move': the move is not an object of the game's moves;
 * - 'not-legal' {move?}: a move (of type `move`) that is not one of the legal ones now;
 * - 'match-over': the match has ended;
 * - 'stock-empty': nothing left to draw;
 * - 'not-there' {card}: a card that is not where the move takes it from;
 * - 'seats' {min, max, players}: the game is not played by that many;
 * - 'option-unknown' {option}: the game has no such option;
 * - 'option-type' {option, value}: the option cannot take that value (option '': the options are not an object);
 * - 'option-seats' {option, value, players}: that value of the option needs one of these player counts;
 * - 'deck-size' {want, got}, 'deck-card' {card}, 'deck-twice' {card}: a stacked deck that is not the game's deck.
 */
export const SHARED_REFUSALS = [
  'not-your-turn',
  'not-a-move',
  'not-legal',
  'match-over',
  'stock-empty',
  'not-there',
  'seats',
  'option-unknown',
  'option-type',
  'option-seats',
  'deck-size',
  'deck-card',
  'deck-twice',
] as const;

export type SharedRefusal = (typeof SHARED_REFUSALS)[number];

/** Words a family's own refusal codes with the seats' names; undefined for a code it does not know. Pure. */
export type RefusalRenderer = (code: string, data: RefusalData, names: readonly string[]) => string | undefined;

/** What the words of a refusal may name. */
export interface RefusalContext {
  /** The seats' names (index = seat). */
  names: readonly string[];
  /** The game's title (a setup refusal names the game). */
  title?: string;
  /** The game's options as the new-game form shows them: option refusals name the option by its label. */
  fields?: readonly OptionField[];
  /** The family's words for its own codes. */
  family?: RefusalRenderer | undefined;
}

/** The words of a refusal nobody has words for (never shown for a code an engine throws: a test checks). */
export const UNWORDED_REFUSAL = 'That move is not possible right now.';

const num = (v: RefusalValue | undefined): number => (typeof v === 'number' ? v : Number.NaN);
const text = (v: RefusalValue | undefined): string =>
  v === undefined ? '' : typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : String(v);

/** "2 to 6", "2 or 3", "exactly 4". */
function countRange(min: number, max: number): string {
  return min === max ? `exactly ${min}` : max === min + 1 ? `${min} or ${max}` : `${min} to ${max}`;
}

/** The 'seats' refusal of a setup: `title` is played by `min` to `max` players, not by `players`. */
export function seatsRefusal(title: string, min: number, max: number, players: unknown): IllegalMoveError {
  return new IllegalMoveError(
    'seats',
    { min, max, players: typeof players === 'number' && Number.isFinite(players) ? players : null },
    `${title} is played by ${countRange(min, max)} players.`,
  );
}

/** "4", "4 or 6", "2, 4 or 6". */
function orList(xs: readonly (string | number | boolean)[]): string {
  const list = xs.map(String);
  return list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
}

/** The label of option `key` and of its value, as the new-game form shows them (the key and the value when not on the form). */
function optionWords(
  fields: readonly OptionField[] | undefined,
  key: string,
  value: RefusalValue | undefined,
): { option: string; value: string } {
  const f = fields?.find((x) => x.key === key);
  const choice = f?.kind === 'choice' ? f.choices.find((c) => c.value === value) : undefined;
  const shown =
    f?.kind === 'boolean' && typeof value === 'boolean' ? (value ? 'on' : 'off') : (choice?.label ?? text(value));
  return { option: f ? `“${f.label}”` : `“${key}”`, value: `“${shown}”` };
}

/** The words of a shared code, or undefined for a code not shared. */
function sharedRefusalWords(code: string, data: RefusalData, ctx: RefusalContext): string | undefined {
  switch (code as SharedRefusal) {
    case 'not-your-turn':
      return typeof data.seat === 'number'
        ? `Not yet: it is not ${seatName(ctx.names, data.seat)}'s turn.`
        : 'Not yet: it is not your turn.';
    case 'not-a-move':
    case 'not-legal':
    case 'not-there':
      return UNWORDED_REFUSAL;
    case 'match-over':
      return 'The match is over.';
    case 'stock-empty':
      return 'The stock is empty.';
    case 'seats':
      return `${ctx.title ?? 'This game'} is played by ${countRange(num(data.min), num(data.max))} players.`;
    case 'option-unknown':
      return `${ctx.title ?? 'This game'} has no rule called ${optionWords(ctx.fields, text(data.option), undefined).option}.`;
    case 'option-type': {
      if (data.option === '') return 'The rules chosen for this match cannot be read.';
      const w = optionWords(ctx.fields, text(data.option), data.value);
      return `The rule ${w.option} cannot be ${w.value}.`;
    }
    case 'option-seats': {
      const w = optionWords(ctx.fields, text(data.option), data.value);
      const players = Array.isArray(data.players) ? data.players : [];
      return `${w.option} set to ${w.value} needs ${players.length === 1 ? 'exactly ' : ''}${orList(players)} players.`;
    }
    case 'deck-size':
      return `A stacked deck must hold ${text(data.want)} cards, not ${text(data.got)}.`;
    case 'deck-card':
      return 'A stacked deck holds a card this game does not use.';
    case 'deck-twice':
      return 'A stacked deck holds a card twice.';
    default:
      return undefined;
  }
}

/**
 * The sentence a player reads for a refusal, from its code and data only: the family's words
 * for its own codes, else the shared words, else a neutral sentence.
 */
export function renderRefusal(code: string, data: RefusalData, ctx: RefusalContext): string {
  return ctx.family?.(code, data, ctx.names) ?? sharedRefusalWords(code, data, ctx) ?? UNWORDED_REFUSAL;
}

/** Does anyone word this code (the family or the shared words)? For the tests: every code an engine throws must be worded. */
export function isWordedRefusal(code: string, data: RefusalData, ctx: RefusalContext): boolean {
  return ctx.family?.(code, data, ctx.names) !== undefined || sharedRefusalWords(code, data, ctx) !== undefined;
}

/**
 * The shared codes' words in one language (issue 27): English is `renderRefusal` above; Japanese
 * and Korean are `refusals.ja.ts` and `refusals.ko.ts` (their own chunks). An option refusal names
 * the option by the label `ctx.fields` gives, in whatever language the caller's fields are.
 */
export type SharedRefusalWords = (code: SharedRefusal, data: RefusalData, ctx: RefusalContext) => string;

/** The option and value of an option refusal, by their labels (for the other languages' words). */
export function optionLabels(
  ctx: RefusalContext,
  data: RefusalData,
  on: string,
  off: string,
): { option: string; value: string; players: readonly (string | number | boolean)[] } {
  const key = text(data.option);
  const f = ctx.fields?.find((x) => x.key === key);
  const choice = f?.kind === 'choice' ? f.choices.find((c) => c.value === data.value) : undefined;
  const value =
    f?.kind === 'boolean' && typeof data.value === 'boolean'
      ? data.value
        ? on
        : off
      : (choice?.label ?? text(data.value));
  return { option: f?.label ?? key, value, players: Array.isArray(data.players) ? data.players : [] };
}
