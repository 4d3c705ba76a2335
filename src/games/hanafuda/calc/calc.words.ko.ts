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

  lucky: { teshi: '데시(같은 달 넉 장)', kuttsuki: '굿쓰키(짝 네 쌍)' },
  doubles: { 'double-at-7': '7점 이상', 'koikoi-double': '코이코이' },
  privilege: (name) => `선의 권리(선: ${name})`,
  noScore: '아무도 승부하지 않음: 점수 없음',
  dealt: (what) => `들어온 패: ${what}`,
  scores: (name) => `${name}의 점수`,
  yaku: '약',
  calledKoikoi: (name) => `${name}의 코이코이`,
  tapCards: (name) => `${name}의 먹은 패를 누르세요.`,
  noYaku: (name, n) =>
    `${name}의 패 ${n}장으로는 약이 없습니다. 판은 약을 만들어 승부해야 이깁니다. 패를 확인하거나 "없음"을 고르세요.`,
  whoWon: '이 판은 누가 이겼나요?',
  nobody: '없음',
  whoDealt: '이 판의 선은?',
  noPrivilege: '선의 권리가 없으면 아무도 승부하지 않은 판은 점수가 없습니다.',
  howWon: (name) => `${name}의 승리 방법은?`,
  how: { yaku: '약', teshi: '데시', kuttsuki: '굿쓰키', both: '둘 다' },
  hadCalled: (name) => `${josa(name, '이/가')} 코이코이를 불렀음`,
  cardsOf: (name) => `${name}의 먹은 패`,
  tapHeading: (name) => `${name}의 먹은 패를 누르세요`,
  monthNote: (round, month) => `${round}판: 이번 달은 ${month}(이달의 패).`,
  breakdown: '약과 점수',
  additive: '점수는 0부터 쌓습니다(이 표의 규칙).',
} satisfies HanaCalcWords;
