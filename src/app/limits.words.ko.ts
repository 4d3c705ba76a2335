import type { LimitWords } from './limits.words.ts';

export default {
  rounds: (l, n) => `이 점수표가 가득 찼습니다(최대 ${n(l.rounds)}판). 계속하려면 새 점수표를 시작하세요.`,
  history: (l, n) => `이 점수표의 기록이 가득 찼습니다(변경 ${n(l.history)}건).`,
  moves: (l, n) => `이 게임은 저장할 수 있는 최대 ${n(l.moves)}수에 이르렀습니다. 볼 수는 있지만 더 둘 수는 없습니다.`,
  moveJson: (l, n) => `이 수는 너무 커서 저장할 수 없어(${n(l.moveJson)}자 초과) 두지 않았습니다.`,
  name: (l, n) => `플레이어 이름이 너무 깁니다(최대 ${n(l.name)}자).`,
  title: (l, n) => `제목이 너무 깁니다(최대 ${n(l.title)}자).`,
  label: (l, n) => `판 이름이 너무 깁니다(최대 ${n(l.label)}자).`,
  note: (l, n) => `메모가 너무 깁니다(최대 ${n(l.note)}자).`,
  score: (l, n) => `점수는 ±${n(l.score)} 이내의 정수여야 합니다.`,
  seats: (l, n) => `한 판의 플레이어는 최대 ${n(l.seats)}명입니다.`,
  id: (l, n) => `패 코드가 너무 깁니다(최대 ${n(l.id)}자).`,
  deck: (l, n) => `쌓은 패는 최대 ${n(l.deck)}장입니다.`,
  options: (l, n) => `이 설정은 너무 커서 저장할 수 없습니다(${n(l.options)}자 초과).`,
  events: (l, n) => `이 판의 기록은 너무 커서 저장할 수 없습니다(${n(l.events)}자 초과).`,
  record: () => '그대로는 다시 읽을 수 없어 저장하지 못했습니다.',
  nothingLost: '이미 저장된 것은 잃지 않습니다.',
} satisfies LimitWords;
