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
    /** Go-Stop's shaking and bombs (`gostop.ts` `GOSTOP_REFUSALS`); `month` comes worded. */
    shakeShaken: (month: string) => `Your three ${month} cards are already shown.`,
    shakeTooLate: (month: string) =>
      `Shaking is only before your first card of the round: your ${month} cards can no longer be shown.`,
    shakeNotThree: (month: string, held: number) =>
      `Shaking shows three ${month} cards from your hand, and you hold ${held}.`,
    shakeFourthOnField: (month: string) =>
      `At this table a triplet whose fourth card lies on the field is bombed, not shaken, and a ${month} card is on the field.`,
    bombShaken: (month: string) => `Your ${month} cards were shaken: a shaken triplet can no longer bomb.`,
    bombNotThree: (month: string, held: number, twoCard: boolean) =>
      twoCard
        ? `A bomb needs three ${month} cards in your hand, or two with the other two on the field, and you hold ${held}.`
        : `A bomb needs three ${month} cards in your hand, and you hold ${held}.`,
    bombNoneOnField: (month: string, held: number, onField: number) =>
      held >= 3
        ? `No ${month} card lies on the field for a bomb to take.`
        : `A bomb with two ${month} cards needs the other two on the field, and ${onField} ${onField === 1 ? 'is' : 'are'} there.`,
    noDrawOnly: 'You have no draw-only turn: they come after a bomb.',
    bombDraws: (draws: number) =>
      draws > 1
        ? `Your bomb is down: now draw from the stock, ${draws} cards one after the other.`
        : 'Your bomb is down: now draw from the stock (tap it).',
    drawOnlyDraw: 'This is a draw-only turn: no hand card is played; draw from the stock (tap it).',
  },
  progress: {
    /** The button that opens the panel (its name; the near yaku follow it on screen). */
    open: 'Yaku progress',
    title: 'Toward yaku',
    /** "Tan 4/5" on the compact line. */
    short: (yaku: string, have: number, need: number) => `${yaku} ${have}/${need}`,
    /** A narrow line (beside a side's header): the count first, so a cut-off name keeps it. */
    narrow: (yaku: string, have: number, need: number) => `${have}/${need} ${yaku}`,
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
    /** Mushi: the compact line's count of card points toward the break-even baseline. */
    mushiShort: (have: number, need: number) => `${have}/${need} pts`,
    /** Mushi: card points against the baseline, and the points still in play. */
    mushiPoints: (have: number, need: number, left: number) =>
      have >= need
        ? `Card points ${have}: ${have - need} above the ${need} that break even; ${left} still in play.`
        : `Card points ${have}: ${need - have} short of the ${need} that break even; ${left} still in play.`,
    /** Higo-Bana: what one yaku is worth to its side (`own`, 0 under the Hawaiian rule) and costs each other side. */
    hbWorth: (own: number, cost: number) =>
      own > 0
        ? `Each yaku: +${own} for its side, −${cost} for every other side.`
        : `Each yaku costs every other side ${cost}.`,
    /** Higo-Bana: the other sides' near yaku (a yaku of theirs costs you). */
    others: 'Near for the others',
    /** "Ben: 1 more card for Drinking". */
    other: (name: string, what: string) => `${name}: ${what}`,
    close: 'Close',
  },
  howto: {
    goalTitle: 'The goal',
    goal: {
      koikoi:
        'Two players capture cards by month to make yaku, sets of cards that score. Make one, then stop to score it or call koi-koi to play on for more.',
      gostop:
        'Two or three players capture cards by month for points. Reach the stop minimum, then stop and collect from everyone, or call go for more.',
      mushi:
        'Two players capture card points; every round is played out. Half the deck is 115 points: what you take above it, and your yaku, is your score.',
      higobana:
        'Two to seven players (or teams) capture card points and three-card yaku; the round’s winner earns victory points.',
    },
    turnTitle: 'One turn',
    play: 'Play a card from your hand onto a field card of the same month: you take both.',
    draw: 'Then turn over the top card of the stock: it takes a card of its month the same way, or is laid on the field.',
    two: 'Two of its month on the field: choose which to take. Three: the fourth card of the month takes all three.',
    noMatch: 'No card of its month on the field: your card is laid there.',
    monthsTitle: 'Twelve months, four cards each',
    months: 'Each month has its picture; its four cards are of these kinds.',
    scoringTitle: 'Scoring',
    scoring: {
      koikoi:
        'Yaku are made from your captures (the index below). When your turn makes one: stop (勝負) and score it now, or call koi-koi and play on; if the other player then stops first, their score is doubled.',
      gostop:
        'Yaku and counts score: 5 animals, 5 ribbons or 10 chaff make points, and more of each adds 1 (a double chaff counts 2). With enough points, stop and collect, or go on for more.',
      mushi:
        'Brights 20, animals 10, ribbons 5, chaff 1: after the sixteenth turn each player scores their points minus 115, plus their yaku, minus the other’s.',
      higobana:
        'Brights 20, animals 10, ribbons 5, chaff 1, and each three-card yaku 50; the highest side wins the round.',
    },
    points: (n: number) => `${n} pts`,
    yakuTitle: 'The yaku, with their cards',
    takes: 'takes',
  },
  teach: {
    /** The play phase: `matching` names the hand cards that take something now (up to three), `n` how many. */
    play: (n: number, matching: string) =>
      n === 0
        ? 'Play a card from your hand: none matches the field now, so it will be laid there.'
        : n === 1
          ? `Play a card from your hand: your ${matching} takes a field card of its month.`
          : `Play a card from your hand: ${n} of yours take a field card of their month (${matching}).`,
    /** Go-Stop extras in the play phase. */
    shakeBomb: ' You may also shake or bomb three cards of one month (the buttons above your hand).',
    drawOnly: ' Or take a draw-only turn.',
    hiki: ' Or declare a hiki: all four cards of a month between your hand and the field.',
    choose: (card: string, month: string, n: number) =>
      `Your ${card} matches ${n} ${month} cards: tap the lit one you want to take.`,
    gaji: (card: string) => `The ${card} is wild: tap any lit field card to take it.`,
    draw: 'Now draw: tap the stock. The top card takes a field card of its month, or is laid on the field.',
    koikoi: (stop: number, other: string) =>
      `You made a yaku. Stop to score ${stop} now, or call koi-koi to play on for more; if ${other} then makes a yaku first, they score double.`,
    go: (points: number, pays: number) =>
      `You have ${points} points. Stop to collect ${pays} now, or call go to play on: each go adds to the score, but if another player then stops, you pay for the table.`,
    sakeCup: 'Say how your sake cup counts: as an animal or as double chaff; the table shows what each pays.',
    and: ', ',
    /** The rule notes, each said once per match. */
    notes: {
      take: 'A card takes a field card of its own month: both go to the captures of the player who placed it.',
      stay: 'No field card of its month: the card is laid on the field, and someone may take it later.',
      'two-match': 'Two field cards of its month: the player chooses which one to take; the other stays.',
      'four-month': 'Three cards of a month on the field stay stacked: the fourth card of that month takes all three.',
      koikoi:
        'Koi-koi: after making a yaku, a player may play on for more. If the other player makes a yaku and stops first, their score is doubled.',
      'koikoi-stop': 'Stop (勝負): the round ends at once and the yaku made are scored.',
      'lucky-hand': 'A lucky hand: four cards of a month, or four pairs, dealt in one hand, score at once.',
      go: 'Go: a player with enough points plays on instead of stopping. Each go adds to the score; if someone else then stops, the player who called go pays for the others (go-bak).',
      'gostop-stop':
        'Stop: the round ends and every opponent pays the yaku points, with their doubles (pi-bak, gwang-bak …).',
      ppuk: 'Ppuk (뻑): the drawn card matched the pair just made, so the three stay stacked on the field. Whoever takes them with the fourth card takes a chaff from each opponent too.',
      jjok: 'Jjok (쪽): the drawn card took the very card just laid down with no match: each opponent gives a chaff.',
      ttadak:
        'Ttadak (따닥): the played and the drawn card each took a pair of one month, all four: each opponent gives a chaff.',
      sweep: 'Sweep (싹쓸이): the field is left empty: each opponent gives a chaff.',
      'full-month': 'Taking a stack of three with the fourth card of the month: each opponent gives a chaff.',
      'self-ppuk': 'Taking back your own ppuk: each opponent gives two chaff.',
      shake: 'Shaking (흔들기): showing three cards of a month from the hand; a win then counts double.',
      bomb: 'Bomb (폭탄): three cards of a month from the hand onto the fourth on the field take all four, a chaff from each opponent, and a win counts double.',
      president: 'President (총통): all four cards of a month dealt to one hand win the round at once.',
      'sake-cup': 'The sake cup (the September animal) counts either as an animal or as double chaff.',
      'drawn-round': 'Drawn round (나가리): nobody stopped before the stock ran out; the next win counts double.',
      lightning:
        'The Lightning is wild: it takes any one field card but the Willows (your choice); drawn as the last stock card it takes the whole field.',
      handover:
        "At the round's end, cards left on the field go to a player as the rules say (the Willows, the Lightning's leftovers).",
      gaji: "The Gaji (the November lightning) is wild: it takes any one field card, except one that would complete another player's hiki.",
      hiki: 'Hiki: a player holding the cards to make all four of a month with the field takes all four at once.',
      'three-card':
        'The three-card rule: the drawn card matched the pair just made, so all three stay on the field for the fourth card of the month.',
      'gaji-rest':
        "At the round's end, the cards still on the field of the month the Gaji took go to the player who used it.",
    },
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
    case 'shake-shaken':
      return w.shakeShaken(monthWord(num(data.month)));
    case 'shake-too-late':
      return w.shakeTooLate(monthWord(num(data.month)));
    case 'shake-not-three':
      return w.shakeNotThree(monthWord(num(data.month)), num(data.held));
    case 'shake-fourth-on-field':
      return w.shakeFourthOnField(monthWord(num(data.month)));
    case 'bomb-shaken':
      return w.bombShaken(monthWord(num(data.month)));
    case 'bomb-not-three':
      return w.bombNotThree(monthWord(num(data.month)), num(data.held), data.twoCard === true);
    case 'bomb-none-on-field':
      return w.bombNoneOnField(monthWord(num(data.month)), num(data.held), num(data.onField));
    case 'no-draw-only':
      return w.noDrawOnly;
    case 'bomb-draws':
      return w.bombDraws(num(data.draws));
    case 'draw-only-draw':
      return w.drawOnlyDraw;
    default:
      return undefined;
  }
}
