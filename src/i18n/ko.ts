/**
 * Korean particles that follow a word (조사): 을/를, 이/가, 은/는, 과/와 and (으)로 change with
 * whether the word's last syllable ends in a consonant (받침). Names and card names vary, so the
 * words modules pick the particle from the word. A word ending in a number takes the particle of
 * how the number is read ("5를", "3을", "10을"). A word that does not end in Hangul or a number (a
 * name in Latin letters) gets both forms, as Korean writing does: "Ann을(를)".
 */
type Pair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로';

/** How a number ending a word is read (Sino-Korean), for its particle: 5 오, 3 삼, 10 십, 100 백. */
function numberReading(digits: string): string {
  const n = Number(digits);
  if (n % 10 !== 0) return '영일이삼사오육칠팔구'[n % 10]!;
  if (n === 0) return '영';
  if (n % 100 !== 0) return '십';
  if (n % 1000 !== 0) return '백';
  if (n % 10000 !== 0) return '천';
  return '만';
}

/** The final consonant of the last Hangul syllable: 0 none, else its index (8 is ㄹ); null if not Hangul. */
function finalConsonant(word: string): number | null {
  let last = word.trim().replace(/[)）\]」』]+$/, '');
  const digits = /\d+$/.exec(last);
  if (digits) last = numberReading(digits[0]);
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
