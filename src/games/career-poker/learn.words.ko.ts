/** Career Poker's learning words in Korean (docs/glossary/career-poker.md; particles by `josa`). */
import { josa } from '../../i18n/ko.ts';
import type { CareerPokerLearnWords } from './learn.words.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export default {
  ord: (n) => `${n}위`,
  signed,
  standingButton: (place, out) => `${place}위 · 나가면 ${signed(out)}`,
  standingHidden: '지금 라운드가 끝나면 나의 순위: ',
  standingTitle: '지금 라운드가 끝나면',
  colPlayer: '플레이어',
  colCards: '장수',
  colGold: '골드',
  colNow: '지금',
  colOut: '지금 나가면',
  nowCell: (place, points) => `${place}위, ${signed(points)}`,
  standingNote: (first) =>
    `지금: 아무도 나가지 않았을 때는 패가 적을수록 순위가 높습니다. 지금 나가면: 1위의 ${signed(first)}에 남은 골드를 더합니다(골드를 쓴 패로는 나갈 수 없습니다).`,
  energyNote: (energy) =>
    `에너지 ${energy}: 2장·3장 리드는 그 장수만큼 듭니다(혁명 중에는 무료). 8 끊기는 8 한 장마다 1.`,
  closeStanding: '순위 닫기',

  turnDirection: '다음에 낼 사람(방향)을 고르세요.',
  turnLead: '한 장을 리드하고 색이나 동물을 정하세요.',
  turnFollow: (attr, has, low) =>
    has
      ? `${attr} 패(빛나는 패)를 내세요: ${attr} 중 ${low ? '가장 작은 수(11 백)' : '가장 큰 수'}가 이깁니다.`
      : `${attr} 패가 없으니 아무 패나 내세요(갖거나 주기).`,
  turnCut: '끊기: 지금 트릭을 모두 가져갑니다(골드 없음).',
  turnPlace: (card) => `${josa(card, '은/는')} 리드 밖: 갖거나 주세요.`,
  turnMDirection: '방향을 고르고 한 벌을 리드하세요.',
  turnMLead: (revolution) => `한 장이나 같은 숫자 한 벌을 리드하세요${revolution ? '' : '(2·3장은 에너지)'}.`,
  turnMFollow: (k, top, reversed, bound, any) =>
    any
      ? `${top} ${k}장을 넘거나${reversed ? '(작을수록 셈)' : ''}${bound ? `(${bound})` : ''} 패스하세요.`
      : `${top}${bound ? `(${bound} 묶기)` : ''}보다 센 패가 없습니다: 패스.`,
  turnRoundOver: '라운드 점수가 나왔습니다: 표를 보고 다음 라운드로 가세요.',
  list: (xs) => xs.join('·'),

  noteTrickWon: '리드를 가진 가장 큰 수가 이김: 골드 1개와 리드의 패.',
  noteBackTrick: '11 백: 트릭에 11이 있으면 리드를 가진 가장 작은 수가 이김.',
  noteCutTrick: '8 끊기: 트릭을 모두 가져감(골드 없음). 8은 옆으로.',
  notePlace: '리드 밖의 패: 낸 사람이 갖거나 줍니다.',
  noteInterim: '골드도 끊기도 없는 사람이 한 명이면 골드 2개(두 명이면 1개씩).',
  noteMillionaire: '대부호 단계: 앞의 한 벌을 넘어 내고, 먼저 다 내면 1위.',
  noteRevolution: '혁명: 4장 이상의 한 벌로 순서가 뒤집힘(3이 가장 셈).',
  noteBack: '11 백: 이 트릭이 끝날 때까지 순서가 뒤집힘.',
  noteLoop: '루프: 2에 같은 색·동물의 3을 낼 수 있음. 다음은 4 이상.',
  noteCut: '8 끊기: 8 한 장마다 에너지 1로 바로 트릭을 가져감.',
  noteBinding: '묶기: 같은 색(동물)이 이어지면 그 트릭은 그 색으로 묶임.',
  noteGold: '골드: 자기 패의 색·동물·숫자 한 단계마다 1.',
  noteEnergy: '에너지: 2장 이상 나온 트릭이 한 묶음. 2·3장 리드와 끊기에 씀.',
  noteOut: '먼저 다 내면 1위, 나머지는 패가 적은 순. 남은 골드는 1점씩.',
  noteBans: '2(혁명 중에는 3), 8, 골드를 쓴 패로는 나갈 수 없음.',
  noteSkip: '전략 패가 없는 사람이 있음: 패가 적은 순으로 순위.',

  howGoal: '각 라운드는 두 부분입니다: 트릭을 따서 패와 골드를 모은 뒤, 그 패로 대부호를 하여 먼저 패를 다 냅니다.',
  howCards: '모든 패에는 숫자, 색, 동물이 있습니다.',
  howTrickTitle: '1. 트릭: 전략 패 모으기',
  howTrick:
    '선 플레이어가 한 장을 내고 그 색이나 동물을 정합니다. 다른 사람은 낼 수 있으면 따라야 합니다. 그것을 가진 가장 큰 숫자가 골드 1개와 그 패들을 가져갑니다.',
  howTrickExample: '빨강을 정함: 빨강 10이 이깁니다. 파랑 4는 리드 밖이라 낸 사람이 갖거나 남에게 줍니다.',
  howMillTitle: '2. 대부호 단계: 패 없애기',
  howMill:
    '바닥의 한 벌보다 센 한 벌(한 장, 또는 같은 숫자 여러 장)을 내거나 패스합니다. 세기: 3이 가장 약하고 2가 가장 셉니다.',
  howMillExample: '10 두 장은 5 두 장을 이깁니다. 4장 이상이면 혁명: 세기 순서가 뒤집힙니다.',
  howExtras:
    '그 밖에: 8 끊기, 11 백, 2에 같은 색·동물의 3으로 루프, 같은 색이면 묶기, 골드로 패 바꾸기, 2장·3장 리드에는 에너지.',
  howScoreTitle: '3. 점수',
  howScore: (first, second) =>
    `먼저 나간 사람이 1위(1라운드에 ${signed(first)}), 나머지는 패가 적은 순(2위 ${signed(second)}…)이고, 남은 골드는 1개에 +1입니다. 3라운드 합계가 많은 사람이 이깁니다.`,
  howTable: '테이블에서는: ℹ 이 차례와 규칙을 설명하고, 어두운 패를 누르면 낼 수 없는 이유가 나옵니다.',
  howCardsAria: '패의 예',
} satisfies CareerPokerLearnWords;
