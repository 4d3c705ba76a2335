/**
 * The shell's phrases with data (function leaves, which test/i18n/catalogues.test.ts does not
 * read) in Japanese and Korean: no English words, whatever the numbers (issue 27).
 */
import { describe, expect, it } from 'vitest';
import { failureWords, storageText } from '../../src/app/failure.words.ts';
import { LIMIT_WORDS, limitWords, refusedWords } from '../../src/app/limits.words.ts';
import { homeWords } from '../../src/app/screens/home.words.ts';
import { settingsWords } from '../../src/app/screens/settings.words.ts';
import { shellWords } from '../../src/app/shell.words.ts';
import { storageWords } from '../../src/app/storage.words.ts';
import { lang, ready, words } from '../../src/i18n/current.ts';
import { englishIn } from '../../src/i18n/parity.ts';
import type { LimitCode } from '../../src/store/records.ts';
import { StorageError } from '../../src/store/repo.ts';

const cats = [failureWords, limitWords, homeWords, settingsWords, shellWords, storageWords];

test('English stays as before', () => {
  expect(LIMIT_WORDS.name).toBe("A player's name is too long: at most 64 characters.");
  expect(refusedWords('rounds', 'en')).toBe(
    'This sheet is full: 2,000 rounds at most. Start a new sheet to go on. Nothing already saved is lost.',
  );
  expect(words(storageWords, 'en').backup.ready(1, 2)).toBe('Backup ready: 1 sheet, 2 games.');
});

describe.each(['ja', 'ko'] as const)('%s', (l) => {
  it('every limit, failure and counted phrase is worded without English', async () => {
    await ready(l, cats);
    const out: string[] = [];
    for (const code of Object.keys(LIMIT_WORDS) as LimitCode[]) out.push(refusedWords(code, l));
    const h = words(homeWords, l);
    out.push(h.resume('こいこい', 'あい、민준'), h.deleteGame('고스톱'), h.allUnfinished('4'), h.allUnfinished(''));
    const s = words(settingsWords, l);
    out.push(
      s.imported(1, 2, 30, 4),
      s.damagedSkipped(2, ''),
      s.undone(3, 1),
      s.about('1.0.0'),
      s.wouldDo(1, 2, 3),
      s.damagedLeftOut(1),
      s.item(s.kinds.game, 'こいこい'),
      s.andMore(5),
      s.restoreOff(2),
      s.unknownGame('x'),
      s.cannotSetUp(''),
    );
    const st = words(storageWords, l);
    out.push(
      st.backup.ready(1, 2),
      st.backup.readyChanges(3, 1),
      st.backup.last('5分前'),
      st.backup.last(null),
      st.storage.used('1.2'),
      st.reminder.body(1, true),
      st.reminder.body(12, false),
    );
    const sh = words(shellWords, l);
    out.push(sh.minAgo(5), sh.hAgo(2));
    lang.value = l;
    try {
      out.push(
        storageText(new StorageError('x', new DOMException('full', 'QuotaExceededError'))),
        storageText(new StorageError('x', new Error('boom'))),
        storageText(new StorageError('This saved game cannot be read (bad).', undefined, 'matchUnreadable')),
        storageText(new DOMException('gone', 'VersionError')),
      );
    } finally {
      lang.value = 'en';
    }
    expect(out.filter((t) => englishIn(t).length)).toEqual([]);
  });
});
