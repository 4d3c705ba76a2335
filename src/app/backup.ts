/**
 * "Back up now": the backup download, for Settings' "Export backup" and "Back up what changed
 * since the last backup", and the Home notices' "Back up now". The work (`store/backup-stream.ts`,
 * format version 2) loads only when a backup is made, and runs as one job at a time with its
 * progress in `backupJob` (shown with a Cancel button by `BackupProgress`). The reminder starts
 * counting again once a backup is made.
 */
import { signal } from '@preact/signals';
import { getStore, reportError, toast } from './state.ts';
import { noteBackup } from './storage.ts';
import { download } from './ui.tsx';
import { words } from '../i18n/current.ts';
import { storageWords } from './storage.words.ts';

/** The backup file's name (the same in every language). */
function fileName(d: Date, kind: 'full' | 'changes'): string {
  return kind === 'full'
    ? `carriage-backup-${d.toISOString().slice(0, 10)}.jsonl.gz`
    : `carriage-changes-${d.toISOString().slice(0, 16).replace(':', '')}.jsonl.gz`;
}

export interface BackupJob {
  id: number;
  label: string;
  done: number;
  total: number;
  cancel: () => void;
}

/** The backup export or import under way, if any. */
export const backupJob = signal<BackupJob | null>(null);
let jobs = 0;

/** Run one backup job with progress and cancel; refuses (undefined) while another runs. */
export async function runJob<T>(
  label: string,
  work: (signal: AbortSignal, progress: (p: { done: number; total: number }) => void) => Promise<T>,
): Promise<T | undefined> {
  if (backupJob.value) {
    toast(words(storageWords).backup.busy, { kind: 'error' });
    return undefined;
  }
  const ctl = new AbortController();
  const job: BackupJob = { id: ++jobs, label, done: 0, total: 1, cancel: () => ctl.abort() };
  backupJob.value = job;
  try {
    return await work(ctl.signal, (p) => {
      if (backupJob.value?.id === job.id) backupJob.value = { ...job, done: p.done, total: p.total };
    });
  } finally {
    backupJob.value = null;
  }
}

const cancelled = (e: unknown) => e instanceof Error && e.name === 'BackupCancelled';

/** Offer the backup file (everything, or what changed since the last backup); true when it was made. */
export async function backUpNow(kind: 'full' | 'changes' = 'full'): Promise<boolean> {
  const store = await getStore();
  const BACKUP_WORDS = words(storageWords).backup;
  if (!store) {
    toast(BACKUP_WORDS.nothingSaved, { kind: 'error' });
    return false;
  }
  try {
    const made = await runJob(BACKUP_WORDS.making, async (signal, onProgress) => {
      const s = await import('../store/backup-stream.ts');
      const now = new Date();
      const since = kind === 'changes' ? await s.lastBackupMark(store) : null;
      if (kind === 'changes' && since === null) {
        toast(BACKUP_WORDS.noMark, { kind: 'error' });
        return false;
      }
      const r = await s.exportBackup(store, { now, signal, onProgress, ...(since === null ? {} : { since }) });
      download(fileName(now, kind), r.blob, 'application/gzip');
      await s.markBackup(store, r.at);
      noteBackup([{ updatedAt: r.newest }], now.getTime());
      toast(
        kind === 'full'
          ? BACKUP_WORDS.ready(r.count.sheets, r.count.matches)
          : BACKUP_WORDS.readyChanges(r.count.sheets, r.count.matches),
      );
      return true;
    });
    return made === true;
  } catch (e) {
    if (cancelled(e)) toast(BACKUP_WORDS.cancelled);
    else reportError(e);
    return false;
  }
}
