/** Service-worker registration through workbox-window (vite-plugin-pwa, prompt mode). */
import { registerSW } from 'virtual:pwa-register';
import { toast } from './state.ts';

export function setupPwa(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onOfflineReady() {
      toast('Ready to work offline');
    },
    onNeedRefresh() {
      toast('Update available', { action: { label: 'Reload', run: () => void updateSW(true) } });
    },
  });
}
