/**
 * The words of Hanafuda's guided first round (issue 28 §5): each step names the card to tap or the
 * button to press, and why, with the family's card and yaku names in the reader's language.
 */
import { catalogue, words } from '../../i18n/current.ts';
import { cardWord, monthWord, yakuWord } from './hanafuda.words.ts';
import { monthOf } from './cards.ts';
import { hanaTableWords } from './ui/table.words.ts';

const list = (ids: readonly string[], and: string) =>
  ids.length <= 1 ? (ids[0] ?? '') : `${ids.slice(0, -1).join(', ')}${and}${ids[ids.length - 1]}`;

const en = {
  take: (card: string, taken: readonly string[]) =>
    `Tap your ${cardWord(card)}: the ${list(taken.map(cardWord), ' and the ')} on the field ${taken.length > 1 ? 'are' : 'is'} of the same month (${monthWord(monthOf(card))}), so you take ${taken.length > 1 ? 'them all' : 'both'}.`,
  layDown: (card: string) =>
    `Nothing in your hand matches a month on the field: tap your ${cardWord(card)} to lay it down on the field (your least valuable card).`,
  draw: () =>
    `Now tap “${words(hanaTableWords).draw}”: the stock's top card turns over and takes a field card of its month, or stays on the field.`,
  choose: (card: string, target: string) =>
    `The ${cardWord(card)} matches two cards on the field: tap the ${cardWord(target)} to take the more valuable one.`,
  stop: (yaku: readonly string[], points: number) =>
    yaku.length > 0
      ? `You have ${list(yaku.map(yakuWord), ' and ')}: tap “Stop” to end the round and score ${points} now (calling koi-koi would play on for more, at a risk).`
      : `Tap “Stop” to end the round and score ${points} now.`,
  nextRound: 'The round is scored: tap Next round to play on with teaching on, or leave the table.',
};

export type GuideWords = typeof en;

export const hanaGuideWords = catalogue<GuideWords>(en, {
  ja: () => import('./guide.words.ja.ts').then((m) => m.default),
  ko: () => import('./guide.words.ko.ts').then((m) => m.default),
});

export const guideSays = (): GuideWords => words(hanaGuideWords);
