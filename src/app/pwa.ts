/**
 * Service-worker registration through workbox-window (vite-plugin-pwa, prompt mode), and the
 * install offer: `beforeinstallprompt` where the browser has it, "Add to Home screen" words elsewhere.
 * Toasts about the service worker wait while a table is on screen: they would cover the seat
 * strip (whose turn it is); they show as soon as the player is on any other screen.
 */
import { effect, signal } from '@preact/signals';
import { registerSW } from 'virtual:pwa-register';
import { route } from './router.ts';
import { toast } from './state.ts';
import { words } from '../i18n/current.ts';
import { shellWords } from './shell.words.ts';
import { readFacts } from './storage.ts';
import { isAppleTouchWebKit, isInstalled } from './storageRule.ts';

/** The browser's install prompt, kept until used (Chromium-based browsers only). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const installEvent = signal<InstallPromptEvent | null>(null);
export const installed = signal(false);

/** How this browser installs the app: already installed, our own button, or by hand (iOS Share sheet / browser menu). */
export type InstallWay = 'installed' | 'prompt' | 'ios' | 'menu';

export function installWay(): InstallWay {
  const facts = readFacts();
  if (installed.value || isInstalled(facts)) return 'installed';
  if (installEvent.value) return 'prompt';
  // iPhone and iPad by the rule of storageRule.ts (a WebKit-only feature and an Apple touch hint).
  return isAppleTouchWebKit(facts) ? 'ios' : 'menu';
}

/** Show the browser's install dialog; true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const e = installEvent.value;
  if (!e) return false;
  installEvent.value = null;
  await e.prompt();
  const { outcome } = await e.userChoice;
  if (outcome === 'accepted') installed.value = true;
  return outcome === 'accepted';
}

/** Run `show` now, or once the player has left the table (never over a game in progress). */
function whenOffTable(show: () => void): void {
  if (route.value.name !== 'play') {
    show();
    return;
  }
  const stop = effect(() => {
    if (route.value.name !== 'play') {
      queueMicrotask(() => stop());
      show();
    }
  });
}

export function setupPwa(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    installEvent.value = e as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    installed.value = true;
    installEvent.value = null;
  });
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onOfflineReady() {
      whenOffTable(() => toast(words(shellWords).offlineReady));
    },
    onNeedRefresh() {
      whenOffTable(() => {
        const w = words(shellWords);
        toast(w.updateAvailable, { action: { label: w.reload, run: () => void updateSW(true) } });
      });
    },
  });
}
