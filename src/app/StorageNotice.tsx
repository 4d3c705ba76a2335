/**
 * The storage notices of Home (issue 26 §2), one at a time, as `homeNotice` of `storageRule.ts`
 * decides: Safari's seven-day rule on iPhone and iPad (with the Home Screen steps), or the backup
 * reminder after N finished games. Both offer "Back up now" — the backup of Settings (`backup.ts`).
 * Loaded only when one is due, so the first visit does not carry it.
 */
import type { MatchRecord } from '../store/records.ts';
import { backUpNow } from './backup.ts';
import { BackupProgress } from './BackupProgress.tsx';
import { dismissInstallHint } from './InstallCard.tsx';
import { dismissSafariNotice, snoozeReminder } from './storage.ts';
import { words } from '../i18n/current.ts';
import { storageWords } from './storage.words.ts';

export interface StorageNoticeProps {
  kind: 'safari' | 'backup';
  /** The saved matches (for "Later": the reminder counts again from the newest). */
  matches: readonly Pick<MatchRecord, 'updatedAt'>[];
  /** Finished games not in a backup. */
  unsaved: number;
  /** No backup was ever made on this phone. */
  never: boolean;
}

export function StorageNotice(p: StorageNoticeProps) {
  return p.kind === 'safari' ? <SafariNotice /> : <BackupReminder {...p} />;
}

function SafariNotice() {
  const W = words(storageWords).safari;
  return (
    <section class="notice storage-notice" aria-labelledby="storage-notice-h" data-testid="safari-notice">
      <h2 id="storage-notice-h">{W.heading}</h2>
      <p>{W.body}</p>
      <p class="small">{W.stepsIntro}</p>
      <ol class="small">
        {W.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p class="small">{W.carryOver}</p>
      <div class="actions">
        <button type="button" class="btn primary" onClick={() => void backUpNow()}>
          {W.backUp}
        </button>
        <button
          type="button"
          class="btn"
          onClick={() => {
            dismissSafariNotice();
            // The Home install hint gives the same steps: one "Got it" is enough.
            dismissInstallHint();
          }}
        >
          {W.dismiss}
        </button>
      </div>
      <BackupProgress />
    </section>
  );
}

function BackupReminder(p: StorageNoticeProps) {
  const W = words(storageWords).reminder;
  return (
    <section class="notice storage-notice" aria-labelledby="storage-notice-h" data-testid="backup-reminder">
      <h2 id="storage-notice-h">{W.heading}</h2>
      <p>{W.body(p.unsaved, p.never)}</p>
      <div class="actions">
        <button type="button" class="btn primary" onClick={() => void backUpNow()}>
          {W.backUp}
        </button>
        <button type="button" class="btn" onClick={() => snoozeReminder(p.matches)}>
          {W.later}
        </button>
      </div>
      <BackupProgress />
      <a class="small more" href="#/settings">
        {W.settings}
      </a>
    </section>
  );
}
