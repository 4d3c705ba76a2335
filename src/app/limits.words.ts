/**
 * The words of the store's limits (issue 32 §1): what a player reads when something would be
 * written that the store could not read back. One sentence per limit (`LimitCode` of
 * src/store/records.ts); where each is enforced: docs/architecture.md, "What the store accepts".
 * A catalogue of its own (issue 27), out of the first visit: `reportError` loads it when a write
 * is refused. Each sentence is given the limits and a number formatter of the reader's language.
 */
import { catalogue, lang, words } from '../i18n/current.ts';
import { formatNumber } from '../i18n/intl.ts';
import type { Lang } from '../i18n/lang.ts';
import { LIMITS, type LimitCode } from '../store/records.ts';

type L = typeof LIMITS;
type N = (x: number) => string;

const en = {
  rounds: (l: L, n: N) => `This sheet is full: ${n(l.rounds)} rounds at most. Start a new sheet to go on.`,
  history: (l: L, n: N) => `This sheet's history is full (${n(l.history)} changes).`,
  moves: (l: L, n: N) =>
    `This game has reached ${n(l.moves)} moves, the most a saved game keeps: it stays here to read, but takes no more moves.`,
  moveJson: (l: L, n: N) => `This move is too large to save (over ${n(l.moveJson)} characters), so it was not played.`,
  name: (l: L, n: N) => `A player's name is too long: at most ${n(l.name)} characters.`,
  title: (l: L, n: N) => `The title is too long: at most ${n(l.title)} characters.`,
  label: (l: L, n: N) => `A round's label is too long: at most ${n(l.label)} characters.`,
  note: (l: L, n: N) => `A note is too long: at most ${n(l.note)} characters.`,
  score: (l: L, n: N) => `Every score must be a whole number within ±${n(l.score)}.`,
  seats: (l: L, n: N) => `A table has at most ${n(l.seats)} players.`,
  id: (l: L, n: N) => `The deal code is too long: at most ${n(l.id)} characters.`,
  deck: (l: L, n: N) => `A stacked deck has at most ${n(l.deck)} cards.`,
  options: (l: L, n: N) => `These options are too large to save (over ${n(l.options)} characters).`,
  events: (l: L, n: N) => `A round's record is too large to save (over ${n(l.events)} characters).`,
  record: (_l: L, _n: N) => 'This could not be saved: it would not read back as it is.',
  nothingLost: 'Nothing already saved is lost.',
};

export type LimitWords = typeof en;

export const limitWords = catalogue<LimitWords>(en, {
  ja: () => import('./limits.words.ja.ts').then((m) => m.default),
  ko: () => import('./limits.words.ko.ts').then((m) => m.default),
});

/** The sentence of a limit in `l` (the current language unless told). */
export function limitText(code: LimitCode, l: Lang = lang.value): string {
  return words(limitWords, l)[code](LIMITS, (x) => formatNumber(l, x));
}

/** Every limit's sentence in English (as before issue 27; screens use `limitText`). */
export const LIMIT_WORDS: Record<LimitCode, string> = Object.fromEntries(
  (Object.keys(en) as (keyof LimitWords)[])
    .filter((k): k is LimitCode => k !== 'nothingLost')
    .map((k) => [k, limitText(k, 'en')]),
) as Record<LimitCode, string>;

/** What a player reads when a write is refused: the limit, then that nothing saved was lost. */
export function refusedWords(code: LimitCode, l: Lang = lang.value): string {
  return `${limitText(code, l)}${l === 'ja' ? '' : ' '}${words(limitWords, l).nothingLost}`;
}
