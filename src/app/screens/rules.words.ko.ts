import type { RulesWords } from './rules.words.ts';

export default {
  title: '규칙',
  none: '규칙은 게임마다 함께 있습니다.',
  gameRules: (game) => `${game} 규칙`,
  noRules: '이 게임의 규칙은 아직 앱에 없습니다.',
  cannotLoad: '규칙을 불러오지 못했습니다.',
  loading: '불러오는 중…',
  notTranslated: '규칙의 이 부분은 아직 번역되지 않았습니다. 영어로 보여 드립니다.',
  preset: (label) => `이 게임은 ‘${label}’ 규칙을 씁니다.`,
  fullRules: '전체 규칙 읽기',
  guided: '안내를 따라 한 판 하기',
  guidedHelp: '봇과 한 판. 차례마다 어떤 패를 왜 낼지 알려 줍니다.',
  howTo: (game) => `${game} 하는 법`,
} satisfies RulesWords;
