/** The options page's setup steps: its fragment opens the page on them. */
export const SETUP_FRAGMENT = "get-started";
