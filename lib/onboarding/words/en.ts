import type { Table } from "@/lib/core/i18n/message";

/** The setup steps and the note after an update: the English source the other languages follow. */
export default {
  // The options page's setup steps.
  heading: "Get started",
  profileHeading: "Your profile",
  profileDone: "Done: “{name}” has its App Token.",
  profileNone:
    "Add the App ID and App Token of your Voucherify project, from Project settings → Application keys.",
  fillInForm: "Fill in the profile form",
  profileFromAdmin: "Your admin set this up: add your App Token to “{name}”.",
  profileWithoutToken: "“{name}” has no App Token yet.",
  addToken: "Add your App Token",
  testHeading: "Test the connection",
  testText:
    "Under the profile form, the Test button reads one redemption with your keys and says which lookups they allow. It changes nothing in Voucherify.",
  detectionHeading: "Where detection runs",
  detectionText:
    "Ids and codes are marked in these helpdesks' agent workspaces (not their help centers): {hosts}. On another helpdesk, open it, click the Voucher Lens icon in the toolbar and choose “Enable on this site”. Which codes count, and whether emails do: {link}.",
  detectionLink: "Detection on helpdesk pages",
  shortcutsHeading: "Keyboard shortcuts",
  hideSteps: "Hide these steps",
  showSteps: "Show the setup steps",

  // The side panel's note after an update; the notes themselves are the changelog's, in English.
  updatedTo: "Updated to {version}",
  updatedToSummary: "Updated to {version}:",
  whatsNew: "What's new",
  dismissWhatsNew: "Dismiss what's new",
  dismiss: "Dismiss",
} as const satisfies Table;
