import { US_STATES } from './us-states.js';

type StateCode = (typeof US_STATES)[number];

/** Each code's English name, as people type it in an address. */
export const US_STATE_NAMES: Record<StateCode, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

/** The Spanish names that differ from the English ones, as a Spanish speaker may type them. */
const SPANISH_NAMES: Partial<Record<StateCode, string[]>> = {
  HI: ['Hawái'],
  LA: ['Luisiana'],
  MO: ['Misuri'],
  MI: ['Míchigan'],
  NJ: ['Nueva Jersey'],
  NM: ['Nuevo México'],
  NY: ['Nueva York'],
  NC: ['Carolina del Norte'],
  ND: ['Dakota del Norte'],
  PA: ['Pensilvania'],
  SC: ['Carolina del Sur'],
  SD: ['Dakota del Sur'],
  WV: ['Virginia Occidental'],
  OR: ['Oregón'],
  DC: ['Distrito de Columbia'],
  VI: ['Islas Vírgenes'],
  AS: ['Samoa Americana'],
  MP: ['Islas Marianas del Norte'],
};

/** Lower case, without accents or dots, spaces squeezed: "  nuevo  méxico" and "Nuevo Mexico" match. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const BY_NAME = new Map<string, StateCode>();
for (const code of US_STATES) {
  BY_NAME.set(plain(code), code);
  BY_NAME.set(plain(US_STATE_NAMES[code]), code);
  for (const name of SPANISH_NAMES[code] ?? []) BY_NAME.set(plain(name), code);
}

/** The state a person typed or pasted, by its code or its name in English or Spanish; null if none. */
export function stateCodeOf(typed: string): StateCode | null {
  return BY_NAME.get(plain(typed)) ?? null;
}
