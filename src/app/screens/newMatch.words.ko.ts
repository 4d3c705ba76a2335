import type { NewMatchWords } from './newMatch.words.ts';

export default {
  title: '새 게임',
  game: '게임',
  noneYet: '아직 할 수 있는 게임이 없습니다. 점수표는 모든 게임에 쓸 수 있습니다.',
  players: (min, max) => `(${min === max ? min : `${min}~${max}`}명)`,
  cannotLoad: '이 게임을 불러오지 못했습니다. 앱 설치가 끝났는지 확인한 뒤 다시 시도하세요.',
  seats: '자리',
  playersLabel: '인원',
  seatName: (n) => `${n}번 자리 이름`,
  seatKind: (n) => `${n}번 자리는 누가 하나요`,
  seatLevel: (n) => `${n}번 자리 봇 난이도`,
  person: '사람',
  bot: '봇',
  onePerson: '적어도 한 자리는 사람이어야 합니다.',
  handOff: '두 사람 이상이 할 때는 차례 사이에 넘겨주기 화면이 손패를 가립니다.',
  openDraw: '선 정하기로 누가 먼저 할지 정합니다.',
  openChance: '누가 먼저 할지는 운으로 정해집니다. 늘 1번 자리부터는 아닙니다.',
  openSeat: (n, name) => `${n}번 자리${name ? `(${name})` : ''}부터 시작합니다.`,
  rules: '규칙',
  custom: '사용자 규칙.',
  eachRule: '세부 규칙',
  groupCount: (name, n) => `${name} (${n})`,
  dealCode: '패 코드',
  dealCodeHelp:
    '같은 코드면 같은 패가 돌아갑니다. 자리를 바꿔 같은 판을 다시 하거나, 멀리 있는 친구와 같은 판을 할 수 있습니다. 비워 두면 새로 섞습니다.',
  start: (title) => `${title} 시작`,
} satisfies NewMatchWords;
