/**
 * The score pad's round calculators keep their rules in the app's storage: a sheet kept by a
 * match scores with that match's options; a sheet of its own remembers the rules chosen for it
 * in the settings (backed up with them).
 */
import type { SheetRules } from '../games/calc/types.ts';
import type { ScoreSheet } from '../store/records.ts';
import { getStore } from './state.ts';

/** The settings key under which a sheet's chosen rules are kept. */
const rulesKey = (sheetId: string) => `calc-rules:${sheetId}`;

export function sheetRules(sheet: Pick<ScoreSheet, 'id' | 'matchId'>): SheetRules {
  return {
    async load() {
      const store = await getStore();
      if (!store) return undefined;
      if (sheet.matchId) {
        const m = await store.loadMatch(sheet.matchId);
        if (m) return { options: m.match.options, fixed: true };
      }
      const saved: unknown = (await store.getSettings())[rulesKey(sheet.id)];
      return saved && typeof saved === 'object' ? { options: saved, fixed: false } : undefined;
    },
    save(options) {
      void getStore()
        .then((s) => s?.setSetting(rulesKey(sheet.id), options))
        .catch(() => undefined);
    },
  };
}
