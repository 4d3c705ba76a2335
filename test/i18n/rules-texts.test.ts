/**
 * The rules texts in Japanese and Korean (docs/rules/ja/, docs/rules/ko/) keep the English text's
 * shape: the same headings at the same levels, the same tables with the same rows, the same rule
 * codes and links, and a line saying the English is authoritative (issue 27 §3). A change to an
 * English rules text that is not carried into a translation fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const RULES = resolve(dirname(new URL(import.meta.url).pathname), '../../docs/rules');
const english = readdirSync(RULES).filter((f) => f.endsWith('.md'));

function shape(md: string) {
  const lines = md.split('\n');
  return {
    headings: lines.filter((l) => /^#{1,6} /.test(l)).map((l) => l.match(/^#+/)![0].length),
    tableRows: lines.filter((l) => /^\|/.test(l)).map((l) => l.split('|').length),
    codes: [...md.matchAll(/\b(?:CP|CA|TF|IB)-\d{1,2}\b|\bRJ-[a-d]\b|\b[KGMH]\d{1,2}\b/g)].map((m) => m[0]).sort(),
    links: [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!.replace(/^(\.\.\/)+/, '')).sort(),
  };
}

describe.each([
  ['ja', '英語版'],
  ['ko', '영어'],
] as const)('%s', (lang, authority) => {
  test('every English rules text has a translation', () => {
    expect(english.filter((f) => !existsSync(join(RULES, lang, f)))).toEqual([]);
  });
  test.each(english)('%s keeps the English shape: headings, table rows, rule codes, links', (f) => {
    const t = join(RULES, lang, f);
    if (!existsSync(t)) return;
    const text = readFileSync(t, 'utf8');
    expect(shape(text)).toEqual(shape(readFileSync(join(RULES, f), 'utf8')));
    expect(text.split('\n').slice(0, 4).join('\n')).toContain(authority);
  });
});
