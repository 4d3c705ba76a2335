/** The short CI version of the kill-and-resume soak (scripts/soak.mjs has the full one). */
import { execFile } from 'node:child_process';
import { test, expect } from './fixtures.ts';

test('kill-and-resume: Chromium killed at random moments loses no move or round shown as saved', async () => {
  test.setTimeout(180_000);
  // Run without blocking this worker (a blocking run kept the test's own time limit from ever
  // firing when the soak hung), and stop it, with the browsers it started, before that limit.
  const out = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      'node',
      ['scripts/soak.mjs', '--kills', '4', '--seed', '7'],
      { encoding: 'utf8', env: { ...process.env, PORT: process.env.PORT ?? '4173' } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
    );
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      // Its browsers, by their profiles' folder names (the soak's finally blocks never ran).
      execFile('pkill', ['-9', '-f', 'carriage-soak-'], () => undefined);
      reject(new Error('the soak ran past 170 s'));
    }, 170_000);
    child.on('exit', () => clearTimeout(limit));
  });
  console.log(out);
  expect(out).toMatch(/moves and rounds lost: 0$/m);
  expect(out).toMatch(/koikoi\s+kills\s+1/);
});
