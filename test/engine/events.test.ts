import { describe, expect, it } from 'vitest';
import { renderEvents, type EventRenderer } from '../../src/engine/events.ts';

describe('renderEvents: a round line of several events', () => {
  const say =
    (words: Record<string, string>): EventRenderer =>
    (e) =>
      words[e.kind] ?? '';
  const events = [{ kind: 'a' }, { kind: 'skip' }, { kind: 'b' }];

  it('puts a space between English or Korean sentences, and skips events with no words', () => {
    expect(renderEvents(say({ a: 'Aiko stops.', b: 'Ben pays 6.' }), events, [])).toBe('Aiko stops. Ben pays 6.');
    expect(renderEvents(say({ a: '민준이 스톱.', b: '서연이 6점을 냅니다.' }), events, [])).toBe(
      '민준이 스톱. 서연이 6점을 냅니다.',
    );
  });

  it('puts none after a Japanese full stop, as Japanese is written', () => {
    expect(renderEvents(say({ a: 'Aikoが勝負。', b: 'Benが6点払います。' }), events, [])).toBe(
      'Aikoが勝負。Benが6点払います。',
    );
    expect(renderEvents(say({ a: 'こいこい！', b: '続けます。' }), events, [])).toBe('こいこい！続けます。');
  });
});
