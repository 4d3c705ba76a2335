/** Home's notice when the store could not be opened (a lazy part: its words load only then). */
import { words } from '../i18n/current.ts';
import { failureWords, joinSentences, storageText } from './failure.words.ts';

export function StorageProblem({ error }: { error: unknown }) {
  return (
    <p class="notice" role="alert">
      {joinSentences(storageText(error), words(failureWords).keptUntilClose)}
    </p>
  );
}
