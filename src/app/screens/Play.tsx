import { useEffect, useState } from 'preact/hooks';
import { pendingDurable } from '../match/pending.ts';
import { catalogEntry, gameTitle } from '../../games/catalog.ts';
import type { GameModule } from '../../games/module.ts';
import { IllegalMoveError } from '../../engine/types.ts';
import { MatchSession } from '../session.ts';
import { thinker } from '../bots/shared.ts';
import { hintText, moveCards } from '../bots/hintText.ts';
import { AssistContext, type TableAssist } from '../../table/assist.tsx';
import { clearToasts, motionMs, reportError, settings, toast } from '../state.ts';
import { readableMoveError } from '../match/refusal.ts';
import { Page, TopBar } from '../ui.tsx';
import { MatchEnd } from './MatchEnd.tsx';
import { roundNote } from '../match/sheetRows.ts';

async function loadModule(gameId: string): Promise<GameModule> {
  const e = catalogEntry(gameId);
  if (!e?.load) throw new Error(`${gameTitle(gameId)} cannot be played in this version of Carriage.`);
  return e.load();
}

export function Play({ id }: { id: string }) {
  const [session, setSession] = useState<MatchSession | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let s: MatchSession | null = null;
    let live = true;
    MatchSession.open(id, loadModule, () => Math.max(250, motionMs(settings.value) * 3), {
      thinker,
      timeMs: () => settings.value.botMs,
    })
      .then((x) => {
        if (!live) return x.dispose();
        s = x;
        // The soak script (scripts/soak.mjs) drives the open match through this handle.
        (globalThis as { __carriageSession?: MatchSession }).__carriageSession = x;
        setSession(x);
        x.scheduleBot();
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
      s?.dispose();
      const g = globalThis as { __carriageSession?: MatchSession };
      if (g.__carriageSession === s) delete g.__carriageSession;
    };
  }, [id]);

  if (error) {
    return (
      <>
        <TopBar title="Game" back="/" />
        <Page label="Game not available">
          <p class="notice" role="alert">
            {error}
          </p>
        </Page>
      </>
    );
  }
  if (!session) {
    return (
      <>
        <TopBar title="Game" back="/" />
        <Page label="Loading game">
          <p class="muted">Shuffling…</p>
        </Page>
      </>
    );
  }
  return <Table session={session} />;
}

function Table({ session }: { session: MatchSession }) {
  const { record, module } = session;
  const status = session.status.value;
  const title = gameTitle(record.gameId);
  // At the match's end the standings come first; the table as it ended is one tap away.
  const [tableAtEnd, setTableAtEnd] = useState(false);
  const over = status.phase === 'match-over';

  // Nothing at the end is private: the standings need no hand-off.
  if (over && !tableAtEnd) {
    return (
      <>
        <TopBar title={title} back="/">
          <a
            class="icon-btn"
            href={`#/rules/${record.gameId}${record.presetId ? `?preset=${record.presetId}` : ''}`}
            aria-label="Rules"
          >
            <span aria-hidden="true">?</span>
          </a>
        </TopBar>
        <Page label="Match over">
          <MatchEnd
            gameId={record.gameId}
            title={title}
            status={status}
            seats={record.seats}
            rounds={session.rounds()}
            lastNote={roundNote(module, status, record.seats)}
            options={record.options}
            presetId={record.presetId}
            sheetId={record.sheetId}
            onShowTable={() => setTableAtEnd(true)}
          />
        </Page>
      </>
    );
  }
  if (session.needsHandOff.value && !session.readOnly.value) {
    const seat = session.holder.value!;
    const note = module.seatNote?.(record.options, record.seats, seat);
    return (
      <HandOff
        name={record.seats[seat]!.name}
        onReady={() => session.takePhone(seat)}
        title={title}
        {...(note ? { note } : {})}
      />
    );
  }
  // Another tab plays this match: show the table from the last player's side, hidden hands stay hidden.
  const readOnly = session.readOnly.value;
  if (readOnly && session.humans.length >= 2) {
    return (
      <>
        <TopBar title={title} back="/" />
        <FollowNotice session={session} />
      </>
    );
  }
  const viewer = session.viewer.value ?? session.holder.value ?? 0;
  const { view, legal } = session.viewFor(viewer);
  const Board = module.Table;
  const undo = session.undoable();
  const s = settings.value;

  const play = (move: unknown) => {
    try {
      session.play(viewer, move).catch((e: unknown) => reportError(e));
    } catch (e) {
      if (e instanceof IllegalMoveError) toast(readableMoveError(e, record.seats, module), { kind: 'error' });
      else reportError(e);
    }
  };
  const unsaved = session.unsaved.value;
  const thinkingSeat = session.thinking.value;
  const hint = session.currentHint();
  const hintPending = session.hint.value === 'pending';
  const canHint = s.botHint && !readOnly && legal.length > 0 && session.viewer.value !== null;
  const assist: TableAssist = {
    thinking: thinkingSeat !== null ? `${record.seats[thinkingSeat]?.name ?? 'Bot'} is thinking…` : null,
    hint: hint ? { text: (n) => hintText(hint.move, n), cards: moveCards(hint.move) } : null,
  };

  return (
    <>
      <TopBar title={title} back="/">
        {over && (
          <button type="button" class="icon-btn" aria-label="Final standings" onClick={() => setTableAtEnd(false)}>
            <span aria-hidden="true">★</span>
          </button>
        )}
        {canHint && (
          <button
            type="button"
            class="icon-btn hint-btn"
            aria-label={hintPending ? 'Hint: thinking…' : 'Hint'}
            aria-describedby={hint ? 'table-hint-text' : undefined}
            disabled={hintPending}
            onClick={() => void session.askHint()}
          >
            <span aria-hidden="true">{hintPending ? '…' : 'Hint'}</span>
          </button>
        )}
        {!over && (
          <button
            type="button"
            class="icon-btn"
            aria-label="Undo"
            disabled={undo < 1 || !session.canUndo}
            onClick={() => void session.undo()}
          >
            <span aria-hidden="true">↶</span>
          </button>
        )}
        <a class="icon-btn" href={`#/sheet/${record.sheetId}`} aria-label="Score sheet">
          <span aria-hidden="true">▦</span>
        </a>
        <a
          class="icon-btn"
          href={`#/rules/${record.gameId}${record.presetId ? `?preset=${record.presetId}` : ''}`}
          aria-label="Rules"
        >
          <span aria-hidden="true">?</span>
        </a>
      </TopBar>
      {session.problem.value && (
        <p class="notice" role="alert" style={{ margin: '8px' }}>
          {session.problem.value}
        </p>
      )}
      {readOnly && <FollowNotice session={session} />}
      {unsaved > 0 && (
        <p class="notice" role="status" style={{ margin: '8px' }} data-testid="unsaved">
          {unsaved} move{unsaved > 1 ? 's' : ''} not saved yet.{' '}
          {pendingDurable.value
            ? 'They are kept on this device and saving is retried every few seconds.'
            : 'They are kept only while this page stays open: do not close it.'}{' '}
          <button type="button" class="btn" onClick={() => void session.retry()}>
            Try again
          </button>
        </p>
      )}
      {session.sheetUnsaved.value && (
        <p class="notice" role="status" style={{ margin: '8px' }} data-testid="sheet-unsaved">
          The last round is not saved on the score sheet yet; it is kept and saving is retried.
        </p>
      )}
      <AssistContext.Provider value={assist}>
        <Board
          view={view}
          seat={viewer}
          legal={legal}
          seats={record.seats}
          status={status}
          play={play}
          busy={session.busy.value || readOnly}
          settings={{ labels: s.labels, hints: s.hints, motionMs: motionMs(s) }}
        />
      </AssistContext.Provider>
    </>
  );
}

/** This tab follows another one that plays the match; it may take over. */
function FollowNotice({ session }: { session: MatchSession }) {
  return (
    <p
      class="notice"
      role="status"
      style={{ margin: '8px' }}
      data-testid="read-only"
      data-moves={session.moves.value.length}
    >
      This game is open in another tab or window, so this one only follows it.{' '}
      <button type="button" class="btn" onClick={() => void session.takeOver()}>
        Play here instead
      </button>
    </p>
  );
}

/** The screen between two people's turns: nothing private is on screen. */
export function HandOff({
  name,
  title,
  note,
  onReady,
}: {
  name: string;
  title: string;
  note?: string;
  onReady: () => void;
}) {
  // Nothing from the last player's turn (an error, a hint) stays on screen for the next one.
  useEffect(() => clearToasts(), [name]);
  return (
    <>
      <TopBar title={title} back="/" />
      <main class="handoff" aria-labelledby="handoff-h">
        <p>Pass the phone to</p>
        <h2 class="who" id="handoff-h">
          {name}
        </h2>
        {note && <p>{note}</p>}
        <button type="button" class="btn primary big" autoFocus onClick={onReady}>
          I'm {name} — show my cards
        </button>
        <p class="small">Everyone else, look away.</p>
      </main>
    </>
  );
}
