/** TravFuda 배우기 문구(issue 28), 한국어. 용어는 docs/glossary/travfuda.md. */
import { josa } from '../../i18n/ko.ts';
import type { RefusalArgs, TravFudaLearnWords } from './learn.words.ts';

export default {
  refusals: {
    'tf-wait': (a: RefusalArgs) => `기다려 주세요: ${a.who}의 차례입니다.`,
    'tf-play-first': () => '먼저 손패에서 한 장을 내세요. 뽑기는 그다음입니다.',
    'tf-draw-now': () => '이번 차례의 패는 이미 냈습니다. 이제 더미에서 뽑으세요.',
    'tf-place-drawn': (a: RefusalArgs) => `먼저 뽑은 ${josa(a.card, '을/를')} 빛나는 더미 중 하나에 놓으세요.`,
    'tf-decide-first': () => '먼저 고르세요: 런, 점프, 해적, 또는 침묵.',
    'tf-declare-first': () => '먼저 황제나 대공을 선언할지, 선언하지 않을지 고르세요.',
    'tf-other-suit': (a: RefusalArgs) =>
      a.suit === 0
        ? `${a.pile}번 더미에는 조커만 있습니다. ${josa(a.card, '은/는')} 무늬 ${a.cardSuit} 더미에만 붙일 수 있습니다.`
        : `${josa(a.card, '은/는')} 무늬 ${a.cardSuit} 더미에만 붙일 수 있습니다. ${a.pile}번 더미는 무늬 ${a.suit}입니다.`,
    'tf-joker-pairs': (a: RefusalArgs) =>
      a.cardSuit === 0
        ? `이 경기에서 조커는 조커끼리만 짝이 됩니다. ${a.pile}번 더미는 무늬 ${a.suit}입니다.`
        : `이 경기에서 조커는 조커끼리만 짝이 됩니다. ${a.pile}번 더미에는 조커만 있습니다.`,
    'tf-must-join': (a: RefusalArgs) =>
      a.n === 1
        ? `${josa(a.card, '은/는')} 같은 무늬 더미가 있으므로 그 더미(빛나는 더미)에 붙여야 합니다.`
        : `${josa(a.card, '은/는')} 같은 무늬 더미가 ${a.n}개 있으므로 그중 하나에 붙여야 합니다(빛나는 더미를 누르세요).`,
    'tf-cannot-declare': (a: RefusalArgs) =>
      [
        a.emperor && `황제는 받은 손패에 별이 3장 있어야 합니다(지금 ${a.starbursts}장).`,
        a.archduke && `대공은 받은 손패에 민무늬(두 배)가 3장 있어야 합니다(지금 ${a.doubles}장).`,
      ]
        .filter(Boolean)
        .join(' '),
    'bac-not-in-hand': () => '이번 판은 빠졌으므로 가진 패가 없습니다.',
    'bac-taken': (a: RefusalArgs) => `바닥 패(${a.card})는 이미 가져왔습니다. 이제 한 장을 엎어서 뽑거나 스탠드하세요.`,
    'bac-take-first': () => '먼저 앞면인 바닥 패 중 한 장을 가져오세요.',
    'bac-house-draws': (a: RefusalArgs) => `하우스는 ${a.n}에서 반드시 뽑아야 합니다(0~5에서 뽑음).`,
    'bac-house-stands': (a: RefusalArgs) => `하우스는 ${a.n}에서 반드시 스탠드해야 합니다(6 이상에서 스탠드).`,
    'bac-ante-first': () => '먼저 딜러가 앤티를 정합니다.',
  },
} satisfies TravFudaLearnWords;
