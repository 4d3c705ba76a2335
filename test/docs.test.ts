/**
 * The repository explains itself: every rule code the code, tests and docs cite (K3, G10, M7,
 * H12, TF-6, RJ-c, IB-2, CP-13, CA-7 …) is defined once in docs/rulings/, every "contract rule N"
 * is a numbered rule of docs/contract.md, every "docs/rulings/<file>.md §x" names a file and a
 * section that exist, the links of those pages resolve, and nothing points at files outside the
 * repository (the rulings and the contract used to live in a folder beside it).
 *
 * How a citation is found (TypeScript has no parser API here, so by lines):
 * - codes with a dash (CP-13, CA-7, TF-6, IB-2, RJ-c) anywhere;
 * - codes without one (K3, G10, M7, H12) in comments, and in string literals that are prose
 *   (three or more words), so that identifiers (`const H0 = …`), SVG paths ("M12 4 …") and
 *   chip texts ('H12 S0 G0') are not mistaken for rulings;
 * - ranges (G13–G18, CP-1…CP-16, TF-7 to TF-11) stand for every code in them.
 * Markdown outside docs/rulings/ is prose throughout.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SELF = 'test/docs.test.ts';

function walk(dir: string, exts: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(join(ROOT, rel)).isDirectory()) out.push(...walk(rel, exts));
    else if (exts.some((e) => name.endsWith(e))) out.push(rel);
  }
  return out;
}

const read = (rel: string) => readFileSync(join(ROOT, rel), 'utf8');

// ---------------------------------------------------------------- finding citations

/** Codes with a dash, codes without one, and a range of either (same prefix at both ends). */
const DASHED = /\b(CP|CA|TF|IB)-(\d{1,2})\b|\bRJ-([a-d])\b/g;
const PLAIN = /\b([KGMH])(\d{1,2})\b/g;
const RANGE = /\b((?:CP|CA|TF|IB)-|[KGMH])(\d{1,2})\s*(?:–|—|-|…|\.\.\.|\bto\b)\s*\1(\d{1,2})\b/g;

interface Citation {
  code: string;
  file: string;
  line: number;
}

/** The prose parts of one line of TypeScript: its comment, and the string literals that read as prose. */
function proseOfTsLine(line: string, inBlock: boolean): { prose: string[]; code: string; inBlock: boolean } {
  const prose: string[] = [];
  let code = line;
  if (inBlock) {
    const end = line.indexOf('*/');
    if (end < 0) return { prose: [line], code: '', inBlock: true };
    prose.push(line.slice(0, end));
    code = line.slice(end + 2);
    inBlock = false;
  }
  const open = code.search(/\/\*/);
  const lineComment = code.search(/(?:^|[\s;,{}()[\]])\/\/(?!\/?\s*<reference)/);
  if (open >= 0 && (lineComment < 0 || open < lineComment)) {
    const end = code.indexOf('*/', open + 2);
    if (end < 0) {
      prose.push(code.slice(open + 2));
      code = code.slice(0, open);
      inBlock = true;
    } else {
      prose.push(code.slice(open + 2, end));
      code = code.slice(0, open) + code.slice(end + 2);
    }
  } else if (lineComment >= 0) {
    prose.push(code.slice(lineComment));
    code = code.slice(0, lineComment);
  }
  for (const m of code.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const s = m[1] ?? m[2] ?? m[3] ?? '';
    if ((s.match(/[A-Za-z]{3,}/g) ?? []).length >= 3) prose.push(s);
  }
  return { prose, code, inBlock };
}

function codesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DASHED)) out.push(m[3] ? `RJ-${m[3]}` : `${m[1]}-${m[2]}`);
  for (const m of text.matchAll(PLAIN)) out.push(`${m[1]}${m[2]}`);
  for (const m of text.matchAll(RANGE)) {
    const [from, to] = [Number(m[2]), Number(m[3])];
    for (let n = from + 1; n < to; n++) out.push(`${m[1]}${n}`);
  }
  return out;
}

/** Every rule code cited in a file's text (TypeScript by the rules above; Markdown throughout). */
function citationsIn(file: string, text: string): Citation[] {
  const out: Citation[] = [];
  const lines = text.split('\n');
  let inBlock = false;
  lines.forEach((line, i) => {
    let prose: string[];
    if (file.endsWith('.md')) prose = [line];
    else {
      const r = proseOfTsLine(line, inBlock);
      inBlock = r.inBlock;
      // Dashed codes are unmistakable even in code; plain ones only count in prose.
      prose = r.prose;
      for (const code of codesIn(r.code)) if (code.includes('-')) out.push({ code, file, line: i + 1 });
    }
    for (const p of prose) for (const code of codesIn(p)) out.push({ code, file, line: i + 1 });
  });
  return out;
}

// ---------------------------------------------------------------- what the docs define

/** Codes defined in docs/rulings/: a heading that starts with the code, or a list item that starts with it in bold. */
function definedCodes(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:#{2,6} |- \*\*)((?:CP|CA|TF|IB)-\d{1,2}|RJ-[a-d]|[KGMH]\d{1,2})\b/gm))
    out.push(m[1]!);
  return out;
}

/** Section numbers of a rulings file: headings like "### 1.3 Scoring" or "## 4. Mushi". */
function sectionsOf(text: string): Set<string> {
  return new Set([...text.matchAll(/^#{2,6} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]!));
}

/** GitHub's anchor for a heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

// ---------------------------------------------------------------- the corpus

const RULINGS = readdirSync(join(ROOT, 'docs/rulings'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/rulings/${f}`);
const CONTRACT = 'docs/contract.md';
const CODE_FILES = [...walk('src', ['.ts', '.tsx']), ...walk('test', ['.ts', '.tsx']), ...walk('e2e', ['.ts'])].filter(
  (f) => f !== SELF,
);
const DOC_FILES = ['README.md', ...walk('docs', ['.md'])];
const CITING = [...CODE_FILES, ...DOC_FILES.filter((f) => !RULINGS.includes(f) && f !== CONTRACT)];

const defined = new Map<string, string[]>();
for (const f of RULINGS) for (const c of definedCodes(read(f))) defined.set(c, [...(defined.get(c) ?? []), f]);

const contractRules = new Set([...read(CONTRACT).matchAll(/^### (\d+)\. /gm)].map((m) => Number(m[1])));

const where = (c: Citation) => `${c.file}:${c.line} ${c.code}`;

describe('the checker itself', () => {
  it('finds plain codes in comments and prose strings, dashed codes anywhere, and expands ranges', () => {
    const ts = [
      '// rulings K99 and G13–G15',
      "const H0 = ['jan-bright']; deal(H0, H1, FIELD);",
      "expect(chip).toBe('H12 S0 G0');",
      "const p = 'M12 4 L3 2 H7';",
      "describe('Mushi: the deal (M2, M3)', () => {});",
      'const n = 2; /* CP-1…CP-3 */ const t = CA-7;',
      ' * TF-7 to TF-9, RJ-b',
    ].join('\n');
    expect(
      citationsIn('x.ts', ts)
        .map((c) => c.code)
        .sort(),
    ).toEqual(
      ['CA-7', 'CP-1', 'CP-2', 'CP-3', 'G13', 'G14', 'G15', 'K99', 'M2', 'M3', 'RJ-b', 'TF-7', 'TF-8', 'TF-9'].sort(),
    );
  });

  it('knows a planted unknown code is not defined', () => {
    const planted = citationsIn('x.ts', '/** rulings K99, CP-99 and K3 */');
    expect(planted.filter((c) => !defined.has(c.code)).map((c) => c.code)).toEqual(['CP-99', 'K99']);
  });
});

describe('rule codes', () => {
  it('are each defined once in docs/rulings/', () => {
    expect(defined.size, 'some codes are defined').toBeGreaterThan(90);
    const twice = [...defined].filter(([, files]) => files.length > 1).map(([c, files]) => `${c}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('cited in src/, test/, e2e/ and the docs are all defined in docs/rulings/', () => {
    const cited = CITING.flatMap((f) => citationsIn(f, read(f)));
    expect(cited.length, 'the scan finds citations').toBeGreaterThan(100);
    expect(cited.filter((c) => !defined.has(c.code)).map(where)).toEqual([]);
  });

  it('"contract rule N" names a numbered rule of docs/contract.md', () => {
    const bad: string[] = [];
    for (const f of CITING) {
      read(f)
        .split('\n')
        .forEach((line, i) => {
          for (const m of line.matchAll(/contract rules? (\d+)/g))
            if (!contractRules.has(Number(m[1]))) bad.push(`${f}:${i + 1} rule ${m[1]}`);
        });
    }
    expect(contractRules.size).toBeGreaterThanOrEqual(14);
    expect(bad).toEqual([]);
  });
});

describe('references', () => {
  it('point at no file outside the repository', () => {
    const outside =
      /\/work\/shared|(?:\.\.\/)+shared\/|\bshared\/(?:spec|rules|seeds|notes|hooks)\b|engine-contract\.md|rules-kernels\.md/;
    const bad: string[] = [];
    for (const f of [...CODE_FILES, ...DOC_FILES]) {
      read(f)
        .split('\n')
        .forEach((line, i) => {
          if (outside.test(line)) bad.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(bad).toEqual([]);
  });

  it('"docs/rulings/<file>.md §x" names a file and a section that exist', () => {
    const bad: string[] = [];
    for (const f of [...CODE_FILES, ...DOC_FILES]) {
      read(f)
        .split('\n')
        .forEach((line, i) => {
          for (const m of line.matchAll(
            /docs\/rulings\/([a-z-]+\.md)(?:\s*§\s*(\d+(?:\.\d+)*))?(?:\s*(?:–|-|and|,)\s*§?\s*(\d+(?:\.\d+)*))?/g,
          )) {
            const file = `docs/rulings/${m[1]}`;
            if (!existsSync(join(ROOT, file))) {
              bad.push(`${f}:${i + 1}: no ${file}`);
              continue;
            }
            const sections = sectionsOf(read(file));
            for (const s of [m[2], m[3]]) {
              if (s === undefined) continue;
              // "§1.2.2" is step 2 of §1.2 (a step needs a section of two numbers or more).
              const step = s.split('.').length >= 3 && sections.has(s.replace(/\.\d+$/, ''));
              if (!sections.has(s) && !step) bad.push(`${f}:${i + 1}: no §${s} in ${file}`);
            }
          }
        });
    }
    expect(bad).toEqual([]);
  });

  it('the links of README.md and every page under docs/ (rules texts in every language included) resolve, anchors included', () => {
    const bad: string[] = [];
    const pages = DOC_FILES;
    for (const f of pages) {
      for (const m of read(f).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const file = path === '' ? f : relative(ROOT, resolve(ROOT, dirname(f), path));
        if (!existsSync(join(ROOT, file))) {
          bad.push(`${f}: ${target} (no ${file})`);
          continue;
        }
        if (anchor !== undefined && !anchorsOf(read(file)).has(anchor)) bad.push(`${f}: ${target} (no #${anchor})`);
      }
    }
    expect(bad).toEqual([]);
  });
});
