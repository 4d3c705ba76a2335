// @vitest-environment happy-dom
/**
 * Home in Japanese and Korean (issue 27): no English words on it apart from the kept names, and a
 * language switch re-words it at once, without a reload, with `lang` on the document.
 */
import 'fake-indexeddb/auto';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../src/app/match/create.ts';
import { Home } from '../../src/app/screens/Home.tsx';
import { chosenLang, settings } from '../../src/app/state.ts';
import { lang, setLanguage } from '../../src/i18n/current.ts';
import { englishIn } from '../../src/i18n/parity.ts';
import { mount } from '../helpers/mount.ts';

// One unfinished Koi-Koi match on Home (its title, progress and labels in the reader's language);
// the players' names are typed by people, in their own script.
beforeAll(async () => {
  await createMatch({
    gameId: 'koikoi',
    title: 'Koi-Koi',
    options: {},
    seats: [
      { kind: 'human', name: 'あい' },
      { kind: 'human', name: '민준' },
    ],
  });
});

afterAll(async () => {
  await setLanguage('en');
});

/** Everything a reader or a screen reader gets: the text, and the labels and titles. */
function allWords(el: Element): string {
  const attrs = [...el.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((e) =>
    ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
  );
  return [el.textContent ?? '', ...attrs].join(' ');
}

/** Home once its matches are read and its lazy parts (the install hint) have had their chance. */
async function home(): Promise<HTMLDivElement> {
  const el = mount(<Home />);
  await vi.waitFor(() => expect(el.querySelector('#resume-h + p, #resume-h + ul')?.textContent).not.toMatch(/…$/));
  await act(() => new Promise((r) => setTimeout(r, 50)));
  return el;
}

describe.each(['ja', 'ko'] as const)('Home in %s', (l) => {
  it('says nothing in English', async () => {
    await act(() => setLanguage(l));
    const el = await home();
    expect(el.querySelector('#resume-h')?.textContent).not.toBe('Continue');
    expect(el.querySelectorAll('#resume-h + ul li')).toHaveLength(1);
    expect(englishIn(allWords(el))).toEqual([]);
    expect(document.documentElement.lang).toBe(l);
  });
});

describe('switching the language', () => {
  it('re-words Home at once, without a reload, and sets lang on the document', async () => {
    await act(() => setLanguage('en'));
    const el = await home();
    const heading = () => el.querySelector('#resume-h')?.textContent;
    expect(heading()).toBe('Continue');
    await act(() => setLanguage('ja'));
    expect(lang.value).toBe('ja');
    expect(heading()).toBe('続きから');
    expect(el.querySelector('a[href="#/new"]')?.textContent).toBe('新しいゲーム');
    expect(document.documentElement.lang).toBe('ja');
    await act(() => setLanguage('ko'));
    expect(heading()).toBe('이어하기');
    await act(() => setLanguage('en'));
    expect(heading()).toBe('Continue');
    expect(el.querySelector('a[href="#/new"]')?.textContent).toBe('New game');
    expect(document.documentElement.lang).toBe('en');
  });

  it('the saved choice wins over the browser languages; without one, the browser decides', () => {
    const langs = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'en']);
    expect(chosenLang({ ...settings.value, lang: 'ko' })).toBe('ko');
    const { lang: _, ...none } = settings.value;
    expect(chosenLang(none)).toBe('ja');
    langs.mockRestore();
  });
});
