import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { spanishOf, type Problem } from './problems.js';
import {
  ADDRESS_DISPLAY_LENGTH,
  US_STATES,
  checkAddress,
  checkCity,
  checkSignupPhone,
  checkState,
  checkZip,
  formatPhone,
  isSha256Hex,
  joinAddress,
  phoneDigits,
  streetOf,
  truncateAddress,
} from './validation.js';

/** A rule's verdict in the words the server and a Spanish reader see. */
const said = (problem: Problem | null) => problem && spanishOf(problem);

describe('checkAddress (SPEC §5: must contain a comma)', () => {
  it.each(['123 Main St, Ogden, UT, 84401', '123 Calle, Ogden', ',', 'PO Box 5,'])('%j passes', (value) => {
    expect(checkAddress(value)).toBeNull();
  });

  it.each(['123 Main St', '', '   ', '123 Main St Ogden UT 84401', '123 Main St; Ogden'])('%j fails', (value) => {
    expect(said(checkAddress(value))).toBe(MSG.address);
  });

  it('keeps SPEC’s wording, spelled correctly, and its example follows the rule', () => {
    expect(MSG.address.startsWith('El formato de la dirección es incorrecto. Ejemplo: 123 Calle')).toBe(true);
    const example = MSG.address.split('Ejemplo: ')[1] ?? '';
    expect(checkAddress(example)).toBeNull();
  });
});

describe('checkCity (capital first, then letters, spaces, periods, apostrophes, hyphens)', () => {
  const passing = [
    'Ogden',
    'Salt Lake City',
    'St. George',
    "Coeur d'Alene",
    'Coeur d’Alene',
    'Española',
    'Los Ángeles',
    'Ñuñoa',
    'Winston-Salem',
    'O',
    // The same accented name typed on a keyboard that sends decomposed characters (n + combining tilde).
    'Española'.normalize('NFD'),
    'Ángeles'.normalize('NFD'),
  ];
  it.each(passing)('%j passes', (value) => {
    expect(checkCity(value)).toBeNull();
  });

  const failing = [
    'ogden',
    '1Ogden',
    '',
    ' Ogden',
    'Ogden1',
    'Ogden!',
    'Ogden, UT',
    'ángeles',
    '-Ogden',
    "'Ogden",
    '.Ogden',
  ];
  it.each(failing)('%j fails', (value) => {
    expect(said(checkCity(value))).toBe(MSG.city);
  });
});

describe('checkState (two capitals AND a real US state or territory)', () => {
  it('knows the 50 states, DC and the five inhabited territories', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES).size).toBe(56);
    for (const code of ['UT', 'CA', 'NY', 'TX', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(US_STATES).toContain(code);
  });

  it.each([...US_STATES])('%s passes', (code) => {
    expect(checkState(code)).toBeNull();
  });

  it.each(['ut', 'Ut', 'uT', 'XX', 'ZZ', 'U', 'UTA', 'Utah', ' UT', 'UT ', '', '12', 'U.', 'ÚT'])(
    '%j fails',
    (value) => {
      expect(said(checkState(value))).toBe(MSG.state);
    },
  );

  it('answers SPEC’s message', () => {
    expect(MSG.state).toBe('El estado tiene que ser dos letras. Ejemplo: UT');
  });
});

describe('checkZip (five digits)', () => {
  it.each(['84401', '00501', '99950'])('%j passes', (value) => {
    expect(checkZip(value)).toBeNull();
  });

  it.each(['8440', '844011', '84401-1234', 'abcde', ' 84401', '84401 ', '', '８４４０１', '٨٤٤٠١', '84 01'])(
    '%j fails',
    (value) => {
      expect(said(checkZip(value))).toBe(MSG.zip);
    },
  );

  it('answers SPEC’s message with accents', () => {
    expect(MSG.zip).toBe('El código postal debe ser de 5 dígitos. Ejemplo: 84001');
  });
});

describe('phoneDigits (SPEC §5: non-digits stripped, exactly 10 digits → the number, else 0)', () => {
  it.each([
    ['801-555-0100', 8015550100],
    ['(801) 555-0100', 8015550100],
    ['801.555.0100', 8015550100],
    ['8015550100', 8015550100],
    [' 801 555 0100 ', 8015550100],
    ['tel: 801/555/0100', 8015550100],
    ['012-345-6789', 123456789],
  ] as const)('%j → %d', (value, expected) => {
    expect(phoneDigits(value)).toBe(expected);
  });

  it.each(['+1 801 555 0100', '1-801-555-0100', '555-0100', '801-555-010', '', 'abc', '---', '80155501000'])(
    '%j → 0',
    (value) => {
      expect(phoneDigits(value)).toBe(0);
    },
  );
});

describe('checkSignupPhone (sign-up asks for XXX-XXX-XXXX exactly)', () => {
  it('passes XXX-XXX-XXXX', () => {
    expect(checkSignupPhone('801-555-0100')).toBeNull();
    expect(checkSignupPhone('012-345-6789')).toBeNull();
  });

  it.each([
    '8015550100',
    '(801) 555-0100',
    '801 555 0100',
    '801.555.0100',
    '801-555-010',
    '801-5550-100',
    '1-801-555-0100',
    ' 801-555-0100',
    'abc-def-ghij',
    '',
  ])('%j fails with the Spanish phone message', (value) => {
    expect(said(checkSignupPhone(value))).toBe(MSG.phone);
  });

  it('says the SPEC message in Spanish', () => {
    expect(MSG.phone).toBe('El número de teléfono tiene un formato incorrecto. Use el formato: XXX-XXX-XXXX');
  });
});

describe('formatPhone', () => {
  it.each([
    ['(801) 555-0100', '801-555-0100'],
    ['8015550100', '801-555-0100'],
    ['801.555.0100', '801-555-0100'],
    ['012 345 6789', '012-345-6789'],
  ])('%j → %j', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });

  it.each(['+1 801 555 0100', '555-0100', ''])('%j → null', (value) => {
    expect(formatPhone(value)).toBeNull();
  });

  it('writes what checkSignupPhone accepts', () => {
    expect(checkSignupPhone(formatPhone('(435) 555 1234')!)).toBeNull();
  });
});

describe('address helpers', () => {
  it('joins the one address string of SPEC §3, trimming each part', () => {
    expect(joinAddress(' 500 Center St ', 'Ogden ', ' UT', '84401 ')).toBe('500 Center St, Ogden, UT, 84401');
    expect(checkAddress(joinAddress('500 Center St', 'Ogden', 'UT', '84401'))).toBeNull();
  });

  it('reads the street back out of a joined address', () => {
    expect(streetOf('500 Center St, Ogden, UT, 84401')).toBe('500 Center St');
    expect(streetOf('  500 Center St  ')).toBe('500 Center St');
    expect(streetOf('')).toBe('');
  });

  it('cuts addresses past 35 characters for cards, leaving shorter ones alone', () => {
    expect(ADDRESS_DISPLAY_LENGTH).toBe(35);
    const exact = 'x'.repeat(35);
    expect(truncateAddress(exact)).toBe(exact);
    const long = '1234 North Washington Boulevard, Ogden, UT, 84401';
    const cut = truncateAddress(long);
    expect(cut.startsWith(long.slice(0, 35))).toBe(true);
    expect(cut).not.toBe(long);
    expect(cut.slice(0, 35)).toBe(long.slice(0, 35));
    expect(cut.length).toBeLessThanOrEqual(36);
  });
});

describe('isSha256Hex (usernames and passwords arrive hashed)', () => {
  it('accepts 64 lowercase hex characters only', () => {
    expect(isSha256Hex('a'.repeat(64))).toBe(true);
    expect(isSha256Hex('0123456789abcdef'.repeat(4))).toBe(true);
    expect(isSha256Hex('A'.repeat(64))).toBe(false);
    expect(isSha256Hex('a'.repeat(63))).toBe(false);
    expect(isSha256Hex('a'.repeat(65))).toBe(false);
    expect(isSha256Hex('g'.repeat(64))).toBe(false);
    expect(isSha256Hex('')).toBe(false);
    expect(isSha256Hex('contraseña')).toBe(false);
  });
});
