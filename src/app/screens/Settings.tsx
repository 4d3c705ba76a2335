import { useEffect, useState } from 'preact/hooks';
import { getStore, reportError, settings, toast, updateSettings, type Speed, type Theme } from '../state.ts';
import { download, Page, TopBar } from '../ui.tsx';
import { InstallSection } from '../InstallCard.tsx';

export function SettingsScreen() {
  const s = settings.value;
  const [storage, setStorage] = useState<string>('');
  const [importMsg, setImportMsg] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    void (async () => {
      if (!navigator.storage?.estimate) return;
      const est = await navigator.storage.estimate();
      const persisted = (await navigator.storage.persisted?.()) ?? false;
      const mb = ((est.usage ?? 0) / 1e6).toFixed(1);
      setStorage(`${mb} MB used${persisted ? ', kept safe from automatic clean-up' : ''}.`);
    })();
  }, []);

  const exportAll = async () => {
    const store = await getStore();
    if (!store) return toast('Nothing is saved on this device, so there is nothing to back up.', { kind: 'error' });
    try {
      const data = await store.exportBackup(new Date());
      const day = new Date().toISOString().slice(0, 10);
      download(`carriage-backup-${day}.json`, JSON.stringify(data), 'application/json');
      toast(`Backup ready: ${data.sheets.length} sheets, ${data.matches.length} games.`);
    } catch (e) {
      reportError(e);
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setImportMsg(null);
    const store = await getStore();
    if (!store) return setImportMsg({ ok: false, text: 'Saving is not available on this device, so a backup cannot be imported.' });
    try {
      const text = await file.text();
      const r = await store.importBackup(text);
      setImportMsg({ ok: true, text: `Imported ${r.sheets} score sheets and ${r.matches} games (${r.moves} moves).` });
    } catch (e) {
      setImportMsg({ ok: false, text: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <>
      <TopBar title="Settings" back="/" />
      <Page label="Settings">
        <div class="stack">
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
              <input type="checkbox" checked={s.labels} onChange={(e) => void updateSettings({ labels: (e.target as HTMLInputElement).checked })} />
              <span>
                Card labels
                <span class="hint">A small month and class (or suit and symbol) in the corner of each card.</span>
              </span>
            </label>
            <label class="check">
              <input type="checkbox" checked={s.hints} onChange={(e) => void updateSettings({ hints: (e.target as HTMLInputElement).checked })} />
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
            <legend>Backup</legend>
            <p class="small muted" style={{ marginTop: 0 }}>
              Everything stays on this phone. Save a backup file to move it or keep it safe. {storage}
            </p>
            <div class="stack">
              <button class="btn" onClick={() => void exportAll()}>
                Export backup (JSON)
              </button>
              <label class="btn" style={{ position: 'relative' }}>
                Import backup…
                <input
                  type="file"
                  accept="application/json,.json"
                  aria-label="Import backup file"
                  style={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer' }}
                  onChange={(e) => {
                    const input = e.target as HTMLInputElement;
                    void importFile(input.files?.[0]).finally(() => (input.value = ''));
                  }}
                />
              </label>
              {importMsg && (
                <p role={importMsg.ok ? 'status' : 'alert'} class="notice" data-testid="import-result">
                  {importMsg.text}
                </p>
              )}
            </div>
          </fieldset>
          <InstallSection />
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
