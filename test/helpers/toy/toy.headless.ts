/** The toy game without a screen: its engine and Normal; no `hard`, so its Hard plays as Normal. */
import { headlessGame } from '../../../src/games/headless.ts';
import { toy } from '../toy-game.ts';
import { toyBot } from './toy-bot.ts';

export default headlessGame({ game: toy, normal: toyBot });
