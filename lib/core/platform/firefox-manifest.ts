/**
 * What Firefox's manifest has that Chrome's has not. Imported by wxt.config.ts (and by the Firefox
 * tests, which need the add-on id), so it must stay free of browser APIs.
 */

/** Firefox's add-on id: fixed, so an installed copy keeps its storage across updates. */
export const GECKO_ID = "@voucher-lens";

/**
 * The first Firefox with everything the extension uses: the CSS Custom Highlight API (140, an ESR),
 * storage.session, scripting, optional_host_permissions and install-time host permissions in MV3.
 */
export const FIREFOX_MIN_VERSION = "140.0";

export const FIREFOX_SETTINGS = {
  gecko: {
    id: GECKO_ID,
    strict_min_version: FIREFOX_MIN_VERSION,
    // Shown in Firefox's install prompt. What leaves the browser, only for the profile's Voucherify
    // API and only when the agent acts: the App keys and OAuth token, and the id, email or code
    // looked up (PRIVACY.md). Nothing goes to us or to anyone else.
    data_collection_permissions: {
      required: ["authenticationInfo", "personallyIdentifyingInfo", "financialAndPaymentInfo"],
    },
  },
} as const;
