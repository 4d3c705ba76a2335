/**
 * Korean particles that follow a word (조사): 을/를, 이/가, 은/는, 와/과 and (으)로 change with
 * whether the word's last syllable ends in a consonant (받침). Names and card names vary, so the
 * words modules pick the particle from the word. A word that does not end in Hangul (a name in
 * Latin letters, a number) gets both forms, as Korean writing does: "Ann을(를)".
 */
type Pair = '을/를' | '이/가' | '은/는' | '와/과' | '으로/로';

/** The final consonant of the last Hangul syllable: 0 none, else its index (8 is ㄹ); null if not Hangul. */
function finalConsonant(word: string): number | null {
  const last = word.trim().replace(/[)）\]」』]+$/, '');
  const code = last.charCodeAt(last.length - 1);
  if (!(code >= 0xac00 && code <= 0xd7a3)) return null;
  return (code - 0xac00) % 28;
}

/** `word` followed by the right particle of `pair`. */
export function josa(word: string, pair: Pair): string {
  const f = finalConsonant(word);
  const [withFinal, without] = pair.split('/') as [string, string];
  if (f === null) return pair === '으로/로' ? `${word}(으)로` : `${word}${withFinal}(${without})`;
  if (pair === '으로/로') return `${word}${f === 0 || f === 8 ? '로' : '으로'}`;
  return `${word}${f === 0 ? without : withFinal}`;
}
