// Prints the first-visit weight (index.html plus the JS and CSS it loads before any game
// is opened, gzip) and every lazy chunk, against the budgets. Run after `npm run build`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = 'dist';
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const first = new Set(['index.html']);
const visit = (key) => {
  const m = manifest[key];
  if (!m || first.has(m.file)) return;
  first.add(m.file);
  for (const c of m.css ?? []) first.add(c);
  (m.imports ?? []).forEach(visit);
};
visit(entryKey);
// registerSW() loads workbox-window at start-up: it belongs to the first visit too.
for (const k of Object.keys(manifest)) if (/workbox-window/.test(k)) visit(k);

let total = 0;
console.log('First visit (gzip):');
for (const f of first) {
  const n = gz(f);
  total += n;
  console.log(`  ${f.padEnd(48)} ${kb(n)}`);
}
const budget = 35 * 1024;
let over = total > budget;
console.log(`  ${'TOTAL'.padEnd(48)} ${kb(total)}  (budget ${kb(budget)}) ${total <= budget ? 'OK' : 'OVER'}`);

// A Japanese or Korean first visit also loads the shell's words in that language before the
// first paint (src/i18n/current.ts): the chunks of `*.ja.ts` / `*.ko.ts` the first visit's
// modules import dynamically. Each language's first visit stays within the budget (issue 27 §5).
const firstKeys = Object.keys(manifest).filter((k) => first.has(manifest[k].file));
for (const lang of ['ja', 'ko']) {
  const extra = new Set();
  const add = (key) => {
    const m = manifest[key];
    if (!m || first.has(m.file) || extra.has(m.file)) return;
    extra.add(m.file);
    (m.imports ?? []).forEach(add);
  };
  for (const k of firstKeys)
    for (const d of manifest[k].dynamicImports ?? [])
      if (d.endsWith(`.${lang}.ts`) || manifest[d]?.file.includes(`words-shell-${lang}`)) add(d);
  let n = total;
  for (const f of extra) n += gz(f);
  if (n > budget) over = true;
  console.log(
    `  ${`TOTAL in ${lang} (+${extra.size} words chunks)`.padEnd(48)} ${kb(n)}  ${n <= budget ? 'OK' : 'OVER'}`,
  );
}

console.log('\nLazy chunks (gzip):');
const chunks = Object.values(manifest).filter((m) => !first.has(m.file) && m.file.endsWith('.js'));
chunks.sort((a, b) => (a.name ?? a.file).localeCompare(b.name ?? b.file));
for (const m of chunks) {
  const n = gz(m.file);
  const art = /-art-/.test(m.file) || /\/art\//.test(m.src ?? '');
  const limit = art ? Infinity : 25 * 1024;
  if (n > limit) over = true;
  console.log(`  ${(m.src ?? m.file).padEnd(48)} ${kb(n)}${art ? '  (card art)' : n > limit ? '  OVER 25 kB' : ''}`);
}
console.log('\nOpening each game for the first time loads (gzip, beyond the first visit):');
for (const key of Object.keys(manifest)) {
  if (!/\.module\.ts$/.test(key)) continue;
  const seen = new Set();
  const walk = (k) => {
    const e = manifest[k];
    if (!e || seen.has(e.file) || first.has(e.file)) return;
    seen.add(e.file);
    (e.imports ?? []).forEach(walk);
  };
  walk(key);
  let code = 0;
  let art = 0;
  for (const f of seen) {
    if (/-art-/.test(f)) art += gz(f);
    else code += gz(f);
  }
  console.log(`  ${key.replace(/^src\/games\//, '').padEnd(48)} code ${kb(code)} + art ${kb(art)}`);
}

const all = readdirSync(join(dist, 'assets')).reduce((s, f) => s + statSync(join(dist, 'assets', f)).size, 0);
console.log(`\nAll assets on disk (raw): ${kb(all)}`);
if (over) process.exitCode = 1;
