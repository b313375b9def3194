import type { Table } from "@/lib/core/i18n/message";

/** The options page's account of the organisation's policy: the English source the other languages follow. */
export default {
  heading: "Set by your organisation",
  notApplied: "Your organisation's policy for Voucher Lens was not applied.",
  policyNotGiven:
    'The browser gives no policy for Voucher Lens now: its policy file may not parse, or may no longer name Voucher Lens. The profiles it set up stay, with your tokens, until a policy that can be read says otherwise (an admin removes them with "profiles": []); if your organisation stopped using it, you may delete them yourself.',
  policyNotRead:
    'The browser could not read it (“{said}”): its policy file may not parse, or may no longer name Voucher Lens. The profiles it set up stay, with your tokens, until a policy that can be read says otherwise (an admin removes them with "profiles": []); if your organisation stopped using it, you may delete them yourself.',
  nothingChanged: "Nothing changed: your settings are as they were. Tell your admin what this says.",
  nothingChangedUnderPolicy:
    "Nothing changed: your settings are as they were, under the policy applied before. Tell your admin what this says.",
  profilesFromAdmin: {
    one: "{count} profile comes from your admin, marked in the list below. A policy never holds a token: you add your own App Token.",
    other:
      "{count} profiles come from your admin, marked in the list below. A policy never holds a token: you add your own App Token.",
  },
  locked: "What your admin set cannot be changed here.",
  unlocked:
    "You may change the profiles' fields and the email switch your admin set (a new policy sets them again), and your own reply wordings come before the team's. The team's code patterns and email domains always count, beside yours.",
  patternsHeading: "Voucher code patterns for every profile",
  patternSwitchedOff: "Switched off: {reason}",
  teamDomains: "Your team's email domains, never taken for the ticket's customer: {domains}.",
  sitesHeading: "Helpdesk sites your team uses",
  detectionOn: "Detection on",
  enableOn: "Enable on {host}",
} as const satisfies Table;
