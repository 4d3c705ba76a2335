/**
 * Recent players to pick when seating a match or a score sheet (issue 29 §1): one 44 px button per
 * player, pressed while that player is seated; a name typed instead finds or makes its player when
 * the match or sheet is created (src/store/players.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import type { PlayerRecord } from '../../store/records.ts';
import { getStore } from '../state.ts';

/** The recent players (people, newest first), read once the screen is up. */
export function useRecentPlayers(): PlayerRecord[] {
  const [list, setList] = useState<PlayerRecord[]>([]);
  useEffect(() => {
    void getStore().then(async (store) => {
      if (!store) return;
      try {
        // Read here, not through src/store/players.ts: this screen's chunk stays as it was.
        const all = await store.withDb((db) => db.getAll('players'));
        setList(
          all
            .filter((p) => !p.bot && !p.mergedInto && typeof p.name === 'string' && p.name)
            .sort((a, b) => b.updatedAt - a.updatedAt)
            .slice(0, 12),
        );
      } catch {
        /* no players offered: names are typed as before */
      }
    });
  }, []);
  return list;
}

const CHIP = {
  minHeight: 'var(--tap)',
  minWidth: 'var(--tap)',
  padding: '4px 12px',
  borderRadius: '999px',
  border: '1px solid var(--line)',
};

export function RecentPlayers({
  label,
  players,
  seated,
  onPick,
}: {
  /** "Recent players", in the screen's words. */
  label: string;
  players: readonly PlayerRecord[];
  /** Whether a player is seated now. */
  seated: (p: PlayerRecord) => boolean;
  onPick: (p: PlayerRecord) => void;
}) {
  if (players.length === 0) return null;
  return (
    <div class="stack" style={{ gap: 4, marginTop: 8 }}>
      <span class="small" id="recent-players">
        {label}
      </span>
      <div class="row" style={{ gap: 6 }} role="group" aria-labelledby="recent-players" data-testid="recent-players">
        {players.map((p) => {
          const on = seated(p);
          return (
            <button
              type="button"
              key={p.id}
              aria-pressed={on}
              onClick={() => onPick(p)}
              style={{
                ...CHIP,
                background: on ? 'var(--ink)' : 'var(--surface)',
                color: on ? 'var(--bg)' : 'var(--ink)',
                fontWeight: on ? 700 : 400,
                borderInlineStart: p.colour ? `6px solid ${p.colour}` : CHIP.border,
              }}
            >
              {p.emoji ? `${p.emoji} ${p.name}` : p.name}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Names that say the same player (trimmed, any case). */
export const sameName = (a: string, b: string): boolean =>
  a.normalize('NFKC').trim().toLocaleLowerCase('en') === b.normalize('NFKC').trim().toLocaleLowerCase('en');
