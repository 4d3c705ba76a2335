/**
 * Learning at the table (issue 28), the Hanafuda family's words: why a tap is refused (the
 * engines' turn refusals, `round.ts` `HANA_REFUSALS`), teaching mode's sentences and rule notes,
 * progress toward yaku, and the how-to screens. English inline; Japanese and Korean are chunks.
 * Card and month names come in already worded (`cardWord`, `monthWord`), so the chunks import nothing.
 */
import type { RefusalData } from '../../engine/types.ts';
import { catalogue, words } from '../../i18n/current.ts';
import { cardWord, monthWord } from './hanafuda.words.ts';
import { monthOf } from './cards.ts';

const en = {
  refusal: {
    /** A two-match choice for `card` is pending. */
    chooseFirst: (card: string, month: string) =>
      `First choose which ${month} card your ${card} takes: tap one of the lit cards.`,
    drawFirst: 'Your hand card is played: now draw from the stock (tap it).',
    playFirst: 'Play a card from your hand first: the stock draw comes after it.',
    handFirst: 'Choose a card from your hand first: the field cards it can take then light up.',
    notATarget: (card: string, target: string, month: string) =>
      `${card} takes a ${month} card, and ${target} is not one of those offered: tap a lit card.`,
    /** `sameMonth`: both are of one month and a rule of the game keeps them apart. */
    noMatch: (card: string, target: string, sameMonth: boolean) =>
      sameMonth
        ? `${card} cannot take ${target} in this game.`
        : `${card} cannot take ${target}: a card takes only a card of its own month. With no match it stays on the field.`,
    notInHand: (card: string) => `${card} is not in your hand.`,
    decideKoiKoi: 'You made a yaku: first say koi-koi (play on) or stop (score now).',
    decideGoStop: 'You have enough points to stop: first say go (play on) or stop (score now).',
    sakeCupFirst: 'First the sake cup is counted: as an animal or as double chaff.',
  },
  progress: {
    /** The button that opens the panel (its name; the near yaku follow it on screen). */
    open: 'Yaku progress',
    title: 'Toward yaku',
    /** "Tan 4/5" on the compact line. */
    short: (yaku: string, have: number, need: number) => `${yaku} ${have}/${need}`,
    /** Nothing near on the compact line. */
    nothingNear: 'No yaku near yet',
    made: 'Made now',
    near: 'Near',
    none: 'No yaku is within two cards yet.',
    /** "1 more ribbon for Tan", "2 more cards for Boar, Deer, Butterflies". */
    more: (n: number, what: 'card' | 'bright' | 'animal' | 'ribbon' | 'chaff' | 'chaff-units', yaku: string) => {
      const noun = {
        card: ['card', 'cards'],
        bright: ['bright', 'brights'],
        animal: ['animal', 'animals'],
        ribbon: ['ribbon', 'ribbons'],
        chaff: ['chaff', 'chaff'],
        'chaff-units': ['chaff unit', 'chaff units'],
      }[what];
      return `${n} more ${n === 1 ? noun[0] : noun[1]} for ${yaku}`;
    },
    adds: (n: number) => `+${n}`,
    /** A count line: how many that would count are still in play. */
    left: (n: number) => `${n} still in play`,
    /** A card another player has taken (shown dimmed). */
    gone: 'taken',
    /** Go-Stop: the yaku points toward the stop minimum. */
    toStop: (points: number, min: number) => `${points} of ${min} points to stop`,
    /** Go-Stop: the pile's counts (광, 열끗, 띠, 피). */
    gsCounts: (brights: number, animals: number, ribbons: number, units: number) =>
      `Brights ${brights} · animals ${animals} · ribbons ${ribbons} · chaff ${units}`,
    stopPays: (n: number) => `Stopping now pays ${n}.`,
    /** At the decision: what the nearest yaku would add. */
    next: (what: string, adds: number) => `Next: ${what} (+${adds}).`,
    close: 'Close',
  },
};

export type HanaLearnWords = typeof en;

export const hanaLearnWords = catalogue<HanaLearnWords>(en, {
  ja: () => import('./learn.words.ja.ts').then((m) => m.default),
  ko: () => import('./learn.words.ko.ts').then((m) => m.default),
});

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const sameMonth = (a: string, b: string): boolean => {
  try {
    return monthOf(a) === monthOf(b);
  } catch {
    return false;
  }
};

/**
 * Words the Hanafuda engines' own refusal codes (`HANA_REFUSALS`) in the reader's language: each
 * module's `renderRefusal`. Undefined for a code that is not the family's (the shared words say it).
 */
export function renderHanaRefusal(code: string, data: RefusalData): string | undefined {
  const w = words(hanaLearnWords).refusal;
  switch (code) {
    case 'choose-first':
      return w.chooseFirst(cardWord(str(data.card)), monthWord(num(data.month)));
    case 'draw-first':
      return w.drawFirst;
    case 'play-first':
      return w.playFirst;
    case 'hand-first':
      return w.handFirst;
    case 'not-a-target':
      return w.notATarget(cardWord(str(data.card)), cardWord(str(data.target)), monthWord(num(data.month)));
    case 'no-match': {
      const card = str(data.card);
      const target = str(data.target);
      return w.noMatch(cardWord(card), cardWord(target), sameMonth(card, target));
    }
    case 'not-in-hand':
      return w.notInHand(cardWord(str(data.card)));
    case 'decide-first':
      return data.game === 'gostop' ? w.decideGoStop : w.decideKoiKoi;
    case 'sake-cup-first':
      return w.sakeCupFirst;
    default:
      return undefined;
  }
}
