/** The calculators' card grid in Korean (issue 27). */
import { josa } from '../../../i18n/ko.ts';
import type { HanaCalcWords } from './calc.words.ts';

export default {
  plants: ['송학', '매조', '벚꽃', '흑싸리', '난초', '모란', '홍싸리', '공산', '국진', '단풍', '비', '오동'],
  monthRow: (month) => month,
  card: (card, owner) => `${card}${owner !== null ? `, ${owner}의 패` : ''}`,
  chaffOf: (all, month) => `${month} 피 ${all ? '모두 넣기' : '모두 빼기'}`,
  allChaff: '피 모두',
  noChaff: '피 빼기',
  already: (card, owner) =>
    `${josa(card, '은/는')} 이미 ${owner}의 먹은 패에 있습니다. 한 장은 한 번만 셀 수 있습니다. 먼저 그쪽에서 빼세요.`,
  skipped: (cards) =>
    `${cards.map((c) => `${c.card}(${c.owner}의 패)`).join(', ')}: 한 장은 한 번만 셀 수 있어 넣지 않았습니다.`,
  capturedCards: '먹은 패',
  tapCapturedBy: '먹은 패를 누를 사람',
} satisfies HanaCalcWords;
