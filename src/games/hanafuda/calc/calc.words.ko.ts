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

  gs: {
    players: (n) => `고스톱은 2명이나 3명이 칩니다. 이 표는 ${n}명이라 계산기로 판을 정산할 수 없습니다.`,
    mult: (id, c) =>
      id === 'go-double'
        ? `${c.gos}고`
        : id === 'shake'
          ? `흔들기 ${c.shakes}번`
          : id === 'bomb'
            ? `폭탄 ${c.bombs}번`
            : id === 'seven-animals'
              ? '멍박: 열끗 7장 이상'
              : `나가리 ${c.draws}번 뒤`,
    perGo: (n) => `고마다 +1(${n})`,
    points: '점수',
    score: (name) => `${name}의 점수`,
    piBak: '피박: 피가 모자람',
    gwangBak: '광박: 광이 없음',
    goBak: '고박: 고하고 짐',
    share: (name) => `+ ${name}의 몫(고박: 먼저 고함)`,
    paidBy: (name) => `${josa(name, '이/가')} 대신 냄(고박)`,
    pays: (name) => `${josa(name, '이/가')} 냄`,
    collects: (name) => `${josa(name, '이/가')} 받음`,
    stopped: '스톱',
    presidentChoice: '총통',
    drawNote: (stack) =>
      `나가리 판은 점수가 없습니다. 다음 승리는 두 배${stack ? '이고, 나가리가 이어질 때마다 다시 두 배' : ''}입니다.`,
    counts: (units, animals, owner) =>
      `피 ${units}장 · 열끗 ${animals}장(국진은 ${owner ? '주인이 정한 대로' : '유리한 쪽으로'} 셈)`,
    cupAs: (name) => `${name}의 국진 셈법`,
    anAnimal: '열끗',
    doubleChaff: '쌍피',
    roundOf: (name) => `${name}의 판`,
    gosCalled: '고 횟수',
    shakes: '흔들기',
    bombs: '폭탄',
    drawsBefore: '바로 앞 나가리',
    holds: (name) => `${name}의 패`,
    chaffUnits: (name) => `${name}의 피(장)`,
    piBakIf: '(피로 이기면 피박)',
    holdsBright: (name) => `${josa(name, '이/가')} 광을 가짐`,
    calledGo: (name) => `${josa(name, '이/가')} 고를 했음`,
    firstGo: '먼저 고를 한 사람은?',
    round: '이번 판',
    twice: (card) => `${josa(card, '이/가')} 두 번 세어졌습니다.`,
    triplets: (hand, triplets, name, n) =>
      `손패 ${hand}장에는 같은 달 석 장이 많아야 ${triplets}벌입니다. ${josa(name, '이/가')} 흔들기와 폭탄을 합쳐 ${n}번 했을 수는 없습니다.`,
    noBright: (name) => `${josa(name, '은/는')} 광을 가질 수 없습니다. 다른 사람들의 패에 광 다섯 장이 모두 있습니다.`,
    tooMuchChaff: (name, units, left) =>
      `${josa(name, '은/는')} 피 ${units}장을 가질 수 없습니다. 피는 모두 26장(국진을 쌍피로 치면 28장)이고, 입력한 패 말고는 ${left}장만 남습니다.`,
    tooFew: (name, total, min) =>
      `${name}의 패는 ${total}점입니다. 이 표의 규칙으로는 ${min}점 이상이어야 스톱할 수 있습니다. 패를 확인하거나 "없음"을 고르세요.`,
  },

  mu: {
    players: (n) => `무시는 둘이 칩니다. 이 표는 ${n}명이라 계산기로 판을 셀 수 없습니다.`,
    pending: '판이 끝났을 때 각자 가진 패를 누르세요.',
    unowned: (n) => `${n}장이 아무의 패에도 없습니다. 무시의 패는 마지막에 모두 누군가의 패가 됩니다.`,
    cardPoints: (p) => `패 점수 ${p} − 115`,
    theirYaku: (name, yaku) => `${name}의 ${yaku}`,
    roundOf: (name) => `${name}의 이번 판 점수`,
    cards: (name, n) => `${name}: ${n}장`,
    giveRest: (n, name) => `남은 ${n}장을 ${name}에게`,
  },

  hb: {
    playedBy: (n) => `히고바나는 2~7명이 칩니다. 이 표는 ${n}명입니다.`,
    pairs: (n) => `2인 팀에는 4명이나 6명이 필요합니다. 이 표는 ${n}명입니다. 위의 규칙에서 다른 팀을 고르세요.`,
    triples: (n) => `3인 팀에는 6명이 필요합니다. 이 표는 ${n}명입니다. 위의 규칙에서 다른 팀을 고르세요.`,
    team: (names) => names.join('·'),
    pending: '각자 먹은 패를 누르세요.',
    cardPoints: (n) => `패 점수(${n}장)`,
    othersYaku: (k) => `다른 사람의 약(${k} × 50)`,
    roundOf: (name) => `${name}의 이번 판 점수`,
    verdict: (name, _plural, cumulative, victory, kind) =>
      cumulative
        ? `${josa(name, '이/가')} 이번 판을 이겼습니다. 점수는 합산합니다.`
        : `${josa(name, '이/가')} 승점 ${victory}점을 얻습니다${kind === 'basa' ? '(바사: 100점 이상 차이)' : kind === 'chu' ? '(추: 50점 이상 차이)' : ''}.`,
    whoDealt: '선은? (동점일 때 씀)',
    round: '이번 판',
  },
} satisfies HanaCalcWords;
