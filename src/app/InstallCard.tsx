/**
 * Installing Carriage: a button where the browser offers its own install dialog, the "Add to
 * Home screen" steps elsewhere (iOS Safari: Share, then Add to Home Screen). In Settings always;
 * on Home once (dismissed for good with "Got it").
 */
import { signal } from '@preact/signals';
import { installWay, promptInstall } from './pwa.ts';

const SEEN_KEY = 'carriage.install-hint.seen';

/** The Home hint was dismissed (true too where localStorage cannot be read: a dismissal could not be remembered). */
const hintSeen = signal<boolean>(
  (() => {
    try {
      return typeof localStorage !== 'undefined' && localStorage.getItem(SEEN_KEY) === '1';
    } catch {
      return true;
    }
  })(),
);

/** Dismiss the Home hint for good ("Got it" here, or on the Safari notice, which gives the same steps). */
export function dismissInstallHint(): void {
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch {
    /* private mode: it shows again next time, nothing lost */
  }
  hintSeen.value = true;
}

function Steps() {
  const way = installWay();
  if (way === 'installed')
    return (
      <p class="small">Carriage is installed on this device: open it from your home screen, even with no signal.</p>
    );
  if (way === 'prompt')
    return (
      <>
        <p class="small">Install Carriage to open it from your home screen like an app, with no signal.</p>
        <button type="button" class="btn primary" onClick={() => void promptInstall()}>
          Install Carriage
        </button>
      </>
    );
  if (way === 'ios')
    return (
      <p class="small">
        To keep Carriage on your home screen: tap <b>Share</b> (the square with an arrow) in Safari, then{' '}
        <b>Add to Home Screen</b>. It then opens like an app and works with no signal.
      </p>
    );
  return (
    <p class="small">
      To keep Carriage on your home screen: open your browser's menu (⋮ or ≡) and choose <b>Add to Home screen</b> or{' '}
      <b>Install app</b>. It then opens like an app and works with no signal.
    </p>
  );
}

/** The Settings section. */
export function InstallSection() {
  return (
    <fieldset>
      <legend>Install</legend>
      <Steps />
    </fieldset>
  );
}

/** The one-time hint on Home (not shown once installed or dismissed). */
export function InstallHint() {
  if (hintSeen.value || installWay() === 'installed') return null;
  return (
    <section class="notice install-hint" aria-labelledby="install-hint-h">
      <h2 id="install-hint-h" style={{ marginTop: 0, fontSize: '1rem' }}>
        Keep Carriage on your home screen
      </h2>
      <Steps />
      <button type="button" class="btn" onClick={dismissInstallHint}>
        Got it
      </button>
    </section>
  );
}
