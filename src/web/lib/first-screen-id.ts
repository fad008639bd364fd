/** The id of the script element beside the root that holds a server-rendered page's first-screen
 * data (lib/first-screen-state.ts). Its own module: the page's small entry (main.tsx) reads it. */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';
