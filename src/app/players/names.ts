/** How a player is shown: a person by name (and emoji), a bot by its level's words. */
import type { PlayerRecord } from '../../store/records.ts';
import { words } from '../../i18n/current.ts';
import { botsWords } from '../bots/bots.words.ts';
import { playersWords } from './players.words.ts';

export function playerName(p: PlayerRecord | undefined, fallback = '?'): string {
  if (!p) return fallback;
  if (p.bot) return words(playersWords).bot(words(botsWords).levels[p.bot]);
  return p.emoji ? `${p.emoji} ${p.name}` : p.name;
}
