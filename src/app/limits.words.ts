/**
 * The words of the store's limits (issue 32 §1): what a player reads when something would be
 * written that the store could not read back. One sentence per limit (`LimitCode` of
 * src/store/records.ts); where each is enforced: docs/architecture.md, "What the store accepts".
 * Its own module, beside storage.words.ts, so the first visit carries only these few lines.
 */
import { LIMITS, type LimitCode } from '../store/records.ts';

const n = (x: number) => x.toLocaleString('en');

/**
 * A record refused where it is written because the store could not read it back (issue 32 §1),
 * by the limit it breaks (`LimitCode`, src/store/records.ts). Nothing already saved is lost.
 */
export const LIMIT_WORDS: Record<LimitCode, string> = {
  rounds: `This sheet is full: ${n(LIMITS.rounds)} rounds at most. Start a new sheet to go on.`,
  history: `This sheet's history is full (${n(LIMITS.history)} changes).`,
  moves: `This game has reached ${n(LIMITS.moves)} moves, the most a saved game keeps: it stays here to read, but takes no more moves.`,
  moveJson: `This move is too large to save (over ${n(LIMITS.moveJson)} characters), so it was not played.`,
  name: `A player's name is too long: at most ${LIMITS.name} characters.`,
  title: `The title is too long: at most ${LIMITS.title} characters.`,
  label: `A round's label is too long: at most ${LIMITS.label} characters.`,
  note: `A note is too long: at most ${LIMITS.note} characters.`,
  score: `Every score must be a whole number within ±${n(LIMITS.score)}.`,
  seats: `A table has at most ${LIMITS.seats} players.`,
  id: `The deal code is too long: at most ${LIMITS.id} characters.`,
  deck: `A stacked deck has at most ${LIMITS.deck} cards.`,
  options: `These options are too large to save (over ${n(LIMITS.options)} characters).`,
  record: 'This could not be saved: it would not read back as it is.',
};

/** What a player reads when a write is refused: the limit, then that nothing saved was lost. */
export function refusedWords(code: LimitCode): string {
  return `${LIMIT_WORDS[code]} Nothing already saved is lost.`;
}
