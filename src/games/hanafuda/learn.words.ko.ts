/** Learning at the table in Korean (issue 28): 바닥, 손패, 더미, 고/스톱 (docs/glossary/hanafuda.md). */
import { josa } from '../../i18n/ko.ts';
import type { HanaLearnWords } from './learn.words.ts';

export default {
  refusal: {
    chooseFirst: (card, month) => `먼저 ${josa(card, '으로/로')} 먹을 ${month} 패를 고르세요: 빛나는 패를 누릅니다.`,
    drawFirst: '손패는 냈습니다: 이제 더미에서 뒤집으세요(더미를 누르세요).',
    playFirst: '먼저 손패에서 한 장을 내세요: 더미 뒤집기는 그다음입니다.',
    handFirst: '먼저 손패에서 한 장을 고르세요: 먹을 수 있는 바닥 패가 빛납니다.',
    notATarget: (card, target, month) =>
      `${josa(card, '은/는')} ${month} 패를 먹으며, ${josa(target, '은/는')} 고를 수 있는 패가 아닙니다: 빛나는 패를 누르세요.`,
    noMatch: (card, target, sameMonth) =>
      sameMonth
        ? `이 게임에서는 ${josa(card, '으로/로')} ${josa(target, '을/를')} 먹을 수 없습니다.`
        : `${josa(card, '으로/로')} ${josa(target, '을/를')} 먹을 수 없습니다: 같은 월의 패만 먹습니다. 맞는 패가 없으면 바닥에 놓입니다.`,
    notInHand: (card) => `${josa(card, '은/는')} 손패에 없습니다.`,
    decideKoiKoi: '약을 만들었습니다: 먼저 코이코이(계속)나 승부(지금 점수)를 고르세요.',
    decideGoStop: '스톱할 수 있는 점수입니다: 먼저 고(계속)나 스톱(지금 점수)을 고르세요.',
    sakeCupFirst: '먼저 국진 열끗을 어떻게 셀지 정합니다: 열끗으로, 또는 쌍피로.',
  },
  progress: {
    open: '족보 진행',
    title: '족보까지 남은 패',
    short: (yaku, have, need) => `${yaku} ${have}/${need}`,
    nothingNear: '아직 가까운 족보 없음',
    made: '이미 난 족보',
    near: '거의 된 족보',
    none: '아직 두 장 안에 되는 족보가 없습니다.',
    more: (n, what, yaku) => {
      const noun = { card: '패', bright: '광', animal: '열끗', ribbon: '띠', chaff: '피', 'chaff-units': '피' }[what];
      return `${yaku}까지 ${noun} ${n}장 더`;
    },
    adds: (n) => `+${n}점`,
    left: (n) => `아직 ${n}장 남음`,
    gone: '상대가 먹음',
    toStop: (points, min) => `스톱까지: ${min}점 중 ${points}점`,
    gsCounts: (brights, animals, ribbons, units) => `광 ${brights} · 열끗 ${animals} · 띠 ${ribbons} · 피 ${units}`,
    stopPays: (n) => `지금 스톱하면 ${n}점.`,
    next: (what, adds) => `다음: ${what}(+${adds}점).`,
    close: '닫기',
  },
} satisfies HanaLearnWords;
