/**
 * The Hanafuda tables' own words (issue 27): prompts, hints, counts, round-end panels and yaku
 * sheets of Koi-Koi, Go-Stop, Mushi and Higo-Bana, in English here and in Japanese and Korean in
 * their own chunks. Names of cards, months and yaku come from the family's catalogue
 * (`hanafuda.words.ts`); events and round-end lines too.
 */
import { catalogue } from '../../../i18n/current.ts';

const s = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const and = (list: readonly string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

const en = {
  // ---- shared pieces (parts.tsx, HanaCard.tsx)
  table: (game: string) => `${game} table`,
  player: (n: number) => `Player ${n}`,
  field: 'Field',
  drawStockLeft: (n: number) => `Draw from the stock (${n} left)`,
  stock: (n: number) => `Stock: ${n} cards`,
  fieldCards: (n: number) => `Field cards: ${n}`,
  stackOf: (n: number, month: string) => `Stack of ${n} ${month} cards`,
  fieldEmpty: 'The field is empty.',
  playing: (name: string) => `${name} is playing…`,
  yourTurn: 'Your turn: tap a card in your hand.',
  playToField: 'Play it to the field',
  tapToTake: 'Tap the card to take',
  playCapture: 'Play and capture',
  draw: 'Draw from the stock',
  choose: 'Choose a card: tap the one to take.',
  captures: (owner: string | null, open: boolean) =>
    `${open ? 'Hide' : 'Show'} ${owner === null ? 'your' : `${owner}'s`} captures`,
  captured: (owner: string | null, n: number) => `${owner ?? 'You'} captured ${n} cards`,
  classes: { bright: 'Brights', animal: 'Animals', ribbon: 'Ribbons', chaff: 'Chaff' },
  whoDeals: 'Who deals?',
  dealDraw: (highest: boolean) =>
    `Each player draws a card: the ${highest ? 'latest' : 'earliest'} month deals and plays first.`,
  deals: (name: string) => `${name} deals.`,
  dealCards: 'Deal the cards',
  you: 'You',
  yourSide: 'Your side',
  yourCaptures: 'Your captures',
  sideOf: (name: string) => `${name}'s side`,
  matchOver: 'Match over',
  roundOver: (label: string) => `${label}: round over`,
  over: (label: string) => `${label}: over`,
  roundLabel: (n: number) => `Round ${n}`,
  dealRound: (n: number) => `Deal round ${n}`,
  match: (scores: string) => `Match: ${scores}`,
  tie: ' — a tie!',
  tieBetween: (names: readonly string[]) => ` — a tie between ${and(names)}!`,
  wins: (name: string) => ` — ${name} wins!`,
  total: 'Total',
  pts: (n: number) => `${n} pts`,
  listSep: ', ',

  // ---- Koi-Koi
  koikoiCount: (n: number) => `koi-koi ×${n}`,
  koikoiStatus: (month: string, round: number, rounds: number, redeals: number) =>
    `${month}, round ${round} of ${rounds}${redeals > 0 ? ` · redealt ${redeals}×` : ''}`,
  inHand: (name: string, n: number) => `${name} · ${s(n, 'card')} in hand`,
  yakuTotal: (n: number) => `yaku ${n}`,
  stopNow: (n: number) => `Stop now: ${n}`,
  nextRoundMonth: (month: string) => `Next round: ${month}`,
  madeYaku: 'You made a yaku!',
  koikoiExplain: (stop: number, left: number) =>
    `Stop now and take ${s(stop, 'point')}. Or call koi-koi and play on for more — but if your opponent makes a yaku first, they score double. ${s(left, 'card')} left in your hand.`,
  koikoiButton: 'Koi-Koi',
  stopButton: (n: number) => `Stop: +${n}`,

  // ---- Go-Stop
  multipliers: {
    'go-double': 'Three gos or more',
    shake: 'Shaken triplet',
    bomb: 'Bomb',
    'seven-animals': 'Seven animals',
    'after-draw': 'After a drawn round',
  } as Record<string, string>,
  dangers: { 'pi-bak': 'Pi-bak risk', 'gwang-bak': 'Gwang-bak risk', 'meong-bak': 'Meong-bak risk' } as Record<
    string,
    string
  >,
  gsRound: (round: number, rounds: number, target: number) =>
    target > 0 ? `Round ${round} · first to ${target}` : `Round ${round} of ${rounds}`,
  stopAt: (n: number) => `stop at ${n}`,
  nextWin: (n: number) => `next win ×${n} (after a draw)`,
  redealt: (n: number) => `redealt ${n}×`,
  goCount: (n: number) => `go ×${n}`,
  shook: (n: number) => `shook ${n}`,
  bombs: (n: number) => `bomb ${n}`,
  drawOnlyCount: (n: number) => `${n} draw-only`,
  gsPoints: (n: number) => s(n, 'point'),
  stopNowPlus: (n: number) => `Stop now: +${n}`,
  units: (n: number, cup: boolean) => `(${s(n, 'unit')}${cup ? ' + cup' : ''})`,
  shown: 'Shown (shaken):',
  ppuk: (list: string) => `Ppuk: ${list} — the fourth card takes the stack.`,
  bombDraws: (n: number) => `Bomb: draw ${n} cards, one after the other.`,
  bombButton: (two: boolean, month: string) => `Bomb with your ${two ? 'two' : 'three'} ${month} cards (×2)`,
  shakeButton: (month: string) => `Shake: show your three ${month} cards (×2)`,
  drawOnlyButton: (n: number) => `Draw-only turn (${n} left)`,
  pays: (name: string) => `${name} pays`,
  piBak: 'pi-bak ×2',
  gwangBak: 'gwang-bak ×2',
  goBak: 'go-bak ×2',
  goBakShare: (name: string) => `go-bak: also pays ${name}'s share`,
  paidBy: (name: string) => `paid by ${name}`,
  goBonus: 'Go bonus',
  score: 'Score',
  gsStop: (n: number) => `Stop: +${n}`,
  goOrStop: 'Go or stop?',
  youCollect: 'You collect',
  goExplain: (what: string, two: boolean, left: number) =>
    `Go and play on: ${what}. But if another player stops before you, ${two ? 'you pay double (go-bak)' : "you pay your share and the other player's (go-bak)"}. ${s(left, 'card')} left in your hand.`,
  goButton: (n: number) => `Go (${n === 1 ? 'first' : `${n}`} go)`,
  goPlusTwo: (adds: boolean): string =>
    adds ? '+1 point for this go (none after the second)' : 'this go adds no points',
  goPlus: (adds: boolean): string => (adds ? '+1 point per go' : 'a go adds no points'),
  goDoubles: (plus: string, n: number, factor: number) => `${plus}, and go ${n} doubles your score ×${factor}`,
  goLater: (plus: string) => `${plus}, doubling from the third go`,
  sakeTitle: 'Your sake cup',
  sakeWho: (name: string | null) => `${name === null ? 'You' : name} stopped.`,
  sakeExplain: "The sake cup (September's animal) counts as one animal or as two chaff: you choose.",
  collect: (n: number) => `you collect ${n}`,
  pay: (n: number) => `you pay ${n}`,
  asAnimal: (what: string) => `An animal: ${what}`,
  asChaff: (what: string) => `Double chaff: ${what}`,

  // ---- Mushi
  mushiSide: (pts: number, standing: string) => `${pts} pts · standing ${standing}`,
  inHandShort: (name: string, n: number) => `${name} · ${n} in hand`,
  roundOf: (round: number, rounds: number) => `Round ${round} of ${rounds}`,
  redealtWhy: (n: number, why: string) => ` · redealt ${n}×: ${why}`,
  lightningPaired: (name: string, card: string) => ` · ${name} paired the Lightning with the ${card}`,
  lightningWaits: ' · The Lightning goes to the next non-Willow card drawn',
  lightningTakes: 'The Lightning takes one card of any month except the Willows.',
  lightningMay: 'The Lightning may take any one card except a Willow. Tap the lit card you want.',
  lightningDraw: 'If you draw a card that is not a Willow, it takes the Lightning.',
  handovers: 'Hand-overs',
  handoversHead: 'Hand-overs before counting',
  roundsOfMatch: 'Rounds of the match',
  round: 'Round',

  // ---- Higo-Bana
  team: (letter: string) => `Team ${letter}`,
  seatNote: (team: number, mates: readonly string[]) => `Team ${team}, with ${and(mates)}`,
  hbStatus: (round: number, rounds: number, cumulative: boolean) =>
    `Round ${round} of ${rounds}${cumulative ? ' · points add up' : ' · victory points'}`,
  gajiTook: (name: string, month: string) => ` · ${name}'s Gaji took ${month}`,
  capturesList: 'Captures',
  handEmpty: 'Your hand is empty: you only draw.',
  sideYou: (title: string) => `${title} · you`,
  sideName: (p: {
    title: string;
    dealer: boolean;
    toPlay: boolean;
    total: number | null;
    inHand: string;
    n: number;
    points: number;
    yaku: readonly string[];
    score: number;
    open: boolean;
  }) =>
    `${p.title}${p.dealer ? ', dealer' : ''}${p.toPlay ? ', to play' : ''}${p.total !== null ? `, match total ${p.total}` : ''}: ${p.inHand} in hand, ${p.n} cards captured, ${p.points} points${p.yaku.length ? `, yaku ${p.yaku.join(', ')}` : ''}, score now ${p.score}. ${p.open ? 'Hide' : 'Show'} the cards.`,
  sideCaptures: (title: string) => `${title}: captures`,
  matchTotal: 'Match total',
  inHandN: (n: string) => `${n} in hand`,
  nowScore: (n: number) => `now ${n}`,
  yakuCount: (n: number) => ` · ${n} yaku`,
  dealer: 'dealer',
  now: 'now',
  matchShort: 'match',
  hikiButton: (month: string, pts: number) => `Hiki: take all four ${month} cards (+${pts})`,
  gajiTakes: (blocked: readonly { month: string; name: string }[]) =>
    `The Gaji takes any one field card${blocked.length ? `, except ${blocked.map((b) => `${b.month} (${b.name}'s hiki)`).join(' and ')}` : ''}.`,
  victoryThisRound: 'Victory points this round',
  victoryOf: (name: string, each: boolean) => `Victory points: ${name}${each ? ', each' : ''}`,
  gajiRest: "The rest of the Gaji's month went to its user.",
  matchPoints: (cumulative: boolean, list: string) => `${cumulative ? 'Match points' : 'Victory points'}: ${list}`,
  sharedWin: (names: readonly string[]) => `A shared win: ${names.join(' and ')}!`,
  winsMatch: (name: string, many: boolean) => `${name} ${many ? 'win' : 'wins'} the match!`,

  // ---- yaku sheets
  sheet: 'Yaku sheet',
  rules: 'Rules',
  notUsed: 'not used',
  koikoiNote: 'Bright yaku do not add up: only the best of them counts.',
  gostopNote: (n: number) =>
    `Light yaku do not add up: only the best of them counts. Everything else adds up. Stop at ${n} points with two players, 3 with three.`,
  mushiNote: 'All yaku add up. The Lightning never stands in for a yaku card.',
  higobanaNote: 'Every yaku is worth 50. The Gaji (November lightning) never stands in for a yaku card.',
  koikoiYaku: {
    goko: 'All five brights.',
    shiko: 'The four brights without the Rain Man.',
    'ame-shiko': 'The Rain Man and any three other brights.',
    sanko: 'Any three brights without the Rain Man.',
    inoshikacho: 'Boar, deer and butterflies; +1 per further animal.',
    tane: 'Any five animals; +1 per further animal.',
    akatan: 'The three red ribbons with poems; +1 per further ribbon.',
    aotan: 'The three blue ribbons; +1 per further ribbon.',
    'akatan-aotan': 'All six poetry and blue ribbons; +1 per further ribbon.',
    tan: 'Any five ribbons; +1 per further ribbon.',
    'hanami-zake': 'Curtain and sake cup.',
    'tsukimi-zake': 'Moon and sake cup.',
    kasu: 'Any ten chaff; +1 per further chaff.',
    tsukifuda: "All four cards of the round's month (here May).",
  } as Record<string, string>,
  gostopYaku: {
    'five-lights': 'All five brights.',
    'four-lights': 'Any four brights, the Rain Man or not.',
    'three-lights': 'Three brights without the Rain Man.',
    'rain-three-lights': 'The Rain Man and two other brights.',
    'five-birds': 'Bush warbler, cuckoo and geese: five birds.',
    'boar-deer-butterfly': 'Boar, deer and butterflies.',
    'red-poems': 'The three red ribbons with poems.',
    'blue-poems': 'The three blue ribbons.',
    'grass-ribbons': "The plain red ribbons of April, May and July (never November's).",
    animals: 'Any five animals (the sake cup may count); +1 per further animal.',
    ribbons: 'Any five ribbons; +1 per further ribbon.',
    dregs: 'Ten chaff units (the Lightning and the coloured Paulownia count 2); +1 per further unit.',
  } as Record<string, string>,
  mushiYaku: {
    'five-lights': 'All five brights, the Rain Man included.',
    'three-lights': 'Crane, bush warbler and curtain: the warbler counts as a light here.',
    'wisteria-row': 'All four April cards.',
    'paulownia-row': 'All four December cards.',
  } as Record<string, string>,
};

export type HanaTableWords = typeof en;

export const hanaTableWords = catalogue<HanaTableWords>(en, {
  ja: () => import('./table.words.ja.ts').then((m) => m.default),
  ko: () => import('./table.words.ko.ts').then((m) => m.default),
});
