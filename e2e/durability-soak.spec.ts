/** The short CI version of the kill-and-resume soak (scripts/soak.mjs has the full one). */
import { execFileSync } from 'node:child_process';
import { test, expect } from './fixtures.ts';

test('kill-and-resume: Chromium killed at random moments loses no move or round shown as saved', async () => {
  test.setTimeout(180_000);
  const out = execFileSync('node', ['scripts/soak.mjs', '--kills', '4', '--seed', '7'], {
    encoding: 'utf8',
    env: { ...process.env, PORT: process.env.PORT ?? '4173' },
  });
  console.log(out);
  expect(out).toMatch(/moves and rounds lost: 0$/m);
  expect(out).toMatch(/koikoi\s+kills\s+1/);
});
