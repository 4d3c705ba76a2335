import { formatNumber } from '../../i18n/intl.ts';
import type { HistoryWords } from './history.words.ts';

const n = (x: number) => formatNumber('ko', x);
/** Bytes as Korean writes them: "820바이트", "4.2KB", "61KB", "1.3MB". */
const bytes = (b: number) =>
  b < 1000
    ? `${n(Math.round(b))}바이트`
    : b < 1_000_000
      ? `${(b / 1000).toFixed(b < 10_000 ? 1 : 0)}KB`
      : `${(b / 1_000_000).toFixed(1)}MB`;

export default {
  players: '플레이어와 전적',
  title: '기록',
  filters: '기록 걸러 보기',
  search: '이름으로 찾기',
  searchHint: '게임, 점수표, 플레이어',
  show: '보기',
  shows: {
    all: '전체',
    unfinished: '진행 중인 대국',
    finished: '끝난 대국',
    sheets: '점수표',
    archived: '보관함',
  },
  game: '게임',
  everyGame: '모든 게임',
  otherGame: '다른 게임',
  player: '플레이어',
  anyone: '누구나',
  when: '기간',
  whens: {
    any: '전체 기간',
    '7d': '최근 7일',
    '30d': '최근 30일',
    '12m': '최근 12개월',
    older: '1년 이상 전',
  },
  loading: '불러오는 중…',
  count: (total) => `대국과 점수표 ${n(total)}개`,
  shownOf: (shown, total) => `${n(total)}개 중 ${n(shown)}개 표시`,
  empty: '아직 대국도 점수표도 없습니다.',
  noMatch: '이 조건에 맞는 항목이 없습니다.',
  list: '대국과 점수표',
  sheetState: (rounds) => `점수표 · ${n(rounds)}판`,
  finished: '끝남',
  unfinished: '진행 중',
  select: (name, players, date) => `${name}(${players}, ${date}) 선택`,
  selected: '선택됨',
  selectedCount: (k) => `${n(k)}개 선택`,
  about: (size) => `약 ${size}`,
  bytes,
  clear: '선택 해제',
  archive: '보관',
  unarchive: '보관 해제',
  delete: '삭제',
  undo: '되돌리기',
  broughtBack: (k) => `${n(k)}개를 되돌렸습니다.`,
  deleted: (m, s, size) =>
    `${[m ? `대국 ${n(m)}개` : '', s ? `점수표 ${n(s)}개` : ''].filter(Boolean).join('와 ') || '아무것도'} 삭제했습니다(${size} 확보).`,
  archived: (k) => `${n(k)}개를 보관했습니다.`,
  unarchived: (k) => `${n(k)}개를 보관 해제했습니다.`,
  cleanUp: '오래된 끝난 대국 삭제',
  olderThan: '끝나고 마지막으로 둔 지',
  ages: { '30': '1개월 이상', '90': '3개월 이상', '180': '6개월 이상', '365': '1년 이상' },
  find: '찾기',
  noneBefore: (date) => `${date} 이전에 마지막으로 둔 끝난 대국이 없습니다.`,
  foundBefore: (k, date, size) =>
    `${date} 이전에 마지막으로 둔 끝난 대국이 ${n(k)}개 있습니다(점수표 포함 약 ${size}).`,
  deleteMatches: (k) => `대국 ${n(k)}개 삭제`,
  evenings: '하룻저녁마다의 성적',
} satisfies HistoryWords;
