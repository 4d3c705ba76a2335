/** The toy game's module, as a player's screen would load it: engine, options, bot, table, rules. */
import type { OptionsSpec } from '../../../src/engine/options.ts';
import { gameModule, type TableProps } from '../../../src/games/module.ts';
import { toy, type ToyMove } from '../toy-game.ts';
import { toyBot } from './toy-bot.ts';

const options: OptionsSpec<{ rounds: number }> = {
  presets: [{ id: 'short', label: 'Short', description: 'Two rounds.', values: { rounds: 2 } }],
  fields: [{ key: 'rounds', label: 'Rounds', kind: 'choice', choices: [{ value: 2, label: '2' }] }],
};

function ToyTable({ legal, play }: TableProps<unknown, ToyMove>) {
  return (
    <div>
      {legal.map((m) => (
        <button type="button" onClick={() => play(m)}>
          {m.type === 'play' ? m.card : m.type}
        </button>
      ))}
    </div>
  );
}

export default gameModule({
  game: toy,
  options,
  bot: toyBot,
  Table: ToyTable,
  rules: (lang) => Promise.resolve([{ text: '# Toy\n\nPlay your highest card.', lang }]),
});
