/** The calculators' card grid in Japanese (issue 27). */
import type { HanaCalcWords } from './calc.words.ts';

export default {
  plants: ['松', '梅', '桜', '藤', '菖蒲', '牡丹', '萩', '芒', '菊', '紅葉', '柳', '桐'],
  monthRow: (month) => month,
  card: (card, owner) => `${card}${owner !== null ? `（${owner}の札）` : ''}`,
  chaffOf: (all, month) => `${month}のカスを${all ? 'すべて入れる' : 'すべて外す'}`,
  allChaff: 'カス全部',
  noChaff: 'カスなし',
  already: (card, owner) =>
    `${card}はすでに${owner}の取り札にあります。1枚の札は一度しか数えられません。先にそちらから外してください。`,
  skipped: (cards) =>
    `${cards.map((c) => `${c.card}（${c.owner}の札）`).join('と')}は入れませんでした。1枚の札は一度しか数えられません。`,
  capturedCards: '取り札',
  tapCapturedBy: '取り札をタップする人',
} satisfies HanaCalcWords;
