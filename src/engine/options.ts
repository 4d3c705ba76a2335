/**
 * Describing a game's options as data: named presets plus per-rule toggles. The new-match
 * screen renders these; the chosen values are frozen into the match record.
 */

export interface OptionChoice {
  value: string | number | boolean;
  label: string;
}

export type OptionField =
  | { key: string; label: string; help?: string; kind: 'boolean' }
  | { key: string; label: string; help?: string; kind: 'choice'; choices: OptionChoice[] };

export interface Preset<O> {
  id: string;
  label: string;
  /** One line: where the preset comes from. */
  description: string;
  values: Partial<O>;
}

export interface OptionsSpec<O> {
  presets: Preset<O>[];
  fields: OptionField[];
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
