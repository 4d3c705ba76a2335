/**
 * Settings' Storage section (issue 26 §2): what this browser does with saved games, in plain
 * words, and a button only where it does something — asking the browser to keep them, where it
 * can be asked and has not answered. The branches are `storageRule.ts`'s; the words `storage.words.ts`'s.
 */
import { useEffect, useState } from 'preact/hooks';
import { readFacts, refreshPersisted, requestPersistence } from './storage.ts';
import { storageAdvice } from './storageRule.ts';
import { lang, words } from '../i18n/current.ts';
import { storageWords } from './storage.words.ts';

export function StorageSection() {
  const [used, setUsed] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const advice = storageAdvice(readFacts());
  const W = words(storageWords).storage;

  useEffect(() => {
    void refreshPersisted();
    if (typeof navigator.storage?.estimate !== 'function') return;
    navigator.storage
      .estimate()
      .then((est) => setUsed(est.usage ?? 0))
      .catch(() => undefined);
  }, []);

  const ask = async () => {
    setAsking(true);
    await requestPersistence(true);
    setAsking(false);
  };

  const line =
    advice.persistence === 'kept'
      ? W.kept
      : advice.persistence === 'refused'
        ? W.refused
        : advice.persistence === 'unavailable'
          ? W.unavailable
          : W.ask;
  return (
    <fieldset>
      <legend>{W.legend}</legend>
      <p
        class="small"
        data-testid="storage-state"
        data-state={advice.persistence}
        role="status"
        style={{ marginTop: 0 }}
      >
        {line}
      </p>
      {advice.sevenDays && (
        <p class="small" data-testid="storage-seven-days">
          {W.sevenDays}
        </p>
      )}
      <p class="small muted" data-testid="storage-used">
        {[
          advice.estimate ? (used === null ? '' : W.used((used / 1e6).toFixed(1))) : W.noEstimate,
          advice.backupAdvice ? W.backupAdvice : '',
        ]
          .filter(Boolean)
          .join(lang.value === 'ja' ? '' : ' ')}
      </p>
      {advice.persistence === 'ask' && (
        <button type="button" class="btn" disabled={asking} onClick={() => void ask()}>
          {W.askButton}
        </button>
      )}
    </fieldset>
  );
}
