import type { RoundLabelWords } from './roundLabel.words.ts';

export default {
  month: (m) => `${m}月`,
  round: (n) => `第${n}局`,
  hand: (n) => `第${n}ハンド`,
  // Teams are numbered, not lettered, on a Japanese screen (docs/glossary/career-poker.md).
  team: (letter) => `チーム${/^[A-Z]$/.test(letter) ? letter.charCodeAt(0) - 64 : letter}`,
} satisfies RoundLabelWords;
