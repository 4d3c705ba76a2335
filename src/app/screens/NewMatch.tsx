import { useEffect, useState } from 'preact/hooks';
import { openingOf, type BotLevel, type Opening, type SeatInfo } from '../../engine/match.ts';
import type { PlayerRecord, SeatRecord } from '../../store/records.ts';
import { RecentPlayers, sameName, useRecentPlayers } from '../players/Recent.tsx';
import { matchingPreset, presetOptions, type OptionField } from '../../engine/options.ts';
import { CATALOG, catalogEntry } from '../../games/catalog.ts';
import type { GameModule } from '../../games/module.ts';
import { navigate, route } from '../router.ts';
import { createMatch } from '../match/create.ts';
import { reportError, settings } from '../state.ts';
import { readableMoveError } from '../match/refusal.ts';
import { lang, ready, words } from '../../i18n/current.ts';
import { wordOptions } from '../../i18n/options.ts';
import { gameTitle } from '../../games/catalog.ts';
import { gameSummary } from '../../games/summary.words.ts';
import { botsWords } from '../bots/bots.words.ts';
import { matchWords } from '../match/match.words.ts';
import { newMatchWords, type NewMatchWords } from './newMatch.words.ts';
import { LIMITS } from '../../store/records.ts';
import { limitText } from '../limits.words.ts';
import { IllegalMoveError } from '../../engine/types.ts';
import { Page, TopBar } from '../ui.tsx';

const playable = CATALOG.filter((g) => g.load);

export function NewMatch() {
  const w = words(newMatchWords);
  const levels = words(botsWords).levels;
  const mw = words(matchWords);
  const [gameId, setGameId] = useState(route.value.params.game ?? playable[0]?.id ?? '');
  const entry = catalogEntry(gameId);
  const [module, setModule] = useState<GameModule | null>(null);
  const [loadError, setLoadError] = useState('');
  const [seats, setSeats] = useState<SeatRecord[]>([]);
  const recent = useRecentPlayers();
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [starting, setStarting] = useState(false);
  const [dealCode, setDealCode] = useState(route.value.params.seed ?? '');
  const lastNames = settings.value.names;

  useEffect(() => {
    if (!entry?.load) return;
    setModule(null);
    setLoadError('');
    let live = true;
    entry
      .load()
      // The game's option words register as its chunk loads: load them in this language first.
      .then((m) => ready().then(() => m))
      .then((m) => {
        if (!live) return;
        setModule(m);
        setOptions({ ...m.game.defaultOptions, ...(m.options.presets[0]?.values ?? {}) });
        const n = Math.max(m.game.players.min, Math.min(m.game.players.max, seats.length || 2));
        setSeats(resize(seats, n, lastNames));
      })
      .catch(() => live && setLoadError('cannot-load'));
    return () => {
      live = false;
    };
  }, [gameId]);

  const start = async () => {
    if (!module || !entry || starting || setupError) return;
    if (!seats.some((s) => s.kind === 'human')) return;
    setStarting(true);
    const presetId = matchingPreset(module.options, module.game.defaultOptions, options);
    try {
      const id = await createMatch({
        gameId: entry.id,
        title: gameTitle(entry.id),
        options,
        presetId,
        seats,
        seed: dealCode,
      });
      navigate(`/play/${id}`, true);
    } catch (e) {
      // A match the store would not read back (records.ts' limits) is refused, worded; nothing was stored.
      setStarting(false);
      reportError(e);
    }
  };

  // The options as the reader reads them: the game's own words for them in the current language.
  const spec = module
    ? wordOptions(module.options, module.optionWords ? words(module.optionWords) : undefined)
    : undefined;
  // The engine itself says whether these seats and options make a game (e.g. teams need 4 or 6 players).
  let setupError = '';
  // Who plays first, as the engine deals it: a draw for the deal, chance, or one seat.
  let opening: Opening | undefined;
  if (module) {
    try {
      opening = openingOf(module.game, seats.length, options);
    } catch (e) {
      setupError =
        e instanceof IllegalMoveError
          ? readableMoveError(e, seats, module)
          : e instanceof Error
            ? e.message
            : String(e);
    }
  }
  // The store's limits on what is typed here, said before Start (createMatch refuses them too).
  if (!setupError && seats.some((s) => s.name.trim().length > LIMITS.name)) setupError = limitText('name');
  if (!setupError && dealCode.trim().length > LIMITS.id) setupError = limitText('id');
  // A game without words for its options in this language shows them as declared, in English: marked so.
  const optLang = module && !module.optionWords && lang.value !== 'en' ? 'en' : undefined;
  const presetId = module ? matchingPreset(module.options, module.game.defaultOptions, options) : undefined;

  return (
    <>
      <TopBar title={w.title} back="/" />
      <Page label={w.title}>
        <form
          class="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <fieldset>
            <legend>{w.game}</legend>
            <div class="stack">
              {playable.length === 0 && <p class="muted">{w.noneYet}</p>}
              {playable.map((g) => (
                <label class="check" key={g.id}>
                  <input
                    type="radio"
                    name="game"
                    value={g.id}
                    checked={g.id === gameId}
                    onChange={() => setGameId(g.id)}
                  />
                  <span>
                    {gameTitle(g.id)} <span class="small muted">{w.players(g.players.min, g.players.max)}</span>
                    <span class="hint">{gameSummary(g.id) || g.summary}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {loadError && <p class="notice">{w.cannotLoad}</p>}
          {module && (
            <>
              {/* How to play the chosen game, on one screen (issue 28 §4), with its guided round. */}
              <p>
                <a class="btn block" href={`#/rules/${gameId}`} data-testid="how-to-play">
                  {w.howTo(gameTitle(gameId))}
                </a>
              </p>
              <fieldset>
                <legend>{w.seats}</legend>
                {module.game.players.min !== module.game.players.max && (
                  <label class="field">
                    {w.playersLabel}
                    <select
                      aria-label={w.playersLabel}
                      value={seats.length}
                      onChange={(e) =>
                        setSeats(resize(seats, Number((e.target as HTMLSelectElement).value), lastNames))
                      }
                    >
                      {range(module.game.players.min, module.game.players.max).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <ol class="list" style={{ marginTop: '8px' }}>
                  {seats.map((s, i) => (
                    <li key={i} class="row" style={{ flexWrap: 'wrap' }}>
                      <input
                        type="text"
                        aria-label={w.seatName(i + 1)}
                        value={s.name}
                        placeholder={s.kind === 'bot' ? mw.botName(i + 1) : mw.playerName(i + 1)}
                        style={{ flex: '1 1 0', minWidth: 0 }}
                        onInput={(e) =>
                          setSeats(
                            seats.map((x, j) => (j === i ? { ...x, name: (e.target as HTMLInputElement).value } : x)),
                          )
                        }
                      />
                      <div class="segmented" role="group" aria-label={w.seatKind(i + 1)} style={{ flex: 'none' }}>
                        {(['human', 'bot'] as const).map((k) => (
                          <button
                            type="button"
                            key={k}
                            aria-pressed={s.kind === k}
                            style={{ whiteSpace: 'nowrap' }}
                            onClick={() => setSeats(seats.map((x, j) => (j === i ? seatOfKind(x, k) : x)))}
                          >
                            {k === 'human' ? w.person : w.bot}
                          </button>
                        ))}
                      </div>
                      {s.kind === 'bot' && (
                        <div
                          class="segmented level"
                          role="group"
                          aria-label={w.seatLevel(i + 1)}
                          style={{ flexBasis: '100%' }}
                        >
                          {BOT_LEVELS.map((lv) => (
                            <button
                              type="button"
                              key={lv}
                              aria-pressed={(s.level ?? 'normal') === lv}
                              onClick={() => setSeats(seats.map((x, j) => (j === i ? { ...x, level: lv } : x)))}
                            >
                              {levels[lv]}
                            </button>
                          ))}
                        </div>
                      )}
                    </li>
                  ))}
                </ol>
                <RecentPlayers
                  label={w.recentPlayers}
                  players={recent}
                  seated={(p) => seats.some((s) => s.kind === 'human' && sameName(s.name, p.name))}
                  onPick={(p) => setSeats(pickPlayer(seats, p))}
                />
                {!seats.some((s) => s.kind === 'human') && <p class="notice">{w.onePerson}</p>}
                <p class="small muted" data-testid="who-starts">
                  {openingText(w, opening, seats)} {w.handOff}
                </p>
              </fieldset>
              {spec && (spec.presets.length > 0 || spec.fields.length > 0) && (
                <fieldset>
                  <legend>{w.rules}</legend>
                  {spec.presets.map((p) => (
                    <label class="check" key={p.id}>
                      <input
                        type="radio"
                        name="preset"
                        checked={presetId === p.id}
                        onChange={() => setOptions(presetOptions({ ...module.game.defaultOptions }, p))}
                      />
                      <span lang={optLang}>
                        {p.label}
                        <span class="hint">{p.description}</span>
                      </span>
                    </label>
                  ))}
                  {!presetId && <p class="small muted">{w.custom}</p>}
                  <details>
                    <summary class="check" style={{ fontWeight: 600 }}>
                      {w.eachRule}
                    </summary>
                    <div class="stack">
                      {spec.fields
                        .filter((f) => f.group === undefined)
                        .map((f) => (
                          <OptionInput
                            key={f.key}
                            lang={optLang}
                            field={f}
                            value={options[f.key]}
                            onChange={(v) => setOptions({ ...options, [f.key]: v })}
                          />
                        ))}
                      {optionGroups(spec.fields).map((g) => (
                        <details key={g.name} class="option-group">
                          <summary class="check" style={{ fontWeight: 600 }} lang={optLang}>
                            {w.groupCount(g.name, g.fields.length)}
                          </summary>
                          <div class="stack">
                            {g.fields.map((f) => (
                              <OptionInput
                                key={f.key}
                                lang={optLang}
                                field={f}
                                value={options[f.key]}
                                onChange={(v) => setOptions({ ...options, [f.key]: v })}
                              />
                            ))}
                          </div>
                        </details>
                      ))}
                    </div>
                  </details>
                </fieldset>
              )}
              <details>
                <summary class="check" style={{ fontWeight: 600 }}>
                  {w.dealCode}
                </summary>
                <label class="field">
                  <span class="small muted" style={{ fontWeight: 400 }}>
                    {w.dealCodeHelp}
                  </span>
                  <input
                    type="text"
                    value={dealCode}
                    autocomplete="off"
                    aria-label={w.dealCode}
                    onInput={(e) => setDealCode((e.target as HTMLInputElement).value)}
                  />
                </label>
              </details>
              {setupError && (
                <p class="notice" role="alert">
                  {setupError}
                </p>
              )}
              <div class="start-bar">
                <button
                  class="btn primary big block"
                  type="submit"
                  disabled={starting || !!setupError || !seats.some((s) => s.kind === 'human')}
                >
                  {w.start(entry ? gameTitle(entry.id) : '')}
                </button>
              </div>
            </>
          )}
        </form>
      </Page>
    </>
  );
}

/** The grouped options (e.g. "House rules"), each group once, in the order their first option comes. */
function optionGroups(fields: readonly OptionField[]): { name: string; fields: OptionField[] }[] {
  const groups: { name: string; fields: OptionField[] }[] = [];
  for (const f of fields) {
    if (f.group === undefined) continue;
    const g = groups.find((x) => x.name === f.group);
    if (g) g.fields.push(f);
    else groups.push({ name: f.group, fields: [f] });
  }
  return groups;
}

function OptionInput({
  field,
  value,
  onChange,
  lang: inLang,
}: {
  lang?: string | undefined;
  field: OptionField;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  if (field.kind === 'boolean') {
    return (
      <label class="check" lang={inLang}>
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange((e.target as HTMLInputElement).checked)}
        />
        <span>
          {field.label}
          {field.help && <span class="hint">{field.help}</span>}
        </span>
      </label>
    );
  }
  return (
    <label class="field" lang={inLang}>
      {field.label}
      <select
        value={String(value)}
        onChange={(e) => {
          const raw = (e.target as HTMLSelectElement).value;
          const choice = field.choices.find((c) => String(c.value) === raw);
          if (choice) onChange(choice.value);
        }}
      >
        {field.choices.map((c) => (
          <option key={String(c.value)} value={String(c.value)}>
            {c.label}
          </option>
        ))}
      </select>
      {field.help && (
        <span class="small muted" style={{ fontWeight: 400 }}>
          {field.help}
        </span>
      )}
    </label>
  );
}

/** Who plays first, in words. */
function openingText(w: NewMatchWords, opening: Opening | undefined, seats: SeatInfo[]): string {
  if (!opening) return '';
  if (opening.kind === 'draw') return w.openDraw;
  if (opening.kind === 'chance') return w.openChance;
  return w.openSeat(opening.seat + 1, seats[opening.seat]?.name.trim() ?? '');
}

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

const BOT_LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

/**
 * A recent player picked (issue 29): off the table when seated; else into the first person's seat
 * with no name, or the first bot's seat, or the last seat.
 */
function pickPlayer(seats: SeatRecord[], p: PlayerRecord): SeatRecord[] {
  const at = seats.findIndex((s) => s.kind === 'human' && sameName(s.name, p.name));
  if (at >= 0) return seats.map((s, i) => (i === at ? { name: '', kind: 'human' } : s));
  let to = seats.findIndex((s) => s.kind === 'human' && !s.name.trim());
  if (to < 0) to = seats.findIndex((s) => s.kind === 'bot');
  if (to < 0) to = seats.length - 1;
  return seats.map((s, i) => (i === to ? { name: p.name, kind: 'human', playerId: p.id } : s));
}

/** A seat switched to a person or a bot: a bot starts at Normal, a person has no level. */
function seatOfKind(x: SeatInfo, kind: SeatInfo['kind']): SeatInfo {
  const name = x.name.startsWith('Bot ') || x.name === '' ? '' : x.name;
  return kind === 'bot' ? { name, kind, level: x.level ?? 'normal' } : { name, kind };
}

/** Seats for n players: keep what was typed, fill with one person and bots. */
function resize(seats: SeatInfo[], n: number, names: string[]): SeatInfo[] {
  const out = seats.slice(0, n);
  while (out.length < n) {
    const i = out.length;
    out.push(i === 0 ? { name: names[0] ?? '', kind: 'human' } : { name: '', kind: 'bot', level: 'normal' });
  }
  return out;
}
