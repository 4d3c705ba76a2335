import type { ShellWords } from './shell.words.ts';

export default {
  back: '뒤로',
  dismiss: '닫기',
  justNow: '방금',
  minAgo: (n) => `${n}분 전`,
  hAgo: (n) => `${n}시간 전`,
  offlineReady: '오프라인에서 쓸 수 있습니다',
  updateAvailable: '새 버전이 있습니다',
  reload: '다시 불러오기',
} satisfies ShellWords;
