import type { RoundLabelWords } from './roundLabel.words.ts';

export default {
  month: (m) => `${m}월`,
  round: (n) => `${n}판`,
  hand: (n) => `${n}판`,
  // 가팀, 나팀 … (docs/glossary/career-poker.md).
  team: (letter) => `${/^[A-Z]$/.test(letter) ? ('가나다라마바사아'[letter.charCodeAt(0) - 65] ?? letter) : letter}팀`,
} satisfies RoundLabelWords;
