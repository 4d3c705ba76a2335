/**
 * A game's options, declared once (issue 25 §2): each option's kind and values (checked by the
 * compiler against the game's options type, key by key), the defaults, the new-match form's
 * fields and presets (each saying where it comes from), how options stored by older versions
 * are brought up to date, and the check every engine's `setup` runs (`checkOptions`): an
 * unknown key or a value of the wrong type or choice is refused with a code naming the option.
 * The chosen values are frozen into the match record.
 */
import { IllegalMoveError } from './types.ts';

export interface OptionChoice {
  value: string | number | boolean;
  label: string;
}

/** An option as the new-match form and the score pad's rules panel show it. */
export type OptionField =
  | { key: string; label: string; help?: string; group?: string; kind: 'boolean' }
  | { key: string; label: string; help?: string; group?: string; kind: 'choice'; choices: OptionChoice[] };

export interface Preset<O> {
  id: string;
  label: string;
  /** One line: where the preset comes from (its provenance: the seed, a publisher, a reference). */
  description: string;
  values: Partial<O>;
}

/** What the form renders: the presets and one field per option. */
export interface OptionsSpec<O> {
  presets: Preset<O>[];
  fields: OptionField[];
}

interface OptionBase {
  label: string;
  help?: string;
  /** A group the form folds the option into (e.g. "House rules"), shown after the ungrouped options. */
  group?: string;
}

/** A switch: true or false. */
export interface BooleanOption extends OptionBase {
  kind: 'boolean';
}

/** One of a list of values. */
export interface ChoiceOption<V> extends OptionBase {
  kind: 'choice';
  choices: readonly { value: V; label: string }[];
}

/** A whole number from `min` to `max`; the form offers `choices`. */
export interface IntegerOption<V> extends OptionBase {
  kind: 'integer';
  min: number;
  max: number;
  choices: readonly { value: V; label: string }[];
}

/** How an option of type `V` may be declared. */
export type OptionDecl<V> = [V] extends [boolean]
  ? BooleanOption
  : [V] extends [number]
    ? ChoiceOption<V> | IntegerOption<V>
    : ChoiceOption<V>;

/** One declaration per option of `O`, none missing (the compiler checks each against `O`). */
export type OptionDecls<O> = { [K in keyof O]-?: OptionDecl<Exclude<O[K], undefined>> };

/** Seats a chosen value needs (e.g. teams of two: 4 or 6 players). */
export interface OptionSeats<O> {
  option: keyof O & string;
  players: readonly number[];
}

/** A game's options as written once in its engine file. */
export interface OptionsInput<O> {
  /** The game's title, named in the refusals' messages. */
  game: string;
  /** Every option's default, in the order the match record keeps them. */
  defaults: O;
  /** Every option, in the order the new-match form shows them. */
  options: OptionDecls<O>;
  presets: Preset<O>[];
  /**
   * Options stored by older versions (a match's frozen options, a sheet's saved rules) brought to
   * today's shape before the check: changes `stored`, a copy, in place. Refuses (with a code) only
   * an old shape it knows whose value makes no sense.
   */
  migrate?(stored: Record<string, unknown>): void;
  /** The player counts the options need, when not every count will do (refused as 'option-seats'). */
  seats?(options: O, players: number): OptionSeats<O> | undefined;
}

/** The declaration: what was written, plus the form's fields derived from it. */
export interface OptionsDeclaration<O> extends OptionsInput<O>, OptionsSpec<O> {}

/** Declare a game's options (see `OptionsInput`); the form's fields follow the options' order. */
export function declareOptions<O>(input: OptionsInput<O>): OptionsDeclaration<O> {
  const fields: OptionField[] = [];
  for (const [key, o] of Object.entries(input.options) as [
    string,
    BooleanOption | ChoiceOption<OptionChoice['value']> | IntegerOption<number>,
  ][]) {
    const head: { key: string; label: string; help?: string; group?: string } = { key, label: o.label };
    if (o.help !== undefined) head.help = o.help;
    if (o.group !== undefined) head.group = o.group;
    fields.push(
      o.kind === 'boolean'
        ? { ...head, kind: 'boolean' }
        : { ...head, kind: 'choice', choices: o.choices.map((c) => ({ value: c.value, label: c.label })) },
    );
  }
  return { ...input, fields };
}

/** Does the declared option take this value? */
function accepts(o: BooleanOption | ChoiceOption<unknown> | IntegerOption<unknown>, v: unknown): boolean {
  switch (o.kind) {
    case 'boolean':
      return typeof v === 'boolean';
    case 'choice':
      return o.choices.some((c) => c.value === v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v) && v >= o.min && v <= o.max;
  }
}

/** A value as a refusal's data carries it: itself when plain, else its JSON. */
export function refusalValue(v: unknown): string | number | boolean | null {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
    ? v
    : String(JSON.stringify(v));
}

/**
 * The options of a new match, complete and checked: `given` (partial, perhaps stored by an
 * older version: migrated first) over the defaults. Refused with an `IllegalMoveError` naming
 * the option: 'option-unknown' {option}, 'option-type' {option, value}, and with `players`
 * given, 'option-seats' {option, value, players}. A key given as `undefined` is not given.
 */
export function checkOptions<O>(decl: OptionsDeclaration<O>, given: unknown, players?: number): O {
  if (given !== undefined && given !== null && (typeof given !== 'object' || Array.isArray(given))) {
    throw new IllegalMoveError(
      'option-type',
      { option: '', value: refusalValue(given) },
      `${decl.game} options must be an object, not ${JSON.stringify(given)}.`,
    );
  }
  let stored = (given ?? {}) as Record<string, unknown>;
  if (decl.migrate) {
    stored = { ...stored };
    decl.migrate(stored);
  }
  const out = { ...decl.defaults } as Record<string, unknown>;
  const options = decl.options as Record<string, BooleanOption | ChoiceOption<unknown> | IntegerOption<unknown>>;
  for (const key of Object.keys(stored)) {
    const v = stored[key];
    if (v === undefined) continue;
    if (!Object.hasOwn(options, key))
      throw new IllegalMoveError('option-unknown', { option: key }, `${decl.game} has no option ${key}.`);
    if (!accepts(options[key]!, v))
      throw new IllegalMoveError(
        'option-type',
        { option: key, value: refusalValue(v) },
        `${decl.game} option ${key} cannot be ${JSON.stringify(v)}.`,
      );
    out[key] = v;
  }
  const checked = out as O;
  const need = players === undefined ? undefined : decl.seats?.(checked, players);
  if (need) {
    const value = refusalValue(out[need.option]);
    throw new IllegalMoveError(
      'option-seats',
      { option: need.option, value, players: need.players.slice() },
      `${decl.game} option ${need.option} ${JSON.stringify(out[need.option])} needs ${need.players.join(' or ')} players, not ${players}.`,
    );
  }
  return checked;
}

/** The options a preset gives, on top of the defaults. */
export function presetOptions<O>(defaults: O, preset: Preset<O> | undefined): O {
  return { ...defaults, ...(preset?.values ?? {}) };
}

/** The id of the preset whose values all match `options`, if any. */
export function matchingPreset<O>(spec: OptionsSpec<O>, defaults: O, options: O): string | undefined {
  return spec.presets.find((p) => {
    const full = presetOptions(defaults, p) as Record<string, unknown>;
    const o = options as Record<string, unknown>;
    return Object.keys(full).every((k) => full[k] === o[k]);
  })?.id;
}
