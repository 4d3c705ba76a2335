/**
 * Learning at the table (issue 28) for the TravFuda family, in English: the engines' refusal codes
 * ("why not?"), teaching mode's turn sentences and rule notes, the progress toward combinations,
 * and the how-to screens. Japanese and Korean in `learn.words.ja.ts` / `.ko.ts` (terms:
 * docs/glossary/travfuda.md). The data reach these words already worded where they name a card
 * or a seat (`renderTravFudaRefusal` below words them in the reader's language first).
 */
import { catalogue, words } from '../../i18n/current.ts';
import type { RefusalData } from '../../engine/types.ts';
import { isTravCard, suitOf } from './deck.ts';
import { tfWords } from './family.words.ts';

/** A refusal's data as its words need it: cards and seats already named. */
export interface RefusalArgs {
  /** The seat whose turn it is, by name. */
  who: string;
  /** The card concerned, by name ("6 Rockball, red flag"). */
  card: string;
  /** The card's suit number (0 for a Joker). */
  cardSuit: number;
  /** A pile's number as the table shows it ("4"). */
  pile: string;
  /** The pile's suit number (0: only Jokers). */
  suit: number;
  /** A count: matching piles, a hand's value. */
  n: number;
  emperor: boolean;
  archduke: boolean;
  starbursts: number;
  doubles: number;
}

/** The family's own refusal codes (fishing.ts `fishRefusal`, baccarat.ts `bacRefusal`). */
export const TRAVFUDA_REFUSALS = [
  'tf-wait',
  'tf-play-first',
  'tf-draw-now',
  'tf-place-drawn',
  'tf-decide-first',
  'tf-declare-first',
  'tf-other-suit',
  'tf-joker-pairs',
  'tf-must-join',
  'tf-cannot-declare',
  'bac-not-in-hand',
  'bac-taken',
  'bac-take-first',
  'bac-house-draws',
  'bac-house-stands',
  'bac-ante-first',
] as const;
export type TravFudaRefusal = (typeof TRAVFUDA_REFUSALS)[number];

const en = {
  refusals: {
    'tf-wait': (a: RefusalArgs) => `Wait: it is ${a.who}’s turn.`,
    'tf-play-first': () => 'First play a card from your hand; you draw after it.',
    'tf-draw-now': () => 'You have played your card this turn: now draw from the stock.',
    'tf-place-drawn': (a: RefusalArgs) => `First put the drawn ${a.card} on one of the lit piles.`,
    'tf-decide-first': () => 'First choose: Run, Jump, Pirate or stay silent.',
    'tf-declare-first': () => 'First declare Emperor or Archduke, or nothing.',
    'tf-other-suit': (a: RefusalArgs) =>
      a.suit === 0
        ? `Pile ${a.pile} holds only Jokers: the ${a.card} needs a pile of suit ${a.cardSuit}.`
        : `The ${a.card} joins only a pile of suit ${a.cardSuit}; pile ${a.pile} is suit ${a.suit}.`,
    'tf-joker-pairs': (a: RefusalArgs) =>
      a.cardSuit === 0
        ? `Jokers pair only with each other in this match: pile ${a.pile} is suit ${a.suit}.`
        : `Jokers pair only with each other in this match: pile ${a.pile} holds only Jokers.`,
    'tf-must-join': (a: RefusalArgs) =>
      a.n === 1
        ? `The ${a.card} matches a pile of its suit, so it must join it (the lit pile).`
        : `The ${a.card} matches ${a.n} piles of its suit, so it must join one of them (tap a lit pile).`,
    'tf-cannot-declare': (a: RefusalArgs) =>
      [
        a.emperor && `An Emperor needs 3 Starbursts in your dealt hand (you have ${a.starbursts}).`,
        a.archduke && `An Archduke needs 3 Double Plains in your dealt hand (you have ${a.doubles}).`,
      ]
        .filter(Boolean)
        .join(' '),
    'bac-not-in-hand': () => 'You sat this hand out: you have no cards in it.',
    'bac-taken': (a: RefusalArgs) => `You have taken your table card (${a.card}): now draw a hidden card or stand.`,
    'bac-take-first': () => 'First take one of the face-up table cards.',
    'bac-house-draws': (a: RefusalArgs) => `The house must draw on ${a.n}: it draws on 0 to 5.`,
    'bac-house-stands': (a: RefusalArgs) => `The house must stand on ${a.n}: it stands on 6 or more.`,
    'bac-ante-first': () => 'The dealer names the ante first.',
  } satisfies Record<TravFudaRefusal, (a: RefusalArgs) => string>,
  /** Progress toward the combinations (issue 28 §3). */
  progress: {
    colour: { R: 'red', G: 'green', P: 'purple', Y: 'yellow', B: 'blue' } as Record<string, string>,
    /** A goal's name: "Hero", "red Guidon Set", "Whole Suit 6". */
    combo: (id: string, colour: string, suit: number) =>
      (
        ({
          hero: 'Hero',
          'major-hero': 'Major Hero',
          'grand-hero': 'Grand Hero',
          guidon: `${colour} Guidon Set`,
          uniform: `${colour} Uniform Set`,
          'whole-suit': `Whole Suit ${suit}`,
          'five-flags': '5 Flags',
          'five-cutlasses': '5 Cutlasses',
          'twenty-plain': '20 Plain',
          'double-good': 'Double Good',
          'double-trouble': 'Double Trouble',
          emperor: 'Emperor',
          archduke: 'Archduke',
        }) as Record<string, string>
      )[id] ?? id,
    /** "Hero 2/3". */
    count: (name: string, have: number, need: number) => `${name} ${have}/${need}`,
    /** The compact line: the nearest goals. */
    near: (items: readonly string[]) => (items.length ? `Near: ${items.join(' · ')}` : 'No combination near yet'),
    /** Run or Jump!: the combinations toward the 3 that let a player Run or Jump. */
    toRun: (score: number) =>
      score >= 3 ? `Combinations ${score}` : `Combinations ${score}: ${3 - score} more to Run or Jump`,
    open: 'Combinations',
    openAria: 'Combinations: progress of every player',
    title: 'Toward the combinations',
    close: 'Close',
    made: 'Combinations made',
    nothingMade: 'No combination yet.',
    nearHead: 'Near',
    points: (n: number) => (n > 0 ? `+${n}` : `${n}`),
    doubles: 'doubles the score',
    needs: (n: number, unit: 'card' | 'plain') =>
      unit === 'plain' ? `${n} more plain:` : n === 1 ? '1 more card, one of:' : `${n} more cards, from:`,
    gone: (n: number) => `gone to others: ${n}`,
    unreachable: (n: number) => (n === 1 ? '1 goal out of reach' : `${n} goals out of reach`),
    emperor: (state: 'made' | 'open' | 'failed', have: number) =>
      state === 'made'
        ? 'Emperor made: all 5 Starbursts (+10)'
        : state === 'failed'
          ? 'Emperor failed: a Starburst went to another player (−20)'
          : `Emperor: ${have} of 5 Starbursts (made +10, failed −20)`,
    archduke: (state: 'made' | 'open' | 'failed', have: number) =>
      state === 'made'
        ? 'Archduke made: 20 plain (+10)'
        : state === 'failed'
          ? 'Archduke failed: too few plain left (−20)'
          : `Archduke: ${have} of 20 plain (made +10, failed −20)`,
    trouble: 'Careful: all 4 Doubles without 20 Plain is Double Trouble (−10).',
  },
  /** Teaching mode (issue 28 §1): the turn's one sentence, and each rule where it happened. */
  teach: {
    declare: (emperor: boolean, archduke: boolean) =>
      `Declare ${[emperor && 'Emperor (all 5 Starbursts: +10, else −20)', archduke && 'Archduke (20 plain: +10, else −20)'].filter(Boolean).join(', ')}, or nothing.`,
    play: (_matching: number, taking: number) =>
      `Tap a card: it joins a pile of its suit (lit) or starts a new one. ${taking > 0 ? 'Make a pile even to take it.' : 'No card of yours can make a pile even now.'}`,
    draw: 'Draw from the stock (lit): the card joins a pile of its suit or starts a new one.',
    place: (n: number) => `The drawn card fits ${n} piles of its suit: tap a lit one.`,
    decide: (first: boolean, jump: number, marker: number) =>
      first
        ? `Combinations reached 3: Jump to score ${jump} now, or Run${marker <= 6 ? ` for the +${marker} marker` : ''} and play on.`
        : `Combinations rose: Jump (${jump}), Run${marker <= 6 ? ` (+${marker})` : ''}, Pirate or stay silent.`,
    take: (value: number) =>
      `Take a face-up table card (lit): a hand is worth the last digit of its suit numbers’ sum; yours is ${value}.`,
    drawOrStand: (value: number) =>
      `Draw a hidden card or stand on ${value}: a draw adds its suit number (last digit counts).`,
    houseDraw: (value: number) => `You are the house on ${value}: the house must draw on 0 to 5.`,
    houseStand: (value: number) => `You are the house on ${value}: the house must stand on 6 or more.`,
    ante: 'Name the ante: the others match it to play for the pot, or sit out.',
    join: (ante: number) => `Match the ante of ${ante} to play for the pot, or sit this hand out.`,
    notes: {
      capture:
        'A capture: a pile left even (2, 4 …) at the end of a turn goes to the capture area of whoever made it even.',
      joker: 'A Joker is wild: it may join any pile, and any card may join a pile of Jokers.',
      'draw-choice': 'The drawn card matched more than one pile: its player chooses which one it joins.',
      emperor:
        'Emperor: declared with 3 or more Starbursts dealt. The declarer scores +10 for capturing all 5 Starbursts this hand, −20 if not.',
      archduke:
        'Archduke: declared with 3 or more Double Plains dealt. +10 for capturing 20 plain (a Double counts 2), −20 if not.',
      run: 'A Run: the runner takes the next Run marker (+1, +2 … paid on a Jump) and the hand goes on. Only a rise in combinations allows another call.',
      jump: 'A Jump ends the hand: the jumper scores their combinations and every Run marker taken; nobody else scores.',
      pirate:
        "A Pirate ends the hand: the pirate scores their combinations, the other runners' combinations and their own markers.",
      silent: 'Staying silent: the combinations rose, but the player neither ran nor jumped; the hand goes on.',
      sheet:
        'The hand is over: each capture area is scored on the printed sheet, card points first, then the combinations, Double Good and the declarations.',
      exhausted:
        'The cards ran out with nobody jumping: as in Koi-Koi, the hand scores nothing (unless the match says runners score).',
      coup: "The coup: every player's value against the banker's; the higher takes one point from the other, a tie pays nothing.",
      'pot-won':
        'The best value takes the pot; on equal values the best single card decides (a Starburst beats a Cutlass …).',
      'pot-rides': 'A tie: the pot rides into the next hand, and the next winner takes it all.',
      'must-deal': 'Holding both Jokers at the showdown: that player must take the deal next.',
      'no-match': 'Nobody matched the ante: it goes back and the deal passes to the left.',
      'joker-value': 'A Joker in a baccarat hand counts 0, 1 or 2, whichever makes the hand worth most.',
    } as Record<string, string>,
  },
  /** How to play, one screen per game (issue 28 §4). */
  howto: {
    goal: 'The goal',
    turn: 'One turn',
    scoring: 'Scoring',
    fishGoal:
      'Make piles even to take them: a pile of 2, 4 … goes to whoever made it even. At the end of the hand your capture area scores.',
    rojGoal:
      'Take even piles as in TravFuda, but only combinations score: reach 3, then Run for more or Jump to cash in.',
    step1: 'Play a card from your hand: it joins a pile of its suit (a Joker joins any), or starts a new pile.',
    step2: 'Draw the top card of the stock: it goes the same way.',
    step3: 'Every pile left even is yours.',
    pairExample: 'A 6 on a 6 makes a pile of 2: taken.',
    cardPoints: 'Card points: Starburst 20, Cutlass 10, Flag 5, Double Plain 2, Plain and Joker 1.',
    combos: 'Combinations are added:',
    hero: 'Hero: 3 Starbursts (5); 4 make a Major Hero (10), 5 a Grand Hero (15).',
    guidon: 'Guidon Set: the 3 flags of a colour (2).',
    uniform: 'Uniform Set: a Starburst, a Cutlass and a Flag of one colour (3).',
    more: 'Also Whole Suit (1), 5 Flags, 5 Cutlasses and 20 Plain. All 4 Double Plains with 20 Plain double the score (Double Good); without 20 Plain they cost 10.',
    declare: 'Dealt 3 Starbursts or 3 Double Plains? Declare Emperor or Archduke: +10 if you make it, −20 if not.',
    rojRun:
      'When your combinations reach 3 you must Run or Jump. Jump ends the hand: you score your combinations and every Run marker taken. Run takes the next marker (+1 … +6) and play goes on; you may call again when your combinations rise.',
    rojScore: 'Only the player who Jumps scores; if the cards run out first, nobody does.',
    imperialGoal: 'Everyone plays against the banker: the higher hand value takes a point from the other.',
    denebianGoal: 'The dealer names an ante; those who match it play for the pot, and the best hand value takes it.',
    value: 'A hand is worth the last digit of its suit numbers added up; a Joker counts 0, 1 or 2, whichever is best.',
    valueExample: '7 + 6 = 13: worth 3.',
    bacStep1: 'Everyone gets one card face down; one card more than the players lies face up.',
    bacStep2: 'In turn, take one face-up card.',
    bacStep3: 'Then draw one more card face down, or stand.',
    imperialScore:
      'Showdown: beat the banker to win a point, lose one if lower, a tie pays nothing. The banker may pass the deal; whoever holds both Jokers must take it.',
    denebianScore:
      'Showdown: the best value takes the pot; on equal values the best single card wins (Starburst, then Cutlass, Flag …); a tie rides on to the next hand.',
  },
};

export type TravFudaLearnWords = typeof en;

export const travFudaLearnWords = catalogue<TravFudaLearnWords>(en, {
  ja: () => import('./learn.words.ja.ts').then((m) => m.default),
  ko: () => import('./learn.words.ko.ts').then((m) => m.default),
});

const num = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? x : 0);

/** A refusal's data, named in the reader's language (cards by the family's words, seats by their names). */
export function refusalArgs(data: RefusalData, names: readonly string[]): RefusalArgs {
  const card = typeof data.card === 'string' && isTravCard(data.card) ? data.card : null;
  return {
    who: typeof data.seat === 'number' ? (names[data.seat] ?? String(data.seat + 1)) : '',
    card: card ? tfWords().cardName(card) : '',
    cardSuit: card ? suitOf(card) : 0,
    pile: typeof data.pile === 'string' ? data.pile.replace(/\D/g, '') : '',
    suit: num(data.suit),
    n: num(data.piles ?? data.value),
    emperor: data.emperor === true,
    archduke: data.archduke === true,
    starbursts: num(data.starbursts),
    doubles: num(data.doubles),
  };
}

/** The modules' `renderRefusal`: the family's own codes in the reader's language; undefined for the shared ones. */
export function renderTravFudaRefusal(code: string, data: RefusalData, names: readonly string[]): string | undefined {
  const r = (words(travFudaLearnWords).refusals as Partial<Record<string, (a: RefusalArgs) => string>>)[code];
  return r ? r(refusalArgs(data, names)) : undefined;
}
