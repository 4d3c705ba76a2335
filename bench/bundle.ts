/**
 * The engines as they ship (issue 30 §1): a phone runs the app's bundle, where rolldown (through
 * vite) has hoisted every module into one scope and a call to another module's function is a
 * plain call. Under vitest each module is transformed on its own, and every imported function is
 * read through the module's namespace object on every call: Koi-Koi's contract ran a third slower
 * that way than bundled (13–15k against 19–20k rounds/s, the same loop and code, 26 November),
 * and code split into more modules paid more. So the speed benchmarks bundle what they measure.
 *
 * `bundled(exports)` writes an entry re-exporting the named bindings of each module (absolute
 * paths: today's `src/` or a base extraction's), builds it with vite's own build (library mode,
 * ES module, no minifying, no config file: nothing of the app's plugins), and imports the result.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** Module path → names it exports that the bench wants. */
export type Wanted = Record<string, readonly string[]>;

export async function bundled<T = Record<string, unknown>>(wanted: Wanted): Promise<T> {
  const lines = Object.entries(wanted).map(
    ([path, names]) => `export { ${names.join(', ')} } from ${JSON.stringify(resolve(path))};`,
  );
  const source = `${lines.join('\n')}\n`;
  const key = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const dir = resolve('node_modules/.cache/bench-bundles', key);
  mkdirSync(dir, { recursive: true });
  const entry = resolve(dir, 'entry.ts');
  writeFileSync(entry, source);
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      lib: { entry, formats: ['es'], fileName: () => 'bundle.mjs' },
      outDir: resolve(dir, 'out'),
      emptyOutDir: true,
      minify: false,
      target: 'esnext',
      reportCompressedSize: false,
    },
  });
  return (await import(/* @vite-ignore */ pathToFileURL(resolve(dir, 'out/bundle.mjs')).href)) as T;
}
