import { describe, expect, it } from 'vitest';
import { US_STATES } from './validation.js';
import { US_STATE_NAMES, stateCodeOf } from './state-names.js';

describe('a state typed or pasted into an address', () => {
  it.each([
    ['UT', 'UT'],
    ['ut', 'UT'],
    [' Ut ', 'UT'],
    ['Utah', 'UT'],
    ['UTAH', 'UT'],
    ['new  york', 'NY'],
    ['Nueva York', 'NY'],
    ['Nuevo Mexico', 'NM'],
    ['nuevo méxico', 'NM'],
    ['District of Columbia', 'DC'],
    ['Puerto Rico', 'PR'],
    ['Carolina del Norte', 'NC'],
  ])('reads %j as %s', (typed, code) => {
    expect(stateCodeOf(typed)).toBe(code);
  });

  it.each(['', 'U', 'UTA', 'XX', 'Utahh', 'New', '12'])('finds no state in %j', (typed) => {
    expect(stateCodeOf(typed)).toBeNull();
  });

  it('knows every code by itself and by its name', () => {
    for (const code of US_STATES) {
      expect(stateCodeOf(code)).toBe(code);
      expect(stateCodeOf(US_STATE_NAMES[code])).toBe(code);
    }
  });
});
