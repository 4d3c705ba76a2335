/**
 * The Hanafuda round calculators' card grid in the reader's language (issue 27): month rows,
 * the chaff shortcut, whose pile a card is in, and why a tap was refused.
 */
import { catalogue } from '../../../i18n/current.ts';

const times = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

const en = {
  /** Plant names that fit a 52 px column (soft hyphens where a long one may break). */
  plants: [
    'Pine',
    'Plum',
    'Cherry',
    'Wis\u00adteria',
    'Iris',
    'Peony',
    'Bush clover',
    'Susuki',
    'Chrysan\u00adthemum',
    'Maple',
    'Willow',
    'Paulow\u00adnia',
  ],
  monthRow: (month: string, plant: string) => `${month} (${plant})`,
  card: (card: string, owner: string | null) => `${card}${owner !== null ? `, in ${owner}'s pile` : ''}`,
  chaffOf: (all: boolean, month: string) => `${all ? 'All' : 'No'} chaff of ${month}`,
  allChaff: 'All chaff',
  noChaff: 'No chaff',
  already: (card: string, owner: string) =>
    `The ${card} is already in ${owner}'s pile: a card can be counted only once. Take it out of that pile first.`,
  skipped: (cards: readonly { card: string; owner: string }[]) =>
    `Skipped ${cards.map((c) => `the ${c.card} (${c.owner}'s)`).join(' and ')}: a card can be counted only once.`,
  capturedCards: 'Captured cards',
  tapCapturedBy: 'Tap the cards captured by',

  // ---- the Koi-Koi calculator
  lucky: { teshi: 'Teshi (four of a month)', kuttsuki: 'Kuttsuki (four pairs)' } as Record<string, string>,
  doubles: { 'double-at-7': '7 or more', 'koikoi-double': 'koi-koi' } as Record<string, string>,
  privilege: (name: string) => `Dealer's privilege (${name} dealt)`,
  noScore: 'Nobody stopped: no score',
  dealt: (what: string) => `Dealt ${what}`,
  scores: (name: string) => `${name} scores`,
  yaku: 'Yaku',
  calledKoikoi: (name: string) => `${name} called koi-koi`,
  tapCards: (name: string) => `Tap the cards ${name} captured.`,
  noYaku: (name: string, n: number) =>
    `${name}'s ${n === 1 ? 'card makes' : `${n} cards make`} no yaku: a round is won by stopping with a yaku. Check the cards, or choose "Nobody".`,
  whoWon: 'Who won the round?',
  nobody: 'Nobody',
  whoDealt: 'Who dealt this round?',
  noPrivilege: "Without the dealer's privilege a round nobody stops scores nothing.",
  howWon: (name: string) => `How did ${name} win?`,
  how: { yaku: 'Yaku', teshi: 'Teshi', kuttsuki: 'Kuttsuki', both: 'Both' },
  hadCalled: (name: string) => `${name} had called koi-koi`,
  cardsOf: (name: string) => `Cards ${name} captured`,
  tapHeading: (name: string) => `Tap the cards ${name} captured`,
  monthNote: (round: number, month: string) => `Round ${round}: the month is ${month} (Cards of the Month).`,
  breakdown: 'Yaku and points',
  additive: "Scores count up from zero (the sheet's rules).",

  // ---- the Go-Stop calculator
  gs: {
    players: (n: number) =>
      `Go-Stop is played by 2 or 3: this sheet has ${n} players, so the calculator can't settle a round.`,
    /** A multiplier's reason, with this round's counts. */
    mult: (id: string, c: { gos: number; shakes: number; bombs: number; draws: number }) =>
      id === 'go-double'
        ? times(c.gos, 'go')
        : id === 'shake'
          ? times(c.shakes, 'shake')
          : id === 'bomb'
            ? times(c.bombs, 'bomb')
            : id === 'seven-animals'
              ? 'meong-bak: 7 or more animals'
              : `after ${times(c.draws, 'drawn round')}`,
    perGo: (n: number) => `+1 per go (${n})`,
    points: 'Points',
    score: (name: string) => `${name}'s score`,
    piBak: 'pi-bak: too few chaff',
    gwangBak: 'gwang-bak: no bright',
    goBak: 'go-bak: called go',
    share: (name: string) => `+ ${name}'s share (go-bak: called go first)`,
    paidBy: (name: string) => `Paid by ${name} (go-bak)`,
    pays: (name: string) => `${name} pays`,
    collects: (name: string) => `${name} collects`,
    stopped: 'Stopped',
    presidentChoice: 'President',
    drawNote: (stack: boolean) =>
      `A drawn round scores nothing; the next win counts double${stack ? ', and again for each drawn round in a row' : ''}.`,
    counts: (units: number, animals: number, owner: boolean) =>
      `Chaff units ${units} · animals ${animals} (the sake cup counts${owner ? ' as its owner says' : ' the better way'})`,
    cupAs: (name: string) => `${name} counts the sake cup as`,
    anAnimal: 'An animal',
    doubleChaff: 'Double chaff',
    roundOf: (name: string) => `${name}'s round`,
    gosCalled: 'Gos called',
    shakes: 'Shakes',
    bombs: 'Bombs',
    drawsBefore: 'Drawn rounds just before',
    holds: (name: string) => `What ${name} holds`,
    chaffUnits: (name: string) => `${name}'s chaff units`,
    piBakIf: '(pi-bak if Dregs)',
    holdsBright: (name: string) => `${name} holds a bright`,
    calledGo: (name: string) => `${name} called go`,
    firstGo: 'Who called go first?',
    round: 'Round',
    twice: (card: string) => `The ${card} is counted twice.`,
    triplets: (hand: number, triplets: number, name: string, n: number) =>
      `A hand of ${hand} cards holds at most ${triplets} months of three: ${name} can't have shaken and bombed ${n} times.`,
    noBright: (name: string) => `${name} can't hold a bright: the other players' cards already include all five.`,
    tooMuchChaff: (name: string, units: number, left: number) =>
      `${name} can't have ${units} chaff units: the deck has 26 (28 with the sake cup as chaff) and the cards entered leave only ${left}.`,
    tooFew: (name: string, total: number, min: number) =>
      `${name}'s cards make ${total} point${total === 1 ? '' : 's'}: stopping needs ${min} or more under the sheet's rules. Check the cards, or choose "Nobody".`,
  },

  // ---- the Mushi calculator
  mu: {
    players: (n: number) =>
      `Mushi is a game for two: this sheet has ${n} players, so the calculator can't score a round.`,
    pending: 'Tap the cards each player ended the round with.',
    unowned: (n: number) => `${n} card${n === 1 ? ' is' : 's are'} in nobody's pile: every Mushi card ends in a pile.`,
    cardPoints: (p: number) => `Card points ${p} − 115`,
    theirYaku: (name: string, yaku: string) => `${name}'s ${yaku}`,
    roundOf: (name: string) => `${name}'s round`,
    cards: (name: string, n: number) => `${name}: ${n} card${n === 1 ? '' : 's'}`,
    giveRest: (n: number, name: string) => `Give the other ${n} to ${name}`,
  },

  // ---- the Higo-Bana calculator
  hb: {
    playedBy: (n: number) => `Higo-Bana is played by 2 to 7: this sheet has ${n} players.`,
    pairs: (n: number) =>
      `Teams of two need 4 or 6 players: this sheet has ${n}. Choose other teams in the rules above.`,
    triples: (n: number) =>
      `Teams of three need 6 players: this sheet has ${n}. Choose other teams in the rules above.`,
    /** A team's name: "Aiko, Ben and Chie". */
    team: (names: readonly string[]) =>
      names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`,
    pending: 'Tap the cards each player captured.',
    cardPoints: (n: number) => `Card points (${n} cards)`,
    othersYaku: (k: number) => `Others' yaku (${k} × 50)`,
    roundOf: (name: string) => `${name}'s round`,
    verdict: (name: string, plural: boolean, cumulative: boolean, victory: number, kind: string) =>
      cumulative
        ? `${name} ${plural ? 'win' : 'wins'} the round; scores add up.`
        : `${name} ${plural ? 'win' : 'wins'} ${victory} victory point${victory === 1 ? '' : 's'}${kind === 'basa' ? ' (basa: 100 or more ahead)' : kind === 'chu' ? ' (chu: 50 or more ahead)' : ''}.`,
    whoDealt: 'Who dealt? (breaks a tie)',
    round: 'Round',
  },
};

export type HanaCalcWords = typeof en;

export const hanaCalcWords = catalogue<HanaCalcWords>(en, {
  ja: () => import('./calc.words.ja.ts').then((m) => m.default),
  ko: () => import('./calc.words.ko.ts').then((m) => m.default),
});
