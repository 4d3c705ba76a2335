/**
 * A game's options in the reader's language (issue 27 §1): the option labels, help, choices,
 * groups and presets that a game declares once in English (`declareOptions`) are worded by a
 * catalogue whose English is derived from the declaration itself (`optionWordsOf`), so that the
 * drift test holds Japanese and Korean to every field, choice and preset the game has.
 */
import type { OptionsSpec } from '../engine/options.ts';

export interface OptionWords {
  /** Per option key: its label, help when it has one, and each choice by its value (`String(value)`). */
  fields: Record<string, { label: string; help?: string; choices?: Record<string, string> }>;
  /** Per group name in English (e.g. "House rules"): the group's heading. */
  groups: Record<string, string>;
  /** Per preset id: its label and its one-line provenance. */
  presets: Record<string, { label: string; description: string }>;
}

/** The English words of a spec, as a catalogue's `en` (what Japanese and Korean must match key for key). */
export function optionWordsOf(spec: OptionsSpec<unknown>): OptionWords {
  const fields: OptionWords['fields'] = {};
  const groups: OptionWords['groups'] = {};
  for (const f of spec.fields) {
    const w: OptionWords['fields'][string] = { label: f.label };
    if (f.help !== undefined) w.help = f.help;
    if (f.kind === 'choice') w.choices = Object.fromEntries(f.choices.map((c) => [String(c.value), c.label]));
    fields[f.key] = w;
    if (f.group !== undefined) groups[f.group] = f.group;
  }
  const presets = Object.fromEntries(spec.presets.map((p) => [p.id, { label: p.label, description: p.description }]));
  return { fields, groups, presets };
}

/** The spec with its words replaced by `w`'s (anything `w` lacks stays as declared). */
export function wordOptions<O>(spec: OptionsSpec<O>, w: OptionWords | undefined): OptionsSpec<O> {
  if (!w) return spec;
  return {
    presets: spec.presets.map((p) => ({ ...p, ...w.presets[p.id] })),
    fields: spec.fields.map((f) => {
      const fw = w.fields[f.key];
      const group = f.group !== undefined ? (w.groups[f.group] ?? f.group) : undefined;
      const head = {
        ...f,
        label: fw?.label ?? f.label,
        ...(f.help !== undefined ? { help: fw?.help ?? f.help } : {}),
        ...(group !== undefined ? { group } : {}),
      };
      return f.kind === 'choice'
        ? {
            ...head,
            kind: 'choice',
            choices: f.choices.map((c) => ({ ...c, label: fw?.choices?.[String(c.value)] ?? c.label })),
          }
        : head;
    }) as OptionsSpec<O>['fields'],
  };
}
