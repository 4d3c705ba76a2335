/**
 * The words of Career Poker's guided first round (issue 28 §5): short steps, each naming the card
 * to tap as its button is named (the table's face names) or quoting the button to press, and why.
 */
import { catalogue, words } from '../../i18n/current.ts';
import type { LeadAttribute } from './rules.ts';
import { face } from './rules.ts';
import { careerPokerTableWords } from './ui/table.words.ts';

const t = () => words(careerPokerTableWords);
/** A card as its button names it ("8 (cut) Red Snake"). */
export const cpCard = (id: string): string => {
  const w = t();
  const f = face(id);
  return w.faceName(f.n, w.saidRule[f.n], w.colours[f.colour]!, w.marks[f.mark]!);
};
const attrWord = (a: LeadAttribute) => (a.type === 'colour' ? t().colours[a.value] : t().marks[a.value]) ?? '';
const list = (ids: readonly string[]) => ids.map(cpCard).join(ids.length === 2 ? ' and ' : ', ');

const en = {
  direction: (next: string, trick: number) => `Trick ${trick}: you lead. Press “${t().cwNext(next)}”.`,
  lead: (id: string) =>
    `Tap your ${cpCard(id)}, then, of its colour and its animal, name the colour: “${t().colourIs(t().colours[face(id).colour]!)}”. The others must follow it, and the highest number of the lead colour wins the trick.`,
  won: (next: string, trick: number, back: boolean) =>
    `You won the last trick${back ? ' (its 11 turned the order: the lowest number won)' : ''}, so you lead trick ${trick}. Press “${t().cwNext(next)}”.`,
  follow: (id: string, lead: LeadAttribute, several: boolean) =>
    several
      ? `You hold ${attrWord(lead)} cards, so you must play one: tap your ${cpCard(id)}, the highest.`
      : `You must follow ${attrWord(lead)}: tap your ${cpCard(id)}, your only one.`,
  discard: (id: string) => `You have nothing of the lead: play any card. Tap your ${cpCard(id)}, the lowest.`,
  dontCut: () => `Press “${t().dontCut}”: a cut takes every card of the trick, but no gold.`,
  keep: (id: string, pair: boolean) =>
    `Press “${t().keepIt}”: the ${cpCard(id)} goes to your strategic hand${pair ? ', where it makes a set' : ' (a strong card for later)'}.`,
  give: (id: string, to: string) =>
    `Press “${t().giveTo(to)}”: a weak ${cpCard(id)} is one more card ${to} must get rid of later.`,
  millDirection: (next: string) =>
    `Millionaire phase, your lead (get rid of your strategic hand first). Press “${t().cwNext(next)}”.`,
  leadSet: (ids: readonly string[]) =>
    `Tap your ${list(ids)}, then “${t().playN(ids.length)}”: ${ids.length > 1 ? 'a set of one number' : 'your weakest card'}; the others must play as many, stronger.`,
  beat: (ids: readonly string[]) =>
    `Tap your ${list(ids)}, then “${t().playN(ids.length)}”: the weakest play that beats the top.`,
  pass: () =>
    `Millionaire phase: to beat the top you need as many cards, stronger, and you have none without gold. Press “${t().pass}”; you may play again next time.`,
  goOut: (ids: readonly string[]) =>
    `Tap your ${list(ids)}, then “${t().playN(ids.length)}”: your last card${ids.length > 1 ? 's' : ''}. You go out and the round ends.`,
  nextRound: () => `Press “${t().nextRound}”.`,
};

export type CpGuideWords = typeof en;

export const cpGuideWords = catalogue<CpGuideWords>(en, {
  ja: () => import('./guide.words.ja.ts').then((m) => m.default),
  ko: () => import('./guide.words.ko.ts').then((m) => m.default),
});

export const cpGuideSays = (): CpGuideWords => words(cpGuideWords);
