/**
 * The words of TravFuda's guided first round (issue 28 §5): each step names the card to tap (as
 * its button is named: the family's card names) or the button to press, quoting the table's own
 * label, and says why.
 */
import { catalogue, words } from '../../i18n/current.ts';
import { tfWords } from './family.words.ts';
import { travFudaTableWords } from './ui/table.words.ts';

const card = (id: string) => tfWords().cardName(id);
const t = () => words(travFudaTableWords);

const en = {
  join: (id: string, top: string) =>
    `Tap your ${card(id)}, then “${t().putOnLit}”: it is of the same suit as the pile with the ${card(top)} on top, so it must go there, and a pile that is even at the end of your turn is yours.`,
  newPile: (id: string) =>
    `No card in your hand matches a pile on the table: tap your ${card(id)} (your least valuable card), then “${t().startPile}”.`,
  draw: () =>
    `Now tap “${t().drawFromStock}”: the stock's top card must join a pile of its suit if there is one, else it starts a new pile; then every even pile is taken.`,
  place: (drawn: string, top: string, n: number) =>
    `The drawn ${card(drawn)} matches ${n} piles: tap the pile with the ${card(top)} on top, the more valuable, to make it even and take it.`,
  emperor: (ids: readonly string[]) =>
    `You were dealt ${ids.length} Starbursts (${ids.map(card).join('; ')}): press “${t().declareEmperor}”. An Emperor scores +10 if you capture all five Starbursts by the end of the hand (−20 if not); the other two are still in the stock.`,
  noDeclaration: () =>
    `Tap “${t().noDeclaration}”: an Emperor or an Archduke scores only if you reach its goal by the end of the hand.`,
  nextHand: (n: number) => `The hand is scored: tap “${t().dealHand(n)}” to play on.`,
  other: () => 'Tap the lit button.',
};

export type TfGuideWords = typeof en;

export const tfGuideWords = catalogue<TfGuideWords>(en, {
  ja: () => import('./guide.words.ja.ts').then((m) => m.default),
  ko: () => import('./guide.words.ko.ts').then((m) => m.default),
});

export const tfGuideSays = (): TfGuideWords => words(tfGuideWords);
