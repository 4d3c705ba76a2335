/**
 * Progress toward yaku at the Koi-Koi and Go-Stop tables (issue 28 §3): one compact line under
 * the viewer's captures (the nearest yaku, "Tan 4/5"), a 44 px button that opens a panel with
 * every yaku made and near: what is missing in words ("1 more ribbon for Tan"), what it would add,
 * and the cards that would complete it, drawn (a card another player took is dimmed and said so).
 * The numbers are `progress.ts`'s; this only draws them.
 */
import { useState } from 'preact/hooks';
import { createPortal } from 'preact/compat';
import type { ComponentChildren } from 'preact';
import { Prompt } from '../../../table/parts.tsx';
import { words } from '../../../i18n/current.ts';
import { yakuWord } from '../hanafuda.words.ts';
import { hanaLearnWords } from '../learn.words.ts';
import { nearYaku, type YakuLine } from '../progress.ts';
import type { Yaku } from '../yaku.ts';
import { HanaCard } from './HanaCard.tsx';

/** "1 more ribbon for Tan": a line's missing part in the reader's words. */
export function moreWords(l: YakuLine): string {
  const w = words(hanaLearnWords).progress;
  // A points line is never near (`nearYaku`): its count is worded on its own.
  const what = l.kind === 'set' || l.counts === undefined || l.counts === 'points' ? 'card' : l.counts;
  return w.more(l.missing, what, yakuWord(l.id));
}

/** Another player's (or side's) lines, for the panel's "near for the others" (Higo-Bana: their yaku cost you). */
export interface OthersProgress {
  name: string;
  lines: YakuLine[];
}

/** The compact line and its panel. `header` goes at the panel's top (Go-Stop: points to stop, the counts). */
export function YakuProgress(p: {
  lines: YakuLine[];
  made: Yaku[];
  game: string;
  labels: boolean;
  header?: ComponentChildren;
  /** The others' yaku one card away, listed under the viewer's own. */
  others?: OthersProgress[];
  /** Extra words on the compact line, before the near yaku (Go-Stop: "3 of 7 points to stop"). */
  lead?: string;
  /** Beside a side's header (Higo-Bana): the nearest yaku only, its count first, in a third of the width. */
  narrow?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const w = words(hanaLearnWords).progress;
  const near = nearYaku(p.lines);
  const shown = p.narrow
    ? near.slice(0, 1).map((l) => w.narrow(yakuWord(l.id), l.have, l.need))
    : near.slice(0, 2).map((l) => w.short(yakuWord(l.id), l.have, l.need));
  // With a lead (a count of its own) and nothing near, the count says enough on a narrow line.
  const text = [p.lead, shown.length > 0 ? shown.join(' · ') : p.lead ? '' : w.nothingNear].filter(Boolean).join(' · ');
  return (
    <>
      <button
        type="button"
        class="yaku-progress"
        data-testid="yaku-progress"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: '4px',
          maxWidth: p.narrow ? '34vw' : '60vw',
          minWidth: 0,
          minHeight: '44px',
          padding: '0 6px',
          margin: 0,
          border: '1px solid rgb(255 255 255 / 0.25)',
          borderRadius: '8px',
          background: 'rgb(0 0 0 / 0.18)',
          color: 'inherit',
          font: 'inherit',
          fontSize: '0.8rem',
          textAlign: 'start',
          cursor: 'pointer',
        }}
      >
        <span aria-hidden="true">◔</span>
        <span class="visually-hidden">{w.open}: </span>
        <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</span>
        <span aria-hidden="true">▸</span>
      </button>
      {/* On the page's top layer: the side zone sits in the dock, under the hand. */}
      {open &&
        typeof document !== 'undefined' &&
        createPortal(<ProgressPanel {...p} near={near} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}

function ProgressPanel(p: {
  near: YakuLine[];
  made: Yaku[];
  lines: YakuLine[];
  game: string;
  labels: boolean;
  header?: ComponentChildren;
  others?: OthersProgress[];
  onClose: () => void;
}) {
  const w = words(hanaLearnWords).progress;
  return (
    <div
      class="overlay"
      role="dialog"
      aria-modal="true"
      aria-label={w.title}
      data-testid="yaku-progress-panel"
      onKeyDown={(e) => e.key === 'Escape' && p.onClose()}
    >
      <Prompt title={w.title}>
        {p.header}
        {p.made.length > 0 && (
          <>
            <h3 style={{ margin: '6px 0 2px', fontSize: '0.95rem' }}>{w.made}</h3>
            <ul style={{ margin: 0, paddingInlineStart: '18px' }}>
              {p.made.map((y) => (
                <li key={y.id}>
                  {yakuWord(y.id)} {w.adds(y.points)}
                </li>
              ))}
            </ul>
          </>
        )}
        <h3 style={{ margin: '8px 0 2px', fontSize: '0.95rem' }}>{w.near}</h3>
        {p.near.length === 0 && <p class="small">{w.none}</p>}
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', maxHeight: '48dvh', overflowY: 'auto' }}>
          {p.near.map((l) => (
            <li
              key={l.id}
              data-yaku={l.id}
              style={{ padding: '4px 0', borderTop: '1px solid rgb(255 255 255 / 0.12)' }}
            >
              <div class="spread">
                <span>{moreWords(l)}</span>
                {l.adds > 0 && <b>{w.adds(l.adds)}</b>}
              </div>
              {l.kind === 'set' ? (
                <span class="mini-row" style={{ '--w': '30px', marginTop: '2px' } as never}>
                  {l.cards.map((c) => (
                    <span key={c.id} style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center' }}>
                      <HanaCard
                        id={c.id}
                        game={p.game}
                        labels={p.labels}
                        class="mini"
                        {...(c.gone ? { dim: true } : {})}
                      />
                      {c.gone && <span class="small">{w.gone}</span>}
                    </span>
                  ))}
                </span>
              ) : (
                <span class="small">{w.left(l.left)}</span>
              )}
            </li>
          ))}
        </ul>
        <OthersNear others={p.others ?? []} game={p.game} labels={p.labels} />
        <button type="button" class="btn block" style={{ marginTop: '8px' }} onClick={p.onClose} autoFocus>
          {w.close}
        </button>
      </Prompt>
    </div>
  );
}

/** The others' yaku one card from completion, each with the card still in play that would complete it. */
function OthersNear({ others, game, labels }: { others: OthersProgress[]; game: string; labels: boolean }) {
  const w = words(hanaLearnWords).progress;
  const rows = others.flatMap((o) => nearYaku(o.lines, 1).map((l) => ({ name: o.name, l })));
  if (rows.length === 0) return null;
  return (
    <>
      <h3 style={{ margin: '8px 0 2px', fontSize: '0.95rem' }}>{w.others}</h3>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="others-near">
        {rows.map(({ name, l }) => (
          <li key={`${name}-${l.id}`} class="spread" style={{ padding: '2px 0', alignItems: 'center' }}>
            <span class="small">{w.other(name, moreWords(l))}</span>
            <span class="mini-row" style={{ '--w': '24px' } as never}>
              {l.cards
                .filter((c) => !c.gone)
                .map((c) => (
                  <HanaCard key={c.id} id={c.id} game={game} labels={labels} class="mini" />
                ))}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** At a koi-koi or go/stop decision: what the nearest yaku would add, in one line (nothing when none is near). */
export function NextYaku({ lines }: { lines: YakuLine[] }) {
  const w = words(hanaLearnWords).progress;
  const next = nearYaku(lines).find((l) => l.adds > 0);
  if (!next) return null;
  return (
    <p class="small" data-testid="next-yaku">
      {w.next(moreWords(next), next.adds)}
    </p>
  );
}
