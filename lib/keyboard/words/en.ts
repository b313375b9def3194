import type { Table } from "@/lib/core/i18n/message";

/** The keyboard shortcuts' words: the English source the other languages follow. */
export default {
  keyboardShortcuts: "Keyboard shortcuts",
  anywhereInBrowser: "Anywhere in the browser",
  inThisPanel: "In this panel",
  close: "Close",
  notSet: "not set",
  changeTheseKeys: "Change these keys",
  changeTheseKeysHow: "Change these keys: {how}",
  firefoxSettings:
    "In Firefox: Add-ons and themes (about:addons), the gear menu, Manage Extension Shortcuts.",
  helpFailed: "The keyboard shortcuts could not be shown: close the panel and open it again.",
  // The browser-wide commands, as public/_locales names them for the browser's own pages.
  commandOpenPanel: "Open Voucher Lens with Search focused",
  commandLookupSelection: "Look up the selected text in Voucher Lens",
  // The keys as the keyboard's caps name them.
  keysHomeEnd: "Home End",
  keysEnter: "Enter",
  keysEsc: "Esc",
  // What each of the panel's keys does.
  moveBetweenResults: "Move between results",
  firstOrLastResult: "First or last result",
  showOrHideDetails: "Show or hide a result's details",
  copySuggestedReply: "Copy the suggested reply of the result in focus",
  insertSuggestedReply: "Insert that reply into the ticket's reply box",
  goToSearch: "Go to Search",
  showShortcuts: "Show these shortcuts",
  closeList: "Close this list",
} as const satisfies Table;
