/**
 * "Back up now": the one backup download, for Settings' "Export backup" and the Home notices'
 * "Back up now" alike. Every game and score sheet as one JSON file; the reminder starts counting
 * again once it is made.
 */
import { getStore, reportError, toast } from './state.ts';
import { noteBackup } from './storage.ts';
import { download } from './ui.tsx';
import { BACKUP_WORDS } from './storage.words.ts';

/** Offer the backup file; true when it was made. */
export async function backUpNow(): Promise<boolean> {
  const store = await getStore();
  if (!store) {
    toast(BACKUP_WORDS.nothingSaved, { kind: 'error' });
    return false;
  }
  try {
    const now = new Date();
    const data = await store.exportBackup(now);
    download(BACKUP_WORDS.fileName(now), JSON.stringify(data), 'application/json');
    noteBackup(data.matches, now.getTime());
    toast(BACKUP_WORDS.ready(data.sheets.length, data.matches.length));
    return true;
  } catch (e) {
    reportError(e);
    return false;
  }
}
