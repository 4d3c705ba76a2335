import { useEffect } from 'preact/hooks';
import { dismissToast, toasts } from './state.ts';
import { words } from '../i18n/current.ts';
import { shellWords } from './shell.words.ts';

/** Toasts: polite live region; errors are announced assertively. */
export function Toasts() {
  // The app-wide guard for unsaved writes starts with the shell (Toasts is always mounted), its
  // code loaded just after the first paint (it is not needed to draw Home).
  useEffect(() => {
    void Promise.all([import('./match/durability.ts'), import('./match/open.ts')]).then(([d, o]) =>
      d.startDurability(o.openMatches),
    );
  }, []);
  return (
    <div class="toasts">
      <div role="status" aria-live="polite" class="stack" style={{ width: '100%', alignItems: 'center' }}>
        {toasts.value
          .filter((t) => t.kind === 'info')
          .map((t) => (
            <ToastView key={t.id} t={t} />
          ))}
      </div>
      <div role="alert" class="stack" style={{ width: '100%', alignItems: 'center' }}>
        {toasts.value
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <ToastView key={t.id} t={t} />
          ))}
      </div>
    </div>
  );
}

function ToastView({ t }: { t: (typeof toasts.value)[number] }) {
  return (
    <div class={`toast ${t.kind}`}>
      <span class="msg">{t.message}</span>
      {t.action && (
        <button
          type="button"
          class="btn"
          onClick={() => {
            dismissToast(t.id);
            t.action!.run();
          }}
        >
          {t.action.label}
        </button>
      )}
      <button type="button" class="icon-btn" aria-label={words(shellWords).dismiss} onClick={() => dismissToast(t.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
