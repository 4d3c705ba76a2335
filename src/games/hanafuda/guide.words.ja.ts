import type { GuideWords } from './guide.words.ts';
import { cardWord, monthWord, yakuWord } from './hanafuda.words.ts';
import { monthOf } from './cards.ts';
import { hanaTableWords } from './ui/table.words.ts';
import { words } from '../../i18n/current.ts';

export default {
  take: (card, taken) =>
    `手札の${cardWord(card)}を押してください。場の${taken.map(cardWord).join('・')}と同じ${monthWord(monthOf(card))}の札なので、合わせて取れます。`,
  layDown: (card) => `手札に場と同じ月の札がありません。いちばん安い${cardWord(card)}を押して場に出してください。`,
  draw: () =>
    `「${words(hanaTableWords).draw}」を押してください。山札の1枚がめくれ、同じ月の場札があれば取り、なければ場に置かれます。`,
  choose: (card, target) =>
    `${cardWord(card)}は場の2枚と合います。高いほうの${cardWord(target)}を押して取ってください。`,
  stop: (yaku, points) =>
    yaku.length > 0
      ? `${yaku.map(yakuWord).join('と')}ができました。「勝負」を押すと、この局は${points}点で終わります（こいこいすると続けて点を狙えますが、危険もあります）。`
      : `「勝負」を押すと、この局は${points}点で終わります。`,
  nextRound: 'この局の点数が出ました。「次の回」で教えるモードのまま続けるか、場を離れてください。',
} satisfies GuideWords;
