/**
 * Installing Carriage: a button where the browser offers its own install dialog, the "Add to
 * Home screen" steps elsewhere (iOS Safari: Share, then Add to Home Screen). In Settings always;
 * on Home once (dismissed for good with "Got it").
 */
import { signal } from '@preact/signals';
import { installWay, promptInstall } from './pwa.ts';
import { words } from '../i18n/current.ts';
import { installWords } from './install.words.ts';

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
  const w = words(installWords);
  const way = installWay();
  if (way === 'installed') return <p class="small">{w.installed}</p>;
  if (way === 'prompt')
    return (
      <>
        <p class="small">{w.prompt}</p>
        <button type="button" class="btn primary" onClick={() => void promptInstall()}>
          {w.installButton}
        </button>
      </>
    );
  const [a, b, c, d, e] = way === 'ios' ? w.ios : w.menu;
  return (
    <p class="small">
      {a}
      <b>{b}</b>
      {c}
      <b>{d}</b>
      {e}
    </p>
  );
}

/** The Settings section. */
export function InstallSection() {
  return (
    <fieldset>
      <legend>{words(installWords).legend}</legend>
      <Steps />
    </fieldset>
  );
}

/** The one-time hint on Home (not shown once installed or dismissed). */
export function InstallHint() {
  if (hintSeen.value || installWay() === 'installed') return null;
  const w = words(installWords);
  return (
    <section class="notice install-hint" aria-labelledby="install-hint-h">
      <h2 id="install-hint-h" style={{ marginTop: 0, fontSize: '1rem' }}>
        {w.hintHeading}
      </h2>
      <Steps />
      <button type="button" class="btn" onClick={dismissInstallHint}>
        {w.gotIt}
      </button>
    </section>
  );
}
