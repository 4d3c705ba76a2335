import { formatDateTime, formatNumber } from '../../i18n/intl.ts';
import { josa } from '../../i18n/ko.ts';
import type { SheetWords } from './sheet.words.ts';

const n = (x: number) => formatNumber('ko', x);
const withLabel = (label: string | undefined) => (label ? `(${label})` : '');

export default {
  recentPlayers: '최근 플레이어',
  sheets: '점수표',
  newSheet: '새 점수표',
  newest: '최근 점수표',
  loading: '불러오는 중…',
  noSheets:
    '아직 점수표가 없습니다. 이 앱에서 하는 게임은 점수표를 저절로 남깁니다. 실제 패로 할 때는 위 버튼으로 시작하세요.',
  rounds: (k) => `${n(k)}판`,
  won: (name) => `승자: ${name}`,
  leads: (name) => `선두: ${name}`,
  allSheets: '모든 점수표(기록)',
  game: '게임',
  otherGame: '다른 게임',
  titleOptional: '제목(선택)',
  players: '인원',
  player: (seat) => `플레이어 ${seat}`,
  defaultTitle: (game, ms) =>
    `${game} · ${new Date(ms).toLocaleDateString('ko', { month: 'numeric', day: 'numeric' })}`,
  cancel: '취소',
  create: '점수표 만들기',
  sheet: '점수표',
  notFound: '점수표를 찾을 수 없음',
  notHere: '이 점수표는 이 기기에 없습니다.',
  pageLabel: (title) => `점수표 '${title}'`,
  playerCount: (k) => `${n(k)}명`,
  keptByGame: '게임이 기록',
  wonBy: (names) => `끝남, 승자: ${names.join(', ')}`,
  unsaved: '아직 저장되지 않았습니다. 표시된 줄은 이 기기에 남아 있고 몇 초마다 다시 저장을 시도합니다.',
  justNow: '방금',
  minutesAgo: (m) => `${n(m)}분 전`,
  hoursAgo: (h) => `${n(h)}시간 전`,
  date: (ms) => formatDateTime('ko', ms),
  backToGame: '게임으로 돌아가기',
  scoresFor: (title) => `'${title}' 점수`,
  round: '판',
  total: '합계',
  wonMark: ' (승자)',
  leaderMark: ' (선두)',
  noRounds: '아직 기록이 없습니다.',
  roundKept: (k, label) => `${k}판${withLabel(label)}, 게임이 기록`,
  editRound: (k, label) => `${k}판${withLabel(label)} 고치기`,
  editAdjustment: '조정 고치기',
  adj: '조정',
  totalSoFar: '지금까지 합계 ',
  adjustment: '조정',
  notSavedYet: ' · 저장 안 됨',
  addRound: (k) => `${k}판 기록하기`,
  gameWrites: '게임이 여기에 판마다 점수를 적으며 고칠 수 없습니다. 정정은 조정 줄로 넣어 합계에 더합니다.',
  addAdjustment: '조정 넣기',
  exportCsv: 'CSV로 내보내기',
  fileName: '점수표',
  history: '변경 기록',
  hideHistory: '변경 기록 숨기기',
  changes: '이 점수표의 변경',
  change: (at, action, round, was, wasNote, now) =>
    `${formatDateTime('ko', at)}: ${round === null ? '삭제된 판' : `${round}판`} ${
      action === 'add' ? '기록' : action === 'edit' ? '수정' : '삭제'
    }${was !== undefined ? ` (이전 ${was}${wasNote ? `, “${wasNote}”` : ''})` : ''}${now !== undefined ? ` → ${now}` : ''}`,
  roundDeleted: '이 판을 삭제했습니다. 변경 기록에는 남습니다.',
  roundTitle: (k, label) => `${k}판${withLabel(label)}`,
  calcFailed: '계산기를 불러오지 못했습니다.',
  calculateRound: (k) => `${k}판 계산`,
  countCardsOf: (p) => `${p}의 패 세기`,
  calculateThis: '이 판 계산하기',
  scoreOf: (p) => `${p} 점수`,
  flip: (p) => `${p} 점수의 부호 바꾸기`,
  countCaptured: (p) => `${josa(p, '이/가')} 먹은 패 세기`,
  count: '세기',
  note: '메모',
  adjustHint: '정정한 이유(예: 놓친 족보)',
  noteHints: {
    koikoi: '예: 삼광, 코이코이 ×2',
    gostop: '예: 고 ×2, 피박',
    mushi: '예: 비 쌍피를 먹음, 족보 3개',
    higobana: '예: 가팀, 뒤집기',
    'career-poker': '예: 이 판 뒤 순위, 혁명',
    capture: '예: 이번 판에 먹은 패',
    piles: '예: 짝수 더미, 조합',
    other: '예: 누가 패를 돌렸는지, 기억할 것',
  },
  saveAdjustment: '조정 저장',
  saveRound: '이 판 저장',
  deleteRound: '이 판 삭제',
  padProblem: (p) => {
    switch (p.code) {
      case 'decimals':
        return `${p.who}의 점수는 정수여야 합니다(소수 불가).`;
      case 'notWhole':
        return `${p.who}의 점수가 정수가 아닙니다. 숫자 0–9와 필요하면 마이너스 기호를 쓰세요.`;
      case 'tooLarge':
        return `${p.who}의 점수가 너무 큽니다. 플러스든 마이너스든 ${n(p.max)}까지입니다.`;
      case 'noName':
        return `플레이어 ${p.seat}의 이름을 넣어 주세요.`;
      case 'nameTooLong':
        return `이름이 너무 깁니다(“${p.name}…”). ${p.max}자까지입니다.`;
      case 'sameName':
        return `${josa(`플레이어 ${p.seats[0]}`, '과/와')} ${p.seats[1]}의 이름이 같습니다(“${p.name}”). 서로 다른 이름을 주세요.`;
    }
  },
} satisfies SheetWords;
