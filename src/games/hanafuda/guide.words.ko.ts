import type { GuideWords } from './guide.words.ts';
import { cardWord, monthWord, yakuWord } from './hanafuda.words.ts';
import { monthOf } from './cards.ts';
import { hanaTableWords } from './ui/table.words.ts';
import { words } from '../../i18n/current.ts';
import { josa } from '../../i18n/ko.ts';

export default {
  take: (card, taken) =>
    `손패의 ${josa(cardWord(card), '을/를')} 누르세요. 바닥의 ${josa(taken.map(cardWord).join(', '), '과/와')} 같은 ${monthWord(monthOf(card))} 패라서 함께 가져옵니다.`,
  layDown: (card) =>
    `손패에 바닥과 같은 달의 패가 없습니다. 가장 싼 ${josa(cardWord(card), '을/를')} 눌러 바닥에 내려놓으세요.`,
  draw: () =>
    `‘${words(hanaTableWords).draw}’를 누르세요. 더미의 한 장이 뒤집혀 같은 달의 바닥 패가 있으면 가져오고, 없으면 바닥에 놓입니다.`,
  choose: (card, target) =>
    `${josa(cardWord(card), '은/는')} 바닥의 두 장과 맞습니다. 더 값진 ${josa(cardWord(target), '을/를')} 눌러 가져오세요.`,
  stop: (yaku, points) =>
    yaku.length > 0
      ? `${josa(yaku.map(yakuWord).join(', '), '이/가')} 났습니다. ‘승부’를 누르면 이 판을 ${points}점으로 끝냅니다(코이코이하면 더 노릴 수 있지만 위험도 있습니다).`
      : `‘승부’를 누르면 이 판을 ${points}점으로 끝냅니다.`,
  nextRound: '이 판의 점수가 나왔습니다. ‘다음 판’으로 배우기를 켠 채 계속하거나 자리를 떠나세요.',
} satisfies GuideWords;
