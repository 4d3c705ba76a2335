/**
 * Teaching mode's words for Capture (issue 28 §1), in English; Japanese and Korean in
 * `teach.words.ja.ts` / `.ko.ts` (terms: docs/glossary/capture.md). `teach.ts` picks the sentence
 * from the view and the legal moves; cards come named in the reader's language.
 */
import { catalogue } from '../../i18n/current.ts';

const some = (cards: readonly string[]) =>
  cards.length <= 1 ? `the ${cards[0] ?? ''}` : `the ${cards.slice(0, -1).join(', the ')} or the ${cards.at(-1)}`;

const en = {
  // The turn's sentence, one per situation
  bid: (extra: number, high: number) =>
    high === 0
      ? `Bid for the extra hand of ${extra} face-down cards, or pass: the winner swaps it for his own hand and pays his bid unless he goes out first.`
      : `Bid more than ${high} for the extra hand, or pass: the winner swaps it for his own hand and pays his bid unless he goes out first.`,
  lead: 'Lead a Secondary card (lit): Neptune, Saturn or Venus, never a Galaxy.',
  leadFallback: 'Nobody holds a Secondary card: lead any Primary card (lit).',
  beat: (last: string, cards: readonly string[], galaxy: boolean) =>
    `Beat the ${last} with ${some(cards)} (same number, higher suit)${galaxy ? ' or a Galaxy' : ''}: you must.`,
  onlyGalaxy: (last: string, capturer: string) =>
    `Only a Galaxy beats the ${last}: play it, or say No Play and ${capturer} captures.`,
  nothing: (last: string, capturer: string) => `Nothing beats the ${last}: say No Play, and ${capturer} captures.`,
  add: (who: string, cards: number, up: boolean) =>
    `${who} said No Play: add a higher card of this number (lit), or capture ${cards === 1 ? 'the card' : `the ${cards} cards`}${up ? ' and the up-card' : ''}.`,
  next: 'The hand is over: read the scores, then deal the next hand.',
  // The guided round (issue 28 §5): the move to make, before the sentence that explains it
  tapCard: (card: string) => `Tap the ${card}.`,
  press: (button: string) => `Press “${button}”.`,
  // Rule notes, each once per match
  noPlay: (who: string, capturer: string) =>
    `No Play: ${who} could not (or would not) beat the last card. The round ends at once and ${capturer}, who played last, captures it.`,
  upCard: (capturer: string, card: string) =>
    `The round was played in the up-card’s number, so ${capturer} took the ${card} too; the next card of the stock is turned up.`,
  capture: (capturer: string) =>
    `${capturer} captured the round and leads the next one. Each captured card scores +1 at the end of the hand, each card left in hand −1.`,
  leadPass: (who: string) => `${who} holds no Secondary card, so cannot lead: the lead passes to the left.`,
  primaryLead: (who: string) => `Nobody holds a Secondary card: ${who}, the first who passed, leads a Primary card.`,
  out: (who: string) =>
    `${who} has played his last card: this round is finished, then the hand ends. Cards still in a hand count against it.`,
  galaxy: (who: string, card: string) =>
    `${who} played the ${card}: a Galaxy beats any regular card, and after it only a higher Galaxy may be played. It is never compulsory.`,
  galaxyUp: 'A Galaxy turned as the up-card goes to the bottom of the stock, and the next card is turned.',
  bonus: (planet: string) =>
    `Bonus suit ${planet}: the first up-card’s suit counts double this hand — +2 for each captured, −2 for each left in hand.`,
  added: (who: string) =>
    `${who} added a higher card of the round’s number after the No Play: it is captured with the rest.`,
  bidWon: (who: string, n: number) =>
    `${who} took the extra hand for ${n}: it is taken from ${who}’s score for the hand, unless ${who} goes out first.`,
  halving: (who: string, from: number, to: number) =>
    `Halving: ${who}’s total landed on exactly ${from}, so it is cut in half to ${to}.`,
};

export type CaptureTeachWords = typeof en;

export const captureTeachWords = catalogue<CaptureTeachWords>(en, {
  ja: () => import('./teach.words.ja.ts').then((m) => m.default),
  ko: () => import('./teach.words.ko.ts').then((m) => m.default),
});
