import { useEffect, useState } from 'preact/hooks';
import * as v from 'valibot';
import { replayLog, type LoggedMove } from '../../engine/match.ts';
import { catalogEntry } from '../../games/catalog.ts';
import { IllegalMoveError } from '../../engine/types.ts';
import { renderRefusal } from '../../engine/refusals.ts';
import { AppSettingsSchema, type MatchRecord } from '../../store/records.ts';
import { applyImport, lastBackupMark, planImport, type StreamPlan } from '../../store/backup-stream.ts';
import { getStore, reportError, settings, updateSettings, type Settings, type Speed, type Theme } from '../state.ts';
import { Page, relativeTime, TopBar } from '../ui.tsx';
import { InstallSection } from '../InstallCard.tsx';
import { StorageSection } from '../StorageSection.tsx';
import { backUpNow, backupJob, runJob } from '../backup.ts';
import { BackupProgress } from '../BackupProgress.tsx';
import { lastBackup } from '../storage.ts';
import type { BackupEvery } from '../storageRule.ts';
import { BACKUP_WORDS } from '../storage.words.ts';
import { lang, setLanguage, words } from '../../i18n/current.ts';
import { LANG_NAMES, LANGS } from '../../i18n/lang.ts';
import { appWords } from '../app.words.ts';

export function SettingsScreen() {
  const s = settings.value;
  const aw = words(appWords);
  const [importMsg, setImportMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [plan, setPlan] = useState<StreamPlan | null>(null);
  // The file being previewed, to plan it again when the player asks for deleted games back.
  const [importing, setImporting] = useState<File | null>(null);
  const [restoreDeleted, setRestoreDeleted] = useState(false);
  const [canUndo, setCanUndo] = useState(false);
  const [hasMark, setHasMark] = useState(false);
  const busy = backupJob.value !== null;

  useEffect(() => {
    void getStore().then(async (st) => {
      setCanUndo(!!(await st?.lastImport().catch(() => undefined)));
      setHasMark(!!st && (await lastBackupMark(st)) !== null);
    });
  }, []);

  const failed = (e: unknown) =>
    setImportMsg({
      ok: false,
      text:
        e instanceof Error && e.name === 'BackupCancelled'
          ? BACKUP_WORDS.importCancelled
          : e instanceof Error
            ? e.message
            : String(e),
    });

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setImportMsg(null);
    setPlan(null);
    const store = await getStore();
    if (!store)
      return setImportMsg({
        ok: false,
        text: 'Saving is not available on this device, so a backup cannot be imported.',
      });
    setImporting(file);
    setRestoreDeleted(false);
    try {
      const p = await runJob(BACKUP_WORDS.checking, (signal, onProgress) =>
        planImport(store, file, { check: checkReplay, signal, onProgress }),
      );
      if (p) setPlan(p);
    } catch (e) {
      failed(e);
    }
  };

  /** Plan the same file again, bringing back (or not) what was deleted on this phone (issue 32 §3). */
  const replan = async (restore: boolean) => {
    const store = await getStore();
    if (!store || importing === null) return;
    setRestoreDeleted(restore);
    try {
      const p = await runJob(BACKUP_WORDS.checking, (signal, onProgress) =>
        planImport(store, importing, { check: checkReplay, signal, onProgress, restoreDeleted: restore }),
      );
      if (p) setPlan(p);
    } catch (e) {
      failed(e);
      setPlan(null);
    }
  };

  const backUp = async (kind: 'full' | 'changes') => {
    if (await backUpNow(kind)) setHasMark(true);
  };

  const confirmImport = async () => {
    if (!plan) return;
    const store = await getStore();
    if (!store) return;
    try {
      const r = await runJob(BACKUP_WORDS.importing, (signal, onProgress) =>
        applyImport(store, plan, { signal, onProgress, now: Date.now() }),
      );
      if (!r) return;
      const app = plan.settings ? v.safeParse(AppSettingsSchema, plan.settings) : null;
      if (app?.success) await updateSettings(app.output as Partial<Settings>);
      const damaged = plan.damaged.length
        ? ` ${plan.damaged.length} damaged record${plan.damaged.length === 1 ? ' was' : 's were'} skipped: ${plan.damaged.slice(0, 3).join('; ')}${plan.damaged.length > 3 ? '; …' : ''}.`
        : '';
      setImportMsg({
        ok: true,
        text: `Imported: ${r.sheets} score sheet${r.sheets === 1 ? '' : 's'} and ${r.matches} game${r.matches === 1 ? '' : 's'} added or brought up to date (${r.moves} moves); ${plan.skip.length} skipped.${damaged} You can undo this import.`,
      });
      setCanUndo(true);
    } catch (e) {
      failed(e);
    }
    setPlan(null);
  };

  const undoImport = async () => {
    const store = await getStore();
    if (!store) return;
    try {
      const r = await store.undoImport();
      setImportMsg({
        ok: true,
        text: `Import undone (${r.undone} put back${r.kept ? `; ${r.kept} changed since and kept as they are` : ''}).`,
      });
      setCanUndo(false);
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <>
      <TopBar title="Settings" back="/" />
      <Page label="Settings">
        <div class="stack">
          <fieldset>
            <legend>{aw.language}</legend>
            <div class="segmented" role="group" aria-label={aw.language}>
              {LANGS.map((l) => (
                <button
                  key={l}
                  type="button"
                  lang={l}
                  aria-pressed={lang.value === l}
                  onClick={() => void updateSettings({ lang: l }).then(() => setLanguage(l))}
                >
                  {LANG_NAMES[l]}
                </button>
              ))}
            </div>
            <p class="hint">{aw.languageHint}</p>
          </fieldset>
          <fieldset>
            <legend>Theme</legend>
            <Segmented<Theme>
              label="Theme"
              value={s.theme}
              options={[
                ['system', 'System'],
                ['light', 'Light'],
                ['dark', 'Dark'],
              ]}
              onChange={(theme) => void updateSettings({ theme })}
            />
          </fieldset>
          <fieldset>
            <legend>Cards</legend>
            <label class="check">
              <input
                type="checkbox"
                checked={s.labels}
                onChange={(e) => void updateSettings({ labels: (e.target as HTMLInputElement).checked })}
              />
              <span>
                Card labels
                <span class="hint">A small month and class (or suit and symbol) in the corner of each card.</span>
              </span>
            </label>
            <label class="check">
              <input
                type="checkbox"
                checked={s.hints}
                onChange={(e) => void updateSettings({ hints: (e.target as HTMLInputElement).checked })}
              />
              <span>
                Match hints
                <span class="hint">Light up the cards a selected card can take.</span>
              </span>
            </label>
          </fieldset>
          <fieldset>
            <legend>Animation speed</legend>
            <Segmented<Speed>
              label="Animation speed"
              value={s.speed}
              options={[
                ['off', 'Off'],
                ['fast', 'Fast'],
                ['normal', 'Normal'],
                ['slow', 'Slow'],
              ]}
              onChange={(speed) => void updateSettings({ speed })}
            />
            <p class="small muted">Your device's “reduce motion” setting always turns animations off.</p>
          </fieldset>
          <fieldset>
            <legend>Bots</legend>
            <Segmented<string>
              label="Hard bot thinking time"
              value={String(s.botMs)}
              options={[
                ['400', 'Quick'],
                ['800', 'Normal'],
                ['2000', 'Long'],
              ]}
              onChange={(ms) => void updateSettings({ botMs: Number(ms) })}
            />
            <p class="small muted">
              How long a Hard bot (and a hint) may think per move: about half a second, one second or two on a phone.
              Longer plays a little stronger.
            </p>
            <label class="check">
              <input
                type="checkbox"
                checked={s.botHint}
                onChange={(e) => void updateSettings({ botHint: (e.target as HTMLInputElement).checked })}
              />
              <span>
                Hint button
                <span class="hint">
                  A “Hint” button at the table shows what a Hard bot would play in your place. It looks only at what you
                  can see.
                </span>
              </span>
            </label>
          </fieldset>
          <fieldset>
            <legend>Backup</legend>
            <p class="small muted" style={{ marginTop: 0 }}>
              Everything stays on this phone. Save a backup file to move it or keep it safe.{' '}
              <span data-testid="last-backup">
                {BACKUP_WORDS.last(lastBackup.value === null ? null : relativeTime(lastBackup.value))}
              </span>
            </p>
            <div class="stack">
              <button type="button" class="btn" disabled={busy} onClick={() => void backUp('full')}>
                {BACKUP_WORDS.exportButton}
              </button>
              <button
                type="button"
                class="btn"
                disabled={busy || !hasMark}
                aria-describedby="changes-hint"
                onClick={() => void backUp('changes')}
              >
                {BACKUP_WORDS.changesButton}
              </button>
              <p class="small muted" id="changes-hint" style={{ margin: 0 }}>
                {hasMark ? BACKUP_WORDS.changesHint : BACKUP_WORDS.noMark}
              </p>
              <label class="btn" style={{ position: 'relative' }}>
                Import backup…
                <input
                  type="file"
                  accept=".gz,.jsonl,.json,application/gzip,application/x-gzip,application/json"
                  aria-label="Import backup file"
                  disabled={busy}
                  style={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer' }}
                  onChange={(e) => {
                    const input = e.target as HTMLInputElement;
                    void importFile(input.files?.[0]).finally(() => (input.value = ''));
                  }}
                />
              </label>
              <BackupProgress />
              {plan && (
                <ImportPreview
                  plan={plan}
                  busy={busy}
                  restoreDeleted={restoreDeleted}
                  onRestoreDeleted={(on) => void replan(on)}
                  onImport={() => void confirmImport()}
                  onCancel={() => setPlan(null)}
                />
              )}
              {canUndo && !plan && (
                <button type="button" class="btn" onClick={() => void undoImport()}>
                  Undo the last import
                </button>
              )}
              {importMsg && (
                <p role={importMsg.ok ? 'status' : 'alert'} class="notice" data-testid="import-result">
                  {importMsg.text}
                </p>
              )}
            </div>
            <p class="small" style={{ marginBottom: 4 }}>
              {BACKUP_WORDS.reminderLabel}
            </p>
            <Segmented<string>
              label={BACKUP_WORDS.reminderLabel}
              value={String(s.backupEvery)}
              options={BACKUP_WORDS.reminderOptions}
              onChange={(n) => void updateSettings({ backupEvery: Number(n) as BackupEvery })}
            />
            <p class="small muted">{BACKUP_WORDS.reminderHint}</p>
          </fieldset>
          <InstallSection />
          <StorageSection />
          <p class="small muted">Carriage {__APP_VERSION__}. No account, no tracking: nothing leaves this device.</p>
        </div>
      </Page>
    </>
  );
}

function Segmented<T extends string>(p: { label: string; value: T; options: [T, string][]; onChange: (v: T) => void }) {
  return (
    <div class="segmented" role="group" aria-label={p.label}>
      {p.options.map(([v, text]) => (
        <button key={v} type="button" aria-pressed={p.value === v} onClick={() => p.onChange(v)}>
          {text}
        </button>
      ))}
    </div>
  );
}

/** Replays an imported game's moves through its engine before the import accepts it (each game's module loads lazily, as for its table). */
async function checkReplay(match: MatchRecord, moves: LoggedMove[]): Promise<string | null> {
  const load = catalogEntry(match.gameId)?.load;
  if (!load) return `its game (${match.gameId.slice(0, 40)}) is not one this version knows`;
  const { game } = await load();
  try {
    const r = replayLog(game, match, moves);
    return r.error ? r.error.message : null;
  } catch (e) {
    const why =
      e instanceof IllegalMoveError
        ? renderRefusal(e.code, e.data, { names: match.seats.map((x) => x.name), title: game.title })
        : e instanceof Error
          ? e.message
          : String(e);
    return `it cannot be set up (${why})`;
  }
}

/** The first entries of a long list, then how many more. */
const SHOWN = 30;
function Capped({ items, line }: { items: string[]; line: (x: string) => string }) {
  return (
    <>
      {items.slice(0, SHOWN).map((x, i) => (
        <li key={`${i}`}>{line(x)}</li>
      ))}
      {items.length > SHOWN && <li>… and {items.length - SHOWN} more</li>}
    </>
  );
}

function ImportPreview({
  plan,
  busy,
  restoreDeleted,
  onRestoreDeleted,
  onImport,
  onCancel,
}: {
  plan: StreamPlan;
  busy: boolean;
  restoreDeleted: boolean;
  onRestoreDeleted: (on: boolean) => void;
  onImport: () => void;
  onCancel: () => void;
}) {
  const line = (i: StreamPlan['add'][number]) => `${i.kind === 'game' ? 'Game' : 'Sheet'} “${i.title}”: ${i.reason}`;
  const nothing = plan.add.length + plan.update.length === 0;
  const deleted = plan.skip.filter((i) => i.deleted).length;
  return (
    <section class="notice" aria-label="What this import would do" data-testid="import-preview">
      <p style={{ marginTop: 0 }}>
        <strong>
          This backup would add {plan.add.length}, update {plan.update.length} and skip {plan.skip.length}.
        </strong>{' '}
        Nothing newer on this phone is replaced.
        {plan.kind === 'changes' && ' It holds what changed since an earlier backup.'}
      </p>
      {plan.damaged.length > 0 && (
        <p data-testid="import-damaged">
          {plan.damaged.length} damaged record{plan.damaged.length === 1 ? ' is' : 's are'} left out; everything else
          can be imported:
        </p>
      )}
      <ul class="small">
        <Capped items={plan.damaged} line={(x) => `Damaged, skipped — ${x}`} />
        <Capped items={plan.add.map(line)} line={(x) => `Add — ${x}`} />
        <Capped items={plan.update.map(line)} line={(x) => `Update — ${x}`} />
        <Capped items={plan.skip.map(line)} line={(x) => `Skip — ${x}`} />
      </ul>
      {(deleted > 0 || restoreDeleted) && (
        <label class="check">
          <input
            type="checkbox"
            checked={restoreDeleted}
            disabled={busy}
            onChange={(e) => onRestoreDeleted((e.target as HTMLInputElement).checked)}
          />
          <span>
            Also bring back what was deleted on this phone
            <span class="hint">
              {restoreDeleted
                ? 'Games and sheets deleted here are added again from this backup.'
                : `${deleted} in this backup ${deleted === 1 ? 'was' : 'were'} deleted on this phone and will stay deleted.`}
            </span>
          </span>
        </label>
      )}
      <div class="grid2">
        <button type="button" class="btn" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" class="btn primary" disabled={busy} onClick={onImport}>
          {nothing ? 'Import settings only' : 'Import'}
        </button>
      </div>
    </section>
  );
}
