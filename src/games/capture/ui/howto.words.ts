/**
 * How to play Capture on one screen (issue 28 §4), in English; Japanese and Korean in
 * `howto.words.ja.ts` / `.ko.ts` (terms: docs/glossary/capture.md).
 */
import { catalogue } from '../../../i18n/current.ts';

const en = {
  goalH: 'The goal',
  goal: 'Capture as many cards as you can over six hands. A round goes to whoever plays the last card that nobody beats.',
  suitsH: 'Which card beats which',
  suits:
    'A card beats the last one played when it shows the same number in a higher suit. Earth is the highest suit, Venus the lowest.',
  primary: 'Primary',
  secondary: 'Secondary',
  roundH: 'One round',
  leads: (who: string) => `${who} leads`,
  beats: (who: string) => `${who} beats it`,
  upCard: 'Up-card: taken too',
  round: (leader: string, other: string) =>
    `${leader} leads a Secondary card (Neptune, Saturn or Venus). ${other} beats it with the same number in a higher suit. ${leader} cannot beat that and says No Play: ${other}, who played last, captures the round — and the up-card too, as the round is in its number.`,
  mustBeat: 'If you hold a card that beats, you must play it (or a Galaxy). The capturer leads the next round.',
  galaxyH: 'Galaxy cards',
  galaxy:
    'A Galaxy beats any regular card, and only a higher Galaxy beats it. You never have to play one, and you may not lead one.',
  scoreH: 'Scoring',
  score:
    'The hand ends when someone has played their last card: +1 for each card you captured, −1 for each card still in your hand. After six hands the highest total wins.',
  bonus: 'Bonus suit: the first up-card’s suit counts 2 this hand, captured or left in hand.',
  extra: 'Extra hand: players bid for a face-down hand; the winner pays his bid unless he goes out first.',
  halving: 'Halving: a total landing on exactly 60, 80 or 100 (30, 40 or 50 with four or more) is cut in half.',
  options: 'With these rules:',
  you: 'Ann',
  bot: 'Ben',
};

export type CaptureHowToWords = typeof en;

export const captureHowToWords = catalogue<CaptureHowToWords>(en, {
  ja: () => import('./howto.words.ja.ts').then((m) => m.default),
  ko: () => import('./howto.words.ko.ts').then((m) => m.default),
});
