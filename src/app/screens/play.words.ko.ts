import { josa } from '../../i18n/ko.ts';
import type { PlayWords } from './play.words.ts';

const andList = (xs: readonly string[]) => xs.join(', ');

export default {
  game: '게임',
  notAvailable: '게임을 열 수 없음',
  loading: '게임 불러오는 중',
  shuffling: '패 섞는 중…',
  cannotPlay: (title) => `${josa(title, '은/는')} 이 버전의 Carriage에서 할 수 없습니다.`,
  rules: '규칙',
  hint: '힌트',
  undo: '한 수 무르기',
  sheet: '점수표',
  finalStandings: '최종 순위',
  unsaved: (n) => `${n}수가 아직 저장되지 않았습니다.`,
  keptDurable: '이 기기에 보관되어 있으며 몇 초마다 다시 저장합니다.',
  keptMemory: '이 페이지가 열려 있는 동안만 보관됩니다. 닫지 마세요.',
  tryAgain: '다시 시도',
  sheetUnsaved: '마지막 판이 아직 점수표에 저장되지 않았습니다. 보관되어 있으며 다시 저장합니다.',
  follows: '이 게임은 다른 탭이나 창에서 열려 있어서, 여기서는 보기만 합니다.',
  playHere: '여기서 하기',
  passTo: '다음 사람에게 휴대폰을 넘겨주세요',
  imReady: (name) => `${name}입니다 — 내 패 보기`,
  lookAway: '다른 분들은 보지 마세요.',
  matchOver: '게임 끝',
  seat: (n) => `${n}번 자리`,
  round: (n) => `${n}판`,
  ordinal: (n) => `${n}위`,
  andList,
  termSep: ', ',
  tie: (sides) => `무승부: ${andList(sides)} 공동 우승입니다.`,
  teamWins: (side) => `${josa(side, '이/가')} 이겼습니다.`,
  wins: (name) => `${josa(name, '이/가')} 이겼습니다.`,
  tieBreak: (total, others) =>
    `${josa(andList(others), '과/와')} ${total}점 동점: 게임의 동점 규칙으로 정해졌습니다(규칙 참고).`,
  noPoints: (n) => `${n}판 동안 점수 없음`,
  lastRound: '마지막 판:',
  rematch: '같은 사람들과 한 번 더',
  newGame: '새 게임',
  showTable: '끝났을 때의 판 보기',
} satisfies PlayWords;
