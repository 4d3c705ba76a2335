import type { AppWords } from './app.words.ts';

export default {
  notFound: '찾을 수 없음',
  nothingHere: '여기에는 아무것도 없습니다.',
  cannotLoad: '이 화면을 불러오지 못했습니다. 앱을 다시 불러와 주세요.',
  language: '언어',
  languageHint: '화면의 글자, 숫자, 날짜 표시입니다. 저장한 게임과 점수표는 어떤 언어에서도 같습니다.',
} satisfies AppWords;
