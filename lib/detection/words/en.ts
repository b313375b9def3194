import type { Table } from "@/lib/core/i18n/message";

/** Detection's words in the options page and the popup: the English source the other languages follow. */
export default {
  // The options page's section.
  sectionHeading: "Detection on helpdesk pages",
  patternsSwitchedOff: {
    one: "A code pattern is switched off and marks nothing: a customer's ticket could make it freeze the helpdesk tab, or the pages could not run it. The other patterns and ids are still marked. Rewrite it as said and add it again.",
    other:
      "{count} code patterns are switched off and mark nothing: a customer's ticket could make them freeze the helpdesk tab, or the pages could not run them. The other patterns and ids are still marked. Rewrite each as said and add it again.",
  },
  switchedOffItem: "{pattern}: {reason}",
  notSaved: "Not saved: {reason}. Reload this page and try again.",
  domainRefused: "“{domain}”: Use a domain such as acme.com, without @ or https://",

  // The email switch and the profile's code patterns.
  emailsLabel: "Mark email addresses as customer source ids",
  setByOrganisation: "Set by your organisation.",
  patternsHeading: "Voucher code patterns for “{profile}”",
  patternsHint:
    "Ids such as cust_…, camp_… and lcrd_… are always marked. Codes are free-form, so tell Voucher Lens what yours look like: a prefix such as BF25- or a regular expression between slashes, such as {example}.",
  patternsRules:
    "An expression must stay fast on any ticket, so give each repeat a limit of at most 64, write a run of letters, digits and dashes as one run such as {oneRun} (not several runs in a row, nor runs with optional dashes between them), write a repeated part with the dash it starts with, such as {repeatedPart}, and groups as (?:…), without names.",
  patternOff: "Off: {reason}",
  removePattern: "Remove pattern {pattern}",
  remove: "Remove",
  noPatterns: "No code patterns yet.",
  codePattern: "Code pattern",
  addPattern: "Add pattern",
  saveProfileFirst: "Save a profile to add the voucher code patterns of its project.",

  // The popup's This site.
  thisSite: "This site",
  runsBuiltIn: "Detection runs on {host} (a supported helpdesk).",
  runsEnabled: "Detection runs on {host}.",
  runsOff: "Detection is off on {host}.",
  enableHere: "Enable on this site",
  disableHere: "Disable on this site",
  notGranted: "Not enabled: the permission was not given.",
  notEnabled: "Not enabled: {reason}",
  offNextLoad: "Off from the next page load.",
  httpsOnly: "Detection runs on https pages only.",
  outsideWorkspace:
    "Voucher Lens runs on {helpdesk} only in its agent workspace; this page is outside it (a help center or another public page, say).",

  // Why a code pattern is refused: what the agent typed.
  patternEmpty: "Type a prefix such as BF25- or a regular expression such as {example}",
  patternTooLong: "Keep the pattern under 200 characters",
  patternTooLongWritten: "Keep the pattern under 200 characters (its groups written as (?:…))",
  prefixSpaces: "A prefix cannot contain spaces",
  prefixTooShort: "A prefix needs at least 2 characters, or every word would match",
  doesNotCompile: "This regular expression does not compile: {error}",
  notBesideBuiltIns:
    "This regular expression does not compile beside the built-in ids ({error}): write letters as they are (k, not \\k) and groups as (?:…)",
  matchesEmpty: "This pattern matches empty text, so it would mark everything",
  tooSlow: {
    one: "This pattern is too slow ({ms} ms on {count} character): nested repeats like (a+)+ backtrack catastrophically. Simplify it.",
    other:
      "This pattern is too slow ({ms} ms on {count} characters): nested repeats like (a+)+ backtrack catastrophically. Simplify it.",
  },
  skippedEverywhere:
    "skipped on every page, as the detector does not compile with it ({error}). Remove it and add it again",

  // Why a regular expression is outside the linear-time subset, and what to write instead.
  backReference: "Back-references such as {part} are not supported in code patterns",
  namedGroup:
    "Named groups such as (?<{name}>…) are not supported in code patterns: write (?:{inner}) instead",
  lookAheadLeaveOut:
    "A look-ahead such as {part} is not supported in code patterns: leave it out. The detector already makes sure no letter, digit or _ touches a code on either side",
  lookAheadWrite:
    "A look-ahead such as {part} is not supported in code patterns: write what it checks as part of the code (…{inside}), or leave it out. The detector already makes sure no letter, digit or _ touches a code on either side",
  lookBehindLeaveOut:
    "A look-behind such as {part} is not supported in code patterns: leave it out. The detector already makes sure no letter, digit or _ touches a code on either side",
  lookBehindWrite:
    "A look-behind such as {part} is not supported in code patterns: write what it checks as part of the code ({inside}…), or leave it out. The detector already makes sure no letter, digit or _ touches a code on either side",
  flagsIgnoreCase:
    "Flags set inside a pattern, such as (?{flags}:…), are not supported in code patterns: write both cases of each letter in a class, such as {example}",
  flagsIgnoreCaseAny:
    "Flags set inside a pattern, such as (?{flags}:…), are not supported in code patterns: write both cases of each letter in a class, such as [Bb][Ff]25 or [A-Za-z]",
  flagsDotAll:
    "Flags set inside a pattern, such as (?{flags}:…), are not supported in code patterns: write the characters the code takes in a class, such as [A-Z0-9], in place of .",
  flagsOther:
    "Flags set inside a pattern, such as (?{flags}:…), are not supported in code patterns: write the group without them, as (?:{inner})",
  choicesOverlap:
    "The choices of {group} can match the same text ({first} and {second}): make each choice differ from the others by a character at the same place, such as (GC|GV), or write the optional part with ?, such as GIFT(?:CARD)?",
  choicesOverlapPattern:
    "The choices of the pattern can match the same text ({first} and {second}): make each choice differ from the others by a character at the same place, such as (GC|GV), or write the optional part with ?, such as GIFT(?:CARD)?",
  emptyChoice: "nothing",
  nestedRepeat:
    "{part} repeats something that itself repeats ({inner}): such nested repeats can take forever on some text. Write {flat} instead",
  nestedRepeatAny:
    "{part} repeats something that itself repeats ({inner}): such nested repeats can take forever on some text. Write the code's parts one after another, each with a bound, such as {example} instead",
  unbounded: "{part} repeats without a limit: give it one, such as {bounded} (at most {max})",
  tooManyRepeats: {
    one: "{part} repeats more than {count} time: codes are shorter than that",
    other: "{part} repeats more than {count} times: codes are shorter than that",
  },
  codeTooLong:
    "This pattern can match up to {length} characters, and the page tries it from each place in a ticket: keep a code to at most {max} characters (a repeated group repeats everything inside it)",
  runStartsCode: {
    one: "{part} can start a code and more must follow it, so on a long run of characters it takes it is tried again from each one. Start the code with a literal it does not take (such as CODE-{part}), end the code with it, or keep it to at most {count} character",
    other:
      "{part} can start a code and more must follow it, so on a long run of characters it takes it is tried again from each one. Start the code with a literal it does not take (such as CODE-{part}), end the code with it, or keep it to at most {count} characters",
  },
  runRepeated:
    "{part} is repeated with nothing between the repeats that it cannot take, so a long run of such characters splits between them in many ways. Write one run, such as {suggestion}",
  runsOverlap:
    "{first} and {second} can take the same characters, so a long run of such characters splits between them in many ways, which can freeze the page. Write one run, such as {suggestion}, or put a literal neither can take between them",
  runsOverlapBetween:
    "{first} and {second} can take the same characters, with only {between} between them, so a long run of such characters splits between them in many ways, which can freeze the page. Write one run, such as {suggestion}, or put a literal neither can take between them",
} as const satisfies Table;
