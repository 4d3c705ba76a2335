/**
 * Stacked Hanafuda deals that several of the family's tests play (the scenario, why-not and
 * teaching tests), each written once here (as test/games/travfuda/deal.ts for TravFuda).
 */
import { stackDeck, stackDeck2 } from './stack.ts';

/**
 * Koi-Koi, seat 0 deals and plays first: the June animal meets two June chaff on the field (a
 * two-match choice), the January crane one January chaff; the stock's top card is a December chaff.
 */
export const CHOICE_H0 = [
  'jun-animal',
  'jan-bright',
  'aug-bright',
  'dec-bright',
  'may-chaff-1',
  'feb-chaff-1',
  'apr-chaff-1',
  'nov-animal',
];
export const CHOICE_H1 = [
  'jun-ribbon',
  'sep-ribbon',
  'jul-chaff-1',
  'nov-chaff-1',
  'oct-ribbon',
  'apr-animal',
  'may-animal',
  'feb-animal',
];
export const CHOICE_FIELD = [
  'mar-ribbon',
  'mar-chaff-1',
  'jun-chaff-1',
  'jun-chaff-2',
  'oct-chaff-1',
  'oct-chaff-2',
  'jan-chaff-1',
  'sep-chaff-1',
];
/** The Koi-Koi choice deal's deck. */
export const choiceDeck = (): string[] => stackDeck2(CHOICE_H0, CHOICE_H1, CHOICE_FIELD, ['dec-chaff-1']);

/**
 * Go-Stop (two players), seat 0 deals and plays first, holding three May cards (the fourth on the
 * field: a bomb or a shake) and two of September.
 */
export const BOMB_H0 = [
  'may-animal',
  'may-ribbon',
  'may-chaff-2',
  'jan-bright',
  'sep-animal',
  'sep-ribbon',
  'nov-animal',
  'nov-ribbon',
  'dec-bright',
  'dec-chaff-3',
];
export const BOMB_H1 = [
  'feb-chaff-2',
  'mar-chaff-2',
  'apr-animal',
  'jun-animal',
  'jul-animal',
  'aug-animal',
  'oct-animal',
  'nov-bright',
  'feb-animal',
  'jan-chaff-2',
];
export const BOMB_FIELD = [
  'may-chaff-1',
  'feb-chaff-1',
  'mar-chaff-1',
  'apr-chaff-1',
  'jun-chaff-1',
  'jul-chaff-1',
  'aug-chaff-1',
  'oct-chaff-1',
];
export const BOMB_STOCK_TOP = ['nov-chaff-1', 'jan-ribbon', 'mar-ribbon', 'apr-ribbon', 'oct-ribbon'];
/** The Go-Stop bomb deal's deck (seat 0's hand replaceable, e.g. to take a card out). */
export const bombDeck = (hand0: string[] = BOMB_H0): string[] =>
  stackDeck([hand0, BOMB_H1], BOMB_FIELD, BOMB_STOCK_TOP);
