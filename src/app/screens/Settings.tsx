import type { ComponentChildren } from 'preact';
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
import { storageWords } from '../storage.words.ts';
import { settingsWords } from './settings.words.ts';
import { lang, setLanguage, words } from '../../i18n/current.ts';
import { LANG_NAMES, LANGS } from '../../i18n/lang.ts';
import { appWords } from '../app.words.ts';

export function SettingsScreen() {
  const s = settings.value;
  const aw = words(appWords);
  const w = words(settingsWords);
  const BACKUP_WORDS = words(storageWords).backup;
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
          ? words(storageWords).backup.importCancelled
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
        text: w.noStore,
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
      const ww = words(settingsWords);
      const damaged = plan.damaged.length
        ? ww.damagedSkipped(
            plan.damaged.length,
            `${plan.damaged.slice(0, 3).join('; ')}${plan.damaged.length > 3 ? '; …' : ''}`,
          )
        : '';
      setImportMsg({
        ok: true,
        text: sentences([ww.imported(r.sheets, r.matches, r.moves, plan.skip.length), damaged, ww.canUndo]),
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
      // The statistics' cache is recomputed: the records put back keep their older `updatedAt` (issue 29).
      await store.withDb((db) => db.clear('summaries'));
      setImportMsg({
        ok: true,
        text: words(settingsWords).undone(r.undone, r.kept),
      });
      setCanUndo(false);
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <>
      <TopBar title={w.title} back="/" />
      <Page label={w.title}>
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
            <legend>{w.theme}</legend>
            <Segmented<Theme>
              label={w.theme}
              value={s.theme}
              options={[
                ['system', w.themes.system],
                ['light', w.themes.light],
                ['dark', w.themes.dark],
              ]}
              onChange={(theme) => void updateSettings({ theme })}
            />
          </fieldset>
          <fieldset>
            <legend>{w.cards}</legend>
            <label class="check">
              <input
                type="checkbox"
                checked={s.labels}
                onChange={(e) => void updateSettings({ labels: (e.target as HTMLInputElement).checked })}
              />
              <span>
                {w.labels}
                <span class="hint">{w.labelsHint}</span>
              </span>
            </label>
            <label class="check">
              <input
                type="checkbox"
                checked={s.hints}
                onChange={(e) => void updateSettings({ hints: (e.target as HTMLInputElement).checked })}
              />
              <span>
                {w.hints}
                <span class="hint">{w.hintsHint}</span>
              </span>
            </label>
          </fieldset>
          <fieldset>
            <legend>{w.speed}</legend>
            <Segmented<Speed>
              label={w.speed}
              value={s.speed}
              options={[
                ['off', w.speeds.off],
                ['fast', w.speeds.fast],
                ['normal', w.speeds.normal],
                ['slow', w.speeds.slow],
              ]}
              onChange={(speed) => void updateSettings({ speed })}
            />
            <p class="small muted">{w.reduceMotion}</p>
          </fieldset>
          <fieldset>
            <legend>{w.bots}</legend>
            <Segmented<string>
              label={w.thinking}
              value={s.botMs < 750 ? '500' : s.botMs < 1500 ? '1000' : '2000'}
              options={[
                ['500', w.thinkings.quick],
                ['1000', w.thinkings.normal],
                ['2000', w.thinkings.long],
              ]}
              onChange={(ms) => void updateSettings({ botMs: Number(ms) })}
            />
            <p class="small muted">{w.thinkingHint}</p>
            <label class="check">
              <input
                type="checkbox"
                checked={s.botHint}
                onChange={(e) => void updateSettings({ botHint: (e.target as HTMLInputElement).checked })}
              />
              <span>
                {w.hintButton}
                <span class="hint">{w.hintButtonHint}</span>
              </span>
            </label>
          </fieldset>
          <fieldset>
            <legend>{w.backup}</legend>
            <p class="small muted" style={{ marginTop: 0 }}>
              {w.backupIntro}
              {lang.value === 'ja' ? '' : ' '}
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
                {w.importButton}
                <input
                  type="file"
                  accept=".gz,.jsonl,.json,application/gzip,application/x-gzip,application/json"
                  aria-label={w.importFile}
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
                  {w.undo}
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
              options={[
                ['0', BACKUP_WORDS.off],
                ['5', '5'],
                ['10', '10'],
                ['20', '20'],
              ]}
              onChange={(n) => void updateSettings({ backupEvery: Number(n) as BackupEvery })}
            />
            <p class="small muted">{BACKUP_WORDS.reminderHint}</p>
          </fieldset>
          <InstallSection />
          <StorageSection />
          <p class="small muted">{w.about(__APP_VERSION__)}</p>
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
  const w = words(settingsWords);
  if (!load) return w.unknownGame(match.gameId.slice(0, 40));
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
    return w.cannotSetUp(why);
  }
}

/** Sentences as the language joins them (no space in Japanese); empty ones left out. */
function sentences(parts: string[]): string {
  return parts.filter(Boolean).join(lang.value === 'ja' ? '' : ' ');
}

/** The first entries of a long list, then how many more. */
const SHOWN = 30;
function Capped<T>({ items, line }: { items: T[]; line: (x: T) => ComponentChildren }) {
  const w = words(settingsWords);
  return (
    <>
      {items.slice(0, SHOWN).map((x, i) => (
        <li key={`${i}`}>{line(x)}</li>
      ))}
      {items.length > SHOWN && <li>{w.andMore(items.length - SHOWN)}</li>}
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
  const w = words(settingsWords);
  // The store words each item's reason and each damaged record in English (src/store/backup-stream.ts):
  // marked as English on a Japanese or Korean screen.
  const en = lang.value === 'en' ? undefined : 'en';
  const line = (head: string) => (i: StreamPlan['add'][number]) => (
    <>
      {head}
      {w.item(w.kinds[i.kind === 'game' ? 'game' : 'sheet'], i.title)}
      <span lang={en}>{i.reason}</span>
    </>
  );
  const nothing = plan.add.length + plan.update.length === 0;
  const deleted = plan.skip.filter((i) => i.deleted).length;
  return (
    <section class="notice" aria-label={w.previewLabel} data-testid="import-preview">
      <p style={{ marginTop: 0 }}>
        <strong>{w.wouldDo(plan.add.length, plan.update.length, plan.skip.length)}</strong>
        {lang.value === 'ja' ? '' : ' '}
        {w.nothingReplaced}
        {plan.kind === 'changes' && (lang.value === 'ja' ? '' : ' ') + w.changesOnly}
      </p>
      {plan.damaged.length > 0 && <p data-testid="import-damaged">{w.damagedLeftOut(plan.damaged.length)}</p>}
      <ul class="small">
        <Capped
          items={plan.damaged}
          line={(x) => (
            <>
              {w.lists.damaged}
              <span lang={en}>{x}</span>
            </>
          )}
        />
        <Capped items={plan.add} line={line(w.lists.add)} />
        <Capped items={plan.update} line={line(w.lists.update)} />
        <Capped items={plan.skip} line={line(w.lists.skip)} />
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
            {w.restoreDeleted}
            <span class="hint">{restoreDeleted ? w.restoreOn : w.restoreOff(deleted)}</span>
          </span>
        </label>
      )}
      <div class="grid2">
        <button type="button" class="btn" disabled={busy} onClick={onCancel}>
          {w.cancel}
        </button>
        <button type="button" class="btn primary" disabled={busy} onClick={onImport}>
          {nothing ? w.importSettings : w.import}
        </button>
      </div>
    </section>
  );
}
