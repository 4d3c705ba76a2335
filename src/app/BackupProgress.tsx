/**
 * The backup job under way (`backupJob`): a progress bar and a Cancel button, shown once the job
 * has run for a second (a quick one never flashes on screen).
 */
import { useEffect, useState } from 'preact/hooks';
import { backupJob } from './backup.ts';
import { words } from '../i18n/current.ts';
import { storageWords } from './storage.words.ts';

export function BackupProgress() {
  const job = backupJob.value;
  const [shown, setShown] = useState<number | null>(null);
  const id = job?.id ?? null;
  useEffect(() => {
    if (id === null) return;
    const t = setTimeout(() => setShown(id), 1000);
    return () => clearTimeout(t);
  }, [id]);
  if (!job || shown !== job.id) return null;
  const pct = job.total > 0 ? Math.min(100, Math.floor((job.done / job.total) * 100)) : 0;
  return (
    <div class="notice backup-progress" data-testid="backup-progress">
      <p style={{ marginTop: 0 }} aria-hidden="true">
        {job.label} {pct} %
      </p>
      <div
        class="progress"
        role="progressbar"
        aria-label={job.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div style={{ width: `${pct}%` }} />
      </div>
      <button type="button" class="btn" onClick={() => job.cancel()}>
        {words(storageWords).backup.cancel}
      </button>
    </div>
  );
}
