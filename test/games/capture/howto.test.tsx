// @vitest-environment happy-dom
/** How to play Capture (issue 28 §4): one screen drawn with the table's cards, the options a preset turns on. */
import { afterAll, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { CaptureHowTo } from '../../../src/games/capture/ui/HowTo.tsx';
import { CAPTURE_DEFAULTS } from '../../../src/games/capture/capture.ts';
import { setLanguage } from '../../../src/i18n/current.ts';
import captureModule from '../../../src/games/capture/capture.module.ts';

function show(preset?: string) {
  const div = document.createElement('div');
  render(<CaptureHowTo options={{ ...CAPTURE_DEFAULTS }} {...(preset ? { preset } : {})} />, div);
  return div;
}

afterAll(() => setLanguage('en'));

describe('How to play Capture', () => {
  it('is the module’s HowTo; draws the six 3s highest first, a round and a Galaxy with the card faces', () => {
    expect(captureModule.HowTo).toBe(CaptureHowTo);
    const div = show();
    const pics = [...div.querySelectorAll('[role="img"]')].map((e) => e.getAttribute('aria-label'));
    expect(pics.slice(0, 6)).toEqual([
      '3 E, Earth, primary',
      '3 J, Jupiter, primary',
      '3 M, Mars, primary',
      '3 N, Neptune, secondary',
      '3 S, Saturn, secondary',
      '3 V, Venus, secondary',
    ]);
    expect(pics.slice(6)).toEqual([
      '3 S, Saturn, secondary',
      '3 E, Earth, primary',
      '3 N, Neptune, secondary',
      'S Galaxy, Saturn',
    ]);
    expect(div.querySelectorAll('svg')).toHaveLength(10);
    expect(div.textContent).toContain('+1 for each card you captured, −1 for each card still in your hand');
    expect(div.textContent).not.toContain('Bonus suit');
  });

  it('with all three options, says what each adds', () => {
    const text = show('advanced').textContent ?? '';
    expect(text).toContain('Bonus suit: the first up-card’s suit counts 2');
    expect(text).toContain('Extra hand:');
    expect(text).toContain('Halving:');
  });

  it.each(['ja', 'ko'] as const)('in %s: no English', async (lang) => {
    await setLanguage(lang);
    const div = show('advanced');
    // The faces print their suit letters (E, J …): the words around them are checked.
    for (const svg of div.querySelectorAll('svg')) svg.remove();
    expect(div.textContent).not.toMatch(/[A-Za-z]/);
    for (const e of div.querySelectorAll('[role="img"]')) expect(e.getAttribute('aria-label')).not.toMatch(/[a-z]{3}/);
    await setLanguage('en');
  });
});
