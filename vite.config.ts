/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

/**
 * The web manifest (what a phone shows when the app is installed): English here, then Japanese and
 * Korean (issue 27), the same app but for its language, name and description. The page links the
 * manifest of the language on screen (`applyLang`, src/i18n/current.ts): Chrome reads the linked
 * manifest when it offers the install and fetches it again when the link changes, Safari reads it
 * when "Add to Home Screen" is tapped. The app's name stays Carriage in every language.
 */
const MANIFEST = {
  id: '/',
  name: 'Carriage',
  short_name: 'Carriage',
  description:
    'A pocket card table: Hanafuda, TravFuda and more, pass-and-play on one phone, with score sheets. Works offline.',
  lang: 'en',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  theme_color: '#1d3b34',
  background_color: '#1d3b34',
  categories: ['games'],
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
const MANIFEST_IN: Record<'ja' | 'ko', Pick<typeof MANIFEST, 'lang' | 'description'>> = {
  ja: {
    lang: 'ja',
    description:
      'ポケットのカードテーブル：花札、TravFudaなど。1台のスマホを回して遊べて、スコア表つき。オフラインでも使えます。',
  },
  ko: {
    lang: 'ko',
    description:
      '주머니 속 카드 테이블: 화투, TravFuda 등. 휴대폰 한 대를 돌려 가며 즐기고, 점수표도 있습니다. 오프라인에서도 됩니다.',
  },
};

/** `manifest.ja.webmanifest` and `manifest.ko.webmanifest` beside the plugin's English one (precached by the glob below). */
const languageManifests = {
  name: 'carriage-language-manifests',
  apply: 'build' as const,
  generateBundle(this: { emitFile: (f: { type: 'asset'; fileName: string; source: string }) => void }) {
    for (const [l, own] of Object.entries(MANIFEST_IN))
      this.emitFile({
        type: 'asset',
        fileName: `manifest.${l}.webmanifest`,
        source: JSON.stringify({ ...MANIFEST, ...own }),
      });
  },
};

export default defineConfig({
  plugins: [
    preact(),
    languageManifests,
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      // The precache lists each file once (issue 26 §3): `workbox.globPatterns` below finds every
      // built file, public/ included (favicon, apple-touch-icon, icons), so nothing is named again
      // here: `includeAssets` and the manifest's icons (`includeManifestIcons`) would add those
      // files a second time. The web manifest is the one file the plugin adds itself (with its
      // own revision), so the glob leaves it out. e2e/precache.spec.ts checks the built sw.js.
      includeManifestIcons: false,
      manifest: MANIFEST,
      workbox: {
        // The Japanese and Korean manifests too (the English one is the plugin's own, added once by it).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}', 'manifest.*.webmanifest'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: {
      polyfill: false,
      // Only what a lazy chunk cannot do without: its CSS. Its JS imports load as the browser
      // finds them (from the service worker's cache after the first visit) instead of a list of
      // every lazy file's name in the first visit's script (1.5 kB gzip of the 35 kB budget).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Card art is its own lazy chunk per deck, shared by that deck's games; Preact gets
        // its own group first so that it is not pulled into an art chunk.
        advancedChunks: {
          groups: [
            // preact's core and signals (not preact/compat: a lazy table's portal, kept out of the first visit)
            { name: 'preact', test: /node_modules[\\/](preact(?![\\/]compat)|@preact)[\\/]/, priority: 20 },
            // The first visit's words in Japanese or Korean (issue 27 §5): the shell's catalogues
            // in one chunk per language, loaded before the first paint in that language.
            {
              name: (id: string) => /\.(ja|ko)\.ts$/.exec(id)?.[1]?.replace(/^/, 'words-shell-') ?? null,
              test: /src[\\/](app[\\/]app|app[\\/]shell|app[\\/]screens[\\/]home|games[\\/]catalog|games[\\/]progress)\.words\.(ja|ko)\.ts$/,
              priority: 15,
            },
            // The first visit's shared modules in one chunk rather than a few small ones (each file
            // costs its own gzip header and preload link): the language machinery, the store's
            // core, the shell's state and words, Vite's preload helper.
            {
              name: 'shell',
              test: /src[\\/](i18n[\\/](current|intl|lang)|store[\\/](repo|records|db)|app[\\/](shell\.words|state|router))\.ts$|vite[\\/]preload-helper/,
              priority: 12,
            },
            {
              name: (id: string) => /src[\\/]games[\\/]([a-z-]+)[\\/]art[\\/]/.exec(id)?.[1]?.concat('-art') ?? null,
              test: /src[\\/]games[\\/][a-z-]+[\\/]art[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
    globals: true,
    setupFiles: ['test/setup-fast-check.ts'],
    // Generous: component tests render whole tables, and a 2-core CI machine may be busy.
    testTimeout: 30_000,
    // Both cores: Vitest's default is one worker fewer than the cores (one, on the 2-core CI
    // machine), which left a core idle while the engines' property tests ran.
    maxWorkers: 2,
    // As the browser tests: a test that fails once on a busy CI machine runs once more.
    retry: process.env.CI ? 1 : 0,
  },
});
