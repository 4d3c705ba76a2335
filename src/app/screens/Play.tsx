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
import { ready, words } from '../../i18n/current.ts';
import { botsWords } from '../bots/bots.words.ts';
import { playWords } from './play.words.ts';
import { tableWords } from '../../table/table.words.ts';
import { markPlayed, setTeaching, taughtRules, teachingOn } from '../match/teach.ts';
import { guidedLegal } from '../match/guide.ts';
import { sameData } from '../../engine/deck.ts';
import { LookName, type SeatLook, SeatLooks } from '../../table/looks.tsx';
import { loadLooks } from '../players/looks.ts';

async function loadModule(gameId: string): Promise<GameModule> {
  const e = catalogEntry(gameId);
  if (!e?.load) throw new Error(words(playWords).cannotPlay(gameTitle(gameId)));
  const m = await e.load();
  // The game's own catalogues (its words, its table's) register as its chunk loads: load them in this language first.
  await ready();
  return m;
}

/**
 * The pause before a bot's move: three times the card motion, at least 250 ms, so a player sees
 * each move land. Browser tests set `__carriageBotPause` (ms) before the app loads to play faster
 * (e2e/fixtures.ts); nothing in the app sets it.
 */
const botPause = () =>
  (globalThis as { __carriageBotPause?: number }).__carriageBotPause ?? Math.max(250, motionMs(settings.value) * 3);

export function Play({ id }: { id: string }) {
  const [session, setSession] = useState<MatchSession | null>(null);
  const [looks, setLooks] = useState<readonly (SeatLook | undefined)[]>([]);
  const [error, setError] = useState('');
  const w = words(playWords);

  useEffect(() => {
    let s: MatchSession | null = null;
    let live = true;
    MatchSession.open(id, loadModule, botPause, {
      thinker,
      timeMs: () => settings.value.botMs,
    })
      .then(async (x) => {
        // Each player's emoji and colour (issue 29 §1), read once as the match opens.
        const l = await loadLooks(x.record.seats.map((seat) => seat.playerId));
        if (!live) return x.dispose();
        s = x;
        setLooks(l);
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
        <TopBar title={w.game} back="/" />
        <Page label={w.notAvailable}>
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
        <TopBar title={w.game} back="/" />
        <Page label={w.loading}>
          <p class="muted">{w.shuffling}</p>
        </Page>
      </>
    );
  }
  return <Table session={session} looks={looks} />;
}

function Table({ session, looks }: { session: MatchSession; looks: readonly (SeatLook | undefined)[] }) {
  const { record, module } = session;
  const status = session.status.value;
  const w = words(playWords);
  const bw = words(botsWords);
  const tw = words(tableWords);
  const title = gameTitle(record.gameId);
  // At the match's end the standings come first; the table as it ended is one tap away.
  const [tableAtEnd, setTableAtEnd] = useState(false);
  const over = status.phase === 'match-over';
  const moveCount = session.moves.value.length;
  // Teaching mode (issue 28 §1): each rule the game explains is shown once, where it happened.
  const taught = taughtRules(record.id);
  const teachOn = !!module.teach && (teachingOn(record.gameId) || !!record.guided);
  useEffect(() => markPlayed(record.gameId, status), [over]);
  useEffect(() => {
    const viewer = session.viewer.value ?? session.holder.value;
    if (!teachOn || !module.teach || viewer === null || session.needsHandOff.value) return;
    const { view } = session.viewFor(viewer);
    taught.offer(
      module.teach.notes(
        view,
        viewer,
        record.seats.map((s) => s.name),
      ),
    );
  }, [teachOn, moveCount, session.viewer.value, session.needsHandOff.value]);

  // Nothing at the end is private: the standings need no hand-off.
  if (over && !tableAtEnd) {
    return (
      <>
        <TopBar title={title} back="/">
          <a
            class="icon-btn"
            href={`#/rules/${record.gameId}${record.presetId ? `?preset=${record.presetId}` : ''}`}
            aria-label={w.rules}
          >
            <span aria-hidden="true">?</span>
          </a>
        </TopBar>
        <Page label={w.matchOver}>
          <MatchEnd
            gameId={record.gameId}
            title={title}
            status={status}
            seats={record.seats}
            looks={looks}
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
        look={looks[seat]}
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
  const { view, legal: allLegal } = session.viewFor(viewer);
  // A guided round (issue 28 §5): the table lights only the guide's move.
  const guided = guidedLegal(module, record.guided, view, allLegal, viewer);
  const legal = guided.legal;
  const names = record.seats.map((x) => x.name);
  const Board = module.Table;
  const undo = session.undoable();
  const s = settings.value;

  const play = (move: unknown) => {
    if (guided.move !== null && !sameData(move, guided.move)) {
      toast(tw.followGuide);
      return;
    }
    try {
      session.play(viewer, move).catch((e: unknown) => reportError(e));
    } catch (e) {
      if (e instanceof IllegalMoveError) toast(readableMoveError(e, record.seats, module), { kind: 'error' });
      else reportError(e);
    }
  };
  // "Why not?" (issue 28 §2): the engine's reason, in the reader's words, for a tap it would refuse.
  const whyNot = (move: unknown): string | null => {
    const e = session.refusal(viewer, move);
    if (e) return readableMoveError(e, record.seats, module);
    return guided.move !== null && !sameData(move, guided.move) ? tw.followGuide : null;
  };
  const unsaved = session.unsaved.value;
  const thinkingSeat = session.thinking.value;
  const hint = session.currentHint();
  const hintPending = session.hint.value === 'pending';
  const canHint = s.botHint && !readOnly && !record.guided && legal.length > 0 && session.viewer.value !== null;
  const guideSays =
    guided.move !== null && module.guide && !session.busy.value
      ? module.guide.say(view, guided.move, viewer, names)
      : null;
  const assist: TableAssist = {
    thinking: thinkingSeat !== null ? bw.thinking(record.seats[thinkingSeat]?.name ?? bw.bot) : null,
    hint: hint ? { text: (n) => hintText(hint.move, n), cards: moveCards(hint.move) } : null,
    teach:
      (teachOn || record.guided) && (module.teach || module.guide) && !readOnly
        ? {
            turn:
              guideSays ??
              (legal.length > 0 && !session.busy.value && module.teach
                ? module.teach.turn(view, legal, viewer, names)
                : null),
            note: taught.note.value,
            dismiss: taught.dismiss,
            ...(record.guided ? {} : { off: () => void setTeaching(record.gameId, false) }),
          }
        : null,
  };

  return (
    <>
      <TopBar title={title} back="/">
        {over && (
          <button type="button" class="icon-btn" aria-label={w.finalStandings} onClick={() => setTableAtEnd(false)}>
            <span aria-hidden="true">★</span>
          </button>
        )}
        {canHint && (
          <button
            type="button"
            class="icon-btn hint-btn"
            aria-label={hintPending ? bw.hintThinking : bw.hintButton}
            aria-describedby={hint ? 'table-hint-text' : undefined}
            disabled={hintPending}
            onClick={() => void session.askHint()}
          >
            <span aria-hidden="true">{hintPending ? '…' : bw.hintButton}</span>
          </button>
        )}
        {!over && (
          <button
            type="button"
            class="icon-btn"
            aria-label={w.undo}
            disabled={undo < 1 || !session.canUndo}
            onClick={() => void session.undo()}
          >
            <span aria-hidden="true">↶</span>
          </button>
        )}
        <a class="icon-btn" href={`#/sheet/${record.sheetId}`} aria-label={w.sheet}>
          <span aria-hidden="true">▦</span>
        </a>
        <a
          class="icon-btn"
          href={`#/rules/${record.gameId}${record.presetId ? `?preset=${record.presetId}` : ''}`}
          aria-label={w.rules}
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
          {w.unsaved(unsaved)} {pendingDurable.value ? w.keptDurable : w.keptMemory}{' '}
          <button type="button" class="btn" onClick={() => void session.retry()}>
            {w.tryAgain}
          </button>
        </p>
      )}
      {session.sheetUnsaved.value && (
        <p class="notice" role="status" style={{ margin: '8px' }} data-testid="sheet-unsaved">
          {w.sheetUnsaved}
        </p>
      )}
      <AssistContext.Provider value={assist}>
        <SeatLooks.Provider value={looks}>
          <Board
            view={view}
            seat={viewer}
            legal={legal}
            seats={record.seats}
            status={status}
            play={play}
            whyNot={whyNot}
            busy={session.busy.value || readOnly}
            settings={{ labels: s.labels, hints: s.hints, motionMs: motionMs(s) }}
          />
        </SeatLooks.Provider>
      </AssistContext.Provider>
    </>
  );
}

/** This tab follows another one that plays the match; it may take over. */
function FollowNotice({ session }: { session: MatchSession }) {
  const w = words(playWords);
  return (
    <p
      class="notice"
      role="status"
      style={{ margin: '8px' }}
      data-testid="read-only"
      data-moves={session.moves.value.length}
    >
      {w.follows}{' '}
      <button type="button" class="btn" onClick={() => void session.takeOver()}>
        {w.playHere}
      </button>
    </p>
  );
}

/** The screen between two people's turns: nothing private is on screen. */
export function HandOff({
  name,
  look,
  title,
  note,
  onReady,
}: {
  name: string;
  /** The player's emoji and colour, when set. */
  look?: SeatLook | undefined;
  title: string;
  note?: string;
  onReady: () => void;
}) {
  // Nothing from the last player's turn (an error, a hint) stays on screen for the next one.
  useEffect(() => clearToasts(), [name]);
  const w = words(playWords);
  return (
    <>
      <TopBar title={title} back="/" />
      <main class="handoff" aria-labelledby="handoff-h">
        <p>{w.passTo}</p>
        <h2 class="who" id="handoff-h">
          <LookName name={name} look={look} />
        </h2>
        {note && <p>{note}</p>}
        <button type="button" class="btn primary big" autoFocus onClick={onReady}>
          {w.imReady(name)}
        </button>
        <p class="small">{w.lookAway}</p>
      </main>
    </>
  );
}
