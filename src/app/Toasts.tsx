import { useEffect } from 'preact/hooks';
import { startDurability } from './match/durability.ts';
import { pendingCount } from './match/pending.ts';
import { openMatches } from './match/open.ts';
import { dismissToast, toasts } from './state.ts';

/** Toasts: polite live region; errors are announced assertively. */
export function Toasts() {
  // The app-wide guard for unsaved writes starts with the shell (Toasts is always mounted).
  useEffect(() => startDurability(openMatches), []);
  void pendingCount.value;
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
      <button type="button" class="icon-btn" aria-label="Dismiss" onClick={() => dismissToast(t.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
