/**
 * The store of every game played to its end at its largest seat count (test/helpers/seeded.ts),
 * made once per worker and only when a test asks for it: playing the twelve matches takes about
 * five seconds, which a module-level call paid again in every file that imports it and once more
 * in Playwright's main process, only to list the tests.
 */
import { LARGEST, seededBackup } from '../test/helpers/seeded.ts';

let largest: ReturnType<typeof seededBackup> | undefined;

/** `seededBackup(LARGEST)`, played on first use and shared by the worker's tests. */
export function largestBackup(): ReturnType<typeof seededBackup> {
  largest ??= seededBackup(LARGEST);
  return largest;
}
