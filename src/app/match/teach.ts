/**
 * Teaching mode (issue 28 §1): whether it is on for a game, and which rule notes a match has shown.
 * On by default until a match of that game has been finished on this phone; the switch at the
 * table is remembered per game. The words are the game's (`GameModule.teach`).
 */
import { signal } from '@preact/signals';
import type { Status } from '../../engine/types.ts';
import type { TeachNote } from '../../games/module.ts';
import { settings, updateSettings, type Settings } from '../state.ts';

/** Is teaching mode on for `gameId`? */
export function teachingOn(gameId: string, s: Settings = settings.value): boolean {
  return s.teach?.[gameId] ?? !(s.played ?? []).includes(gameId);
}

/** Turn teaching mode on or off for `gameId` (kept for its next matches). */
export function setTeaching(gameId: string, on: boolean): Promise<void> {
  return updateSettings({ teach: { ...settings.value.teach, [gameId]: on } });
}

/** Note that a match of `gameId` reached its end (teaching mode's default is then off). */
export function markPlayed(gameId: string, st: Pick<Status, 'phase'>): void {
  if (st.phase !== 'match-over') return;
  const played = settings.value.played ?? [];
  if (!played.includes(gameId)) void updateSettings({ played: [...played, gameId] });
}

/**
 * The rule notes of one match: each rule is explained once. `offer` takes the notes the game gives
 * for the position on show and puts the first one not yet explained on show (kept until closed or
 * until another rule happens).
 */
export class TaughtRules {
  readonly seen = new Set<string>();
  readonly note = signal<TeachNote | null>(null);

  offer(notes: readonly TeachNote[]): void {
    const fresh = notes.find((n) => !this.seen.has(n.id));
    if (!fresh) return;
    this.seen.add(fresh.id);
    this.note.value = fresh;
  }

  dismiss = (): void => {
    this.note.value = null;
  };
}

const TAUGHT = new Map<string, TaughtRules>();

/** The rule notes of match `matchId` (kept while the app is open: leaving for the sheet and back shows no note twice). */
export function taughtRules(matchId: string): TaughtRules {
  const t = TAUGHT.get(matchId) ?? new TaughtRules();
  TAUGHT.set(matchId, t);
  return t;
}
