/**
 * Drive a score-pad round calculator in happy-dom as a player would: mount it for a sheet,
 * tap, tick, type and select, then read the scores and the events it gives, and the row's note
 * as the sheet words them (the game's renderer, the reader's language).
 * (Used by the Career Poker and Capture calculator tests; the caller's file sets
 * `// @vitest-environment happy-dom` and imports 'fake-indexeddb/auto'.)
 */
import { afterEach, expect, vi } from 'vitest';
import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import type { RoundCalcProps } from '../../src/games/calc/types.ts';
import { CALCULATORS } from '../../src/games/calculators.ts';
import { sheetRules } from '../../src/app/calcRules.ts';
import { newSheet } from '../../src/store/sheets.ts';
import type { ScoreSheet } from '../../src/store/records.ts';
import type { GameEvent } from '../../src/engine/events.ts';
import { loadRenderer, rowNote } from '../../src/app/match/sheetText.ts';

vi.setConfig({ testTimeout: 30_000 });

let root: HTMLDivElement | undefined;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = undefined;
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};

export interface Used {
  scores?: number[];
  /** The round's outcome as the game's events. */
  events?: readonly GameEvent[];
  /** The row's note as the sheet shows it now (its events worded: "Calculated: …"). */
  note?: string;
}

let sheetSeq = 0;
export function sheetFor(gameId: string, players: string[], rounds: number[][] = []): ScoreSheet {
  const s = newSheet({ id: `sheet-${gameId}-${++sheetSeq}`, title: 't', gameId, players, now: 1 });
  return { ...s, rounds: rounds.map((scores, i) => ({ id: `r${i}`, scores, note: '', at: 1 })) };
}

/** Mount a game's calculator for a sheet and wait for its rules. */
export async function open(gameId: string, sheet: ScoreSheet) {
  const entry = CALCULATORS[gameId]!;
  if (entry.kind !== 'round') throw new Error('not a round calculator');
  const C: ComponentType<RoundCalcProps> = await entry.load();
  const renderer = await loadRenderer(gameId);
  const used: Used = {};
  root = document.createElement('div');
  document.body.append(root);
  const el = root;
  act(() =>
    render(
      <C
        sheet={sheet}
        roundIndex={sheet.rounds.length}
        rules={sheetRules(sheet)}
        onCancel={() => {}}
        onUse={(scores, events) => {
          used.scores = scores;
          used.events = events;
          const row = { id: 'r', scores, note: '', at: 1, events: [...events], calculated: true };
          used.note = rowNote(row, sheet.players, renderer);
        }}
      />,
      el,
    ),
  );
  // The rules come from IndexedDB: a few macrotasks, more on a busy machine.
  for (let i = 0; i < 20 && el.textContent!.includes('Loading the rules'); i++) await flush();
  expect(el.textContent).not.toContain('Loading the rules');
  const buttons = () => [...el.querySelectorAll('button')];
  const named = (label: string) =>
    buttons().find((b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === label);
  const click = (label: string, within?: string) => {
    const scope = within ? el.querySelector(`[role=group][aria-label="${within}"]`) : el;
    const b = within
      ? [...scope!.querySelectorAll('button')].find((x) => x.textContent!.trim().startsWith(label))
      : named(label);
    if (!b) throw new Error(`no button ${label}`);
    act(() => b.click());
  };
  return {
    el,
    used,
    click,
    check: (text: string) => {
      const label = [...el.querySelectorAll('label.check')].find((l) => l.textContent!.includes(text));
      const input = label?.querySelector('input') as HTMLInputElement | undefined;
      if (!input) throw new Error(`no checkbox ${text}`);
      act(() => input.click());
    },
    type: (label: string, value: string) => {
      const input = el.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;
      act(() => {
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    select: (label: string, value: string) => {
      const field = [...el.querySelectorAll('label.field')].find((l) => l.querySelector('span')?.textContent === label);
      const sel = field!.querySelector('select')!;
      act(() => {
        sel.value = value;
        sel.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    scores: () => el.querySelector('[data-testid=calc-scores]')?.textContent ?? null,
    alerts: () => [...el.querySelectorAll('[role=alert]')].map((a) => a.textContent),
    use: () => click('Use scores'),
    useDisabled: () => (named('Use scores') as HTMLButtonElement).disabled,
  };
}
