import type { CpGuideWords } from './guide.words.ts';
import { face, type LeadAttribute } from './rules.ts';
import { careerPokerTableWords } from './ui/table.words.ts';
import { words } from '../../i18n/current.ts';
import { josa } from '../../i18n/ko.ts';

const t = () => words(careerPokerTableWords);
/** A card as its button names it. */
const cpCard = (id: string) => {
  const f = face(id);
  return t().faceName(f.n, t().saidRule[f.n], t().colours[f.colour]!, t().marks[f.mark]!);
};
const attrWord = (a: LeadAttribute) => (a.type === 'colour' ? t().colours[a.value] : t().marks[a.value]) ?? '';
const list = (ids: readonly string[]) => ids.map(cpCard).join(', ');

export default {
  direction: (next, trick) => `${trick}번째 트릭: 내가 선입니다. ‘${t().cwNext(next)}’를 누르세요.`,
  lead: (id) =>
    `${josa(cpCard(id), '을/를')} 누르고, 색과 동물 중 색을 골라 ‘${t().colourIs(t().colours[face(id).colour]!)}’를 누르세요. 다른 사람은 그 색을 내야 하고, 선의 색 중 가장 큰 숫자가 트릭을 가져갑니다.`,
  won: (next, trick, back) =>
    `지난 트릭을 가져왔습니다${back ? '(11 백으로 순서가 뒤집혀 작은 숫자가 이겼습니다)' : ''}. ${trick}번째 트릭은 내가 선입니다. ‘${t().cwNext(next)}’를 누르세요.`,
  follow: (id, lead, several) =>
    several
      ? `${attrWord(lead)} 패가 있으니 그중 하나를 내야 합니다. 가장 큰 ${josa(cpCard(id), '을/를')} 누르세요.`
      : `${attrWord(lead)} 패는 ${cpCard(id)}뿐이니 그것을 내야 합니다. ${josa(cpCard(id), '을/를')} 누르세요.`,
  discard: (id) => `선의 패가 없으니 아무 패나 낼 수 있습니다. 가장 작은 ${josa(cpCard(id), '을/를')} 누르세요.`,
  dontCut: () => `‘${t().dontCut}’를 누르세요. 8 끊기를 하면 트릭의 패를 모두 가져가지만 골드는 받지 못합니다.`,
  keep: (id, pair) =>
    `‘${t().keepIt}’를 누르세요. ${josa(cpCard(id), '은/는')} 전략 패로 갑니다${pair ? '(같은 숫자가 모입니다)' : '(나중에 강한 패입니다)'}.`,
  give: (id, to) =>
    `‘${t().giveTo(to)}’를 누르세요. 약한 ${josa(cpCard(id), '은/는')} ${josa(to, '이/가')} 나중에 털어내야 할 패가 됩니다.`,
  millDirection: (next) =>
    `대부호 단계, 내가 선입니다(전략 패를 먼저 다 내는 사람이 이깁니다). ‘${t().cwNext(next)}’를 누르세요.`,
  leadSet: (ids) =>
    `${josa(list(ids), '을/를')} 누르고 ‘${t().playN(ids.length)}’를 누르세요. ${ids.length > 1 ? '같은 숫자의 세트입니다' : '가장 약한 패입니다'}. 다른 사람은 같은 장수로 더 강하게 내야 합니다.`,
  beat: (ids) =>
    `${josa(list(ids), '을/를')} 누르고 ‘${t().playN(ids.length)}’를 누르세요. 위의 패를 이기는 가장 약한 수입니다.`,
  pass: () =>
    `대부호 단계: 위의 패를 이기려면 같은 장수로 더 강한 패가 필요한데, 골드 없이는 없습니다. ‘${t().pass}’를 누르세요. 다음 차례에 다시 낼 수 있습니다.`,
  goOut: (ids) =>
    `${josa(list(ids), '을/를')} 누르고 ‘${t().playN(ids.length)}’를 누르세요. 마지막 패라서 다 내고 라운드가 끝납니다.`,
  nextRound: () => `‘${t().nextRound}’를 누르세요.`,
} satisfies CpGuideWords;
