/** Where detection runs without asking: the helpdesks agents live in. Others are enabled per site. */
export const HELPDESK_MATCHES = [
  "https://*.zendesk.com/*",
  "https://*.freshdesk.com/*",
  "https://app.intercom.com/*",
  "https://*.gorgias.com/*",
  "https://app.hubspot.com/*",
  "https://*.lightning.force.com/*",
  "https://*.my.salesforce.com/*",
  "https://secure.helpscout.net/*",
  "https://app.frontapp.com/*",
];
