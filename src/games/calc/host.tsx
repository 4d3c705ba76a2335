/**
 * The frame every round calculator of the score pad is built in: it brings the sheet's rules
 * (the options of the match that keeps the sheet, or the rules chosen for this sheet and
 * remembered with it), checks the number of players, and gives the calculator's body the
 * players, the round number and the earlier rounds. A game's calculator is then only its
 * inputs and the call of its engine's scoring, e.g.:
 *
 *   export default roundCalculator({ game: 'Koi-Koi', spec, defaults, keys, players, Body });
 *
 * Where the rules are kept is the score pad's business: it passes them in (`RoundCalcProps.rules`).
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { OptionsSpec } from '../../engine/options.ts';
import { matchingPreset, presetOptions } from '../../engine/options.ts';
import { type Catalogue, words } from '../../i18n/current.ts';
import { type OptionWords, wordOptions } from '../../i18n/options.ts';
import { calcWords } from './calc.words.ts';
import type { RoundCalcProps, SheetRules } from './types.ts';
import './calc.css';

/** What a game's calculator body is given. */
export interface CalcBodyProps<O> {
  players: string[];
  /** 1-based number of the round being entered. */
  round: number;
  /** Scores of the rounds before this one (e.g. to carry Go-Stop's drawn rounds). */
  previous: number[][];
  options: O;
  onUse: RoundCalcProps['onUse'];
  onCancel: () => void;
}

interface RoundCalculatorDef<O> {
  /** The game's name, for messages. */
  game: string;
  spec: OptionsSpec<O>;
  /** The game's option words (its module's `optionWords`): the rules panel in the reader's language. */
  optionWords?: Catalogue<OptionWords>;
  defaults: O;
  /** The rules that change a round's score (shown, and changeable on a sheet without a match). */
  keys: readonly (keyof O & string)[];
  /** Complete stored rules (a match's frozen options, a sheet's saved rules) the way the engine reads them; default: on top of `defaults`. */
  normalise?: (stored: Partial<O>) => O;
  /** Why this number of players cannot be scored, if so (given the rules). */
  players: (n: number, options: O) => string | undefined;
  Body: ComponentType<CalcBodyProps<O>>;
}

/** Build the score pad's component for a round calculator. */
export function roundCalculator<O extends object>(def: RoundCalculatorDef<O>): ComponentType<RoundCalcProps> {
  return function RoundCalculator({ sheet, roundIndex, rules: kept, onUse, onCancel }: RoundCalcProps) {
    const [rules, setRules] = useState<{ options: O; fixed: boolean } | null>(null);
    useEffect(() => {
      let live = true;
      void loadRules(def, kept).then((r) => live && setRules(r));
      return () => {
        live = false;
      };
    }, [sheet.id, sheet.matchId]);
    const w = words(calcWords);
    if (!rules) return <p class="muted">{w.loadingRules}</p>;
    const change = (options: O) => {
      setRules({ options, fixed: false });
      kept.save(options);
    };
    const problem = def.players(sheet.players.length, rules.options);
    return (
      <div class="calc round-calc">
        <RulesPanel def={def} options={rules.options} fixed={rules.fixed} onChange={change} />
        {problem ? (
          <>
            <p role="alert" class="notice">
              {problem}
            </p>
            <button type="button" class="btn block" onClick={onCancel}>
              {w.backToRound}
            </button>
          </>
        ) : (
          <def.Body
            players={sheet.players}
            round={roundIndex + 1}
            previous={sheet.rounds.slice(0, roundIndex).map((r) => r.scores)}
            options={rules.options}
            onUse={onUse}
            onCancel={onCancel}
          />
        )}
      </div>
    );
  };
}

async function loadRules<O extends object>(
  def: RoundCalculatorDef<O>,
  kept: SheetRules,
): Promise<{ options: O; fixed: boolean }> {
  const complete = (stored: Partial<O>): O => (def.normalise ? def.normalise(stored) : { ...def.defaults, ...stored });
  try {
    const stored = await kept.load();
    if (stored) return { options: complete(stored.options as Partial<O>), fixed: stored.fixed };
  } catch {
    // Storage trouble: score with the defaults; the panel shows which rules are in force.
  }
  return { options: { ...def.defaults }, fixed: false };
}

/** The rules in force, in one line, and (on a sheet without a match) a preset and per-rule choice. */
function RulesPanel<O extends object>({
  def,
  options,
  fixed,
  onChange,
}: {
  def: RoundCalculatorDef<O>;
  options: O;
  fixed: boolean;
  onChange: (o: O) => void;
}) {
  const w = words(calcWords);
  // The spec's labels in the reader's language (the values and ids are the same in every language).
  const spec = wordOptions(def.spec, def.optionWords ? words(def.optionWords) : undefined);
  const presetId = matchingPreset(def.spec, def.defaults, options);
  const preset = spec.presets.find((p) => p.id === presetId);
  const fields = spec.fields.filter((f) => def.keys.includes(f.key as keyof O & string));
  const values = options as Record<string, unknown>;
  const set = (key: string, v: unknown) => onChange({ ...options, [key]: v } as O);
  return (
    <details class="calc-rules">
      <summary>
        {w.rules} <b>{preset ? preset.label : w.custom}</b>
        {fixed ? w.fromGame : ''}
      </summary>
      {fixed ? (
        <p class="small muted">{w.fixed}</p>
      ) : (
        <label class="field">
          <span class="small">{w.preset}</span>
          <select
            value={presetId ?? ''}
            onChange={(e) => {
              const p = spec.presets.find((x) => x.id === (e.target as HTMLSelectElement).value);
              if (p) onChange(presetOptions(def.defaults, p));
            }}
          >
            {!presetId && <option value="">{w.custom}</option>}
            {spec.presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {fields.map((f) =>
        f.kind === 'boolean' ? (
          <label class="check" key={f.key}>
            <input
              type="checkbox"
              checked={values[f.key] === true}
              disabled={fixed}
              onChange={(e) => set(f.key, (e.target as HTMLInputElement).checked)}
            />
            <span>{f.label}</span>
          </label>
        ) : (
          <label class="field" key={f.key}>
            <span class="small">{f.label}</span>
            <select
              value={String(values[f.key])}
              disabled={fixed}
              onChange={(e) => {
                const c = f.choices.find((x) => String(x.value) === (e.target as HTMLSelectElement).value);
                if (c) set(f.key, c.value);
              }}
            >
              {f.choices.map((c) => (
                <option key={String(c.value)} value={String(c.value)}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        ),
      )}
    </details>
  );
}
