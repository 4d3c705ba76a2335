import type { TfGuideWords } from './guide.words.ts';
import { tfWords } from './family.words.ts';
import { travFudaTableWords } from './ui/table.words.ts';
import { words } from '../../i18n/current.ts';
import { josa } from '../../i18n/ko.ts';

const card = (id: string) => tfWords().cardName(id);
const t = () => words(travFudaTableWords);

export default {
  join: (id, top) =>
    `손의 ${josa(card(id), '을/를')} 누르고 ‘${t().putOnLit}’를 누르세요. ${josa(card(top), '이/가')} 위에 있는 더미와 같은 무늬라서 거기에 놓아야 합니다. 차례가 끝날 때 짝수 장인 더미는 내 것이 됩니다.`,
  newPile: (id) =>
    `손에 테이블의 더미와 맞는 패가 없습니다. 가장 싼 ${josa(card(id), '을/를')} 누르고 ‘${t().startPile}’를 누르세요.`,
  draw: () =>
    `‘${t().drawFromStock}’를 누르세요. 더미의 맨 위 패는 같은 무늬의 더미가 있으면 거기에 놓이고, 없으면 새 더미가 됩니다. 그다음 짝수 장인 더미를 모두 가져옵니다.`,
  place: (drawn, top, n) =>
    `뽑은 ${josa(card(drawn), '은/는')} 더미 ${n}개에 맞습니다. 더 값진, ${josa(card(top), '이/가')} 위에 있는 더미를 누르면 짝수 장이 되어 가져옵니다.`,
  emperor: (ids) =>
    `별을 ${ids.length}장 받았습니다(${ids.map(card).join(' · ')}). ‘${t().declareEmperor}’을 누르세요. 판이 끝날 때까지 별 5장을 모두 가져오면 황제는 +10점(못 가져오면 −20점)입니다. 나머지 2장은 아직 더미에 있습니다.`,
  noDeclaration: () => `‘${t().noDeclaration}’을 누르세요. 황제와 대공은 판이 끝날 때 목표를 이루어야만 점수가 됩니다.`,
  nextHand: (n) => `이 판의 점수가 나왔습니다. ‘${t().dealHand(n)}’를 눌러 계속하세요.`,
  other: () => '빛나는 버튼을 누르세요.',
} satisfies TfGuideWords;
