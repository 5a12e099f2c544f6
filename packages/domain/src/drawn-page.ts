import type { LoginResult } from './schemas/auth.js';

/**
 * What the server and the web build's server bundle agree on to draw a signed-in screen with its
 * data into the page the server sends (docs/decisions/0010). The bundle knows what each screen
 * asks for; the server fetches it as the account would, through its own API.
 */
export interface DrawRequest {
  /** The page's path and query string, as the browser asked for it. */
  url: string;
  /** The account the page is for, as a login describes it (never its token). */
  account: Omit<LoginResult, 'authToken'>;
  /**
   * Whether the browser says it is a phone's: a list whose layout follows the screen's width is
   * drawn as for a phone or as for a wider screen, and the app then follows the real width.
   */
  phone: boolean;
  /** The `queryData` of an API GET (the path after /api) made as that account; throws on a refusal. */
  load(path: string): Promise<unknown>;
  /** One page of an API list GET made as that account: its `queryData` and `nextCursor` (null on the last page). */
  loadPage(path: string): Promise<{ queryData: unknown; nextCursor: string | null }>;
}

export interface DrawnPage {
  /** The root's inner HTML. */
  html: string;
  /** The page's title. */
  title: string;
  /** What the browser needs to take the page over (DRAWN_STATE_ID's content), as JSON. */
  state: string;
}

/** Null when the screen is not drawn on the server for that account (the app draws it instead). */
export type DrawSignedIn = (request: DrawRequest) => Promise<DrawnPage | null>;

/** The id of the JSON script element that carries a drawn page's state. */
export const DRAWN_STATE_ID = 'drawn-state';
