/**
 * Names the build, the server and the web client share for the first load (docs/decisions/019).
 */

/** The built index.html with the landing page drawn into it, sent for `/` to browsers not signed in. */
export const LANDING_HTML = 'landing.html';

/**
 * A cookie the web client sets while this browser is signed in, and clears on sign-out. It holds no
 * secret (the session cookie is sent to /api only); it tells the server to send `/` without the
 * landing page, and the client to fetch the signed-in app's code at once.
 */
export const SIGNED_IN_HINT_COOKIE = 'duely_signed_in';

/** How long the hint lasts without renewal, in seconds: longer than a session (7 days), renewed on each visit. */
export const SIGNED_IN_HINT_MAX_AGE_S = 30 * 24 * 60 * 60;
