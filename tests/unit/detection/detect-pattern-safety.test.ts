import { describe, expect, it } from "vitest";
import { parsePattern } from "@/lib/detection/pattern-ast";
import { checkPatternSafety } from "@/lib/detection/pattern-safety";

/** The rule's answer for a pattern: "accepted", or the start of its refusal. */
function verdict(source: string): string {
  const tree = parsePattern(source);
  if (tree instanceof Error) throw tree;
  const check = checkPatternSafety(tree);
  return check.ok ? "accepted" : check.reason;
}

describe("the linear-time subset, on the syntax tree", () => {
  it.each([
    // Runs kept apart by a character neither takes, or by one that each repeat of a group needs.
    ["GIFT-[A-Z0-9]{1,24}-[A-Z0-9]{1,24}", "a required dash neither run takes"],
    ["GIFT-[A-Z]{1,24}[0-9]{1,24}", "runs with no character in common"],
    [
      "GIFT-[A-Z0-9]{4,8}(?:-[A-Z0-9]{4}){0,4}",
      "each repeat of the group starts with a dash the run before cannot take",
    ],
    ["(?:[A-Z]{2,4}-){3}", "a fixed count of a run and its dash"],
    [
      "GIFT-[a-z]{1,64}[0-9]{1,64}[a-z]{1,64}",
      "the runs of letters are kept apart by the run of digits between them",
    ],
    ["GC-?[0-9]{4}", "an optional dash before a fixed count"],
    ["(?:GC|GV)-[0-9]{4}", "choices that differ by their second character"],
    ["(?:ab|ac){1,10}", "a repeated choice whose choices differ by their second character"],
    ["[A-Z]{2,4}-[0-9]{4}", "a short run a code can start with, then more of it"],
    ["[A-Z0-9-]{5,64}", "a long run a code can start with, and end with"],
    ["GIFT-[0-9]{4}(?:-[A-Z]{1,24})?", "a run in an optional group at the end"],
    ["\\bGC-[0-9]{4}$", "anchors, which take no character and try nothing twice"],
    ["[Bb][Ff]25-[0-9]{4}", "both cases written in classes, in place of (?i:bf25)"],
  ])("accepts %s: %s", (source) => {
    expect(verdict(source)).toBe("accepted");
  });

  it.each([
    ["GIFT-[A-Z0-9]{1,24}[A-Z0-9]{1,24}", "[A-Z0-9]{1,24} and [A-Z0-9]{1,24} can take the same characters"],
    ["GIFT-[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}", "with only -? between them"],
    // A separator both runs take keeps nothing apart.
    ["#[A-Z0-9-]{1,24}-[A-Z0-9-]{1,24}", "with only - between them"],
    // A literal start whose every character the run takes does not pin where a match starts.
    ["GIFT-[A-Z0-9-]{1,24}X", "[A-Z0-9-]{1,24} can start a code and more must follow it"],
    // Three runs: the first and the last meet across the middle one, which takes their characters.
    ["GIFT-[a-z-]{1,24}-[a-z]{1,24}-[a-z-]{1,24}", "can take the same characters"],
    // Two ways through a choice: the one without a separator decides.
    ["GIFT-[A-Z]{1,24}(?:-|)[A-Z]{1,24}", "can match the same text"],
    ["GIFT-[A-Z]{1,24}(?:-|_)?[A-Z]{1,24}", "can take the same characters"],
    ["GIFT-(?:[A-Z]{1,24}|[0-9]{2})[A-Z]{1,24}", "can take the same characters"],
    ["GIFT(?:-[A-Z0-9]{1,24})?[A-Z0-9]{1,24}", "can take the same characters"],
    ["GIFT-(?:[a-z]{1,3}){4}", "is repeated with nothing between the repeats that it cannot take"],
    ["GIFT-(?:[a-z]{1,3}-?){4}", "[a-z]{1,3} is repeated with nothing between the repeats"],
    ["[A-Z0-9]{1,24}-[0-9]{4}", "[A-Z0-9]{1,24} can start a code and more must follow it"],
    ["(?:[a-z]{1,64}x)?Y", "[a-z]{1,64} can start a code"],
    ["(?:GIFT|GIFTCARD)-[0-9]{4}", "The choices of (?:GIFT|GIFTCARD) can match the same text"],
    ["(?:a|b|a)X", "The choices of (?:a|b|a) can match the same text (a and a)"],
    [
      "(?<code>GC)-[0-9]{4}",
      "Named groups such as (?<code>…) are not supported in code patterns: write (?:GC) instead",
    ],
    ["(a+)+", "(a+)+ repeats something that itself repeats"],
    ["GIFT-[0-9]+", "[0-9]+ repeats without a limit"],
    ["GIFT-[0-9]{1,65}", "repeats more than 64 times"],
    // Case folding would make [y]x and [Y]x one choice twice; the look-ahead hid it from the timing.
    ["Q(?=Y)(?i:(?:[y]x|[Y]x){1,64})", "A look-ahead such as (?=Y) is not supported in code patterns"],
    ["Q(?i:(?:[y]x|[Y]x){1,64})", "Flags set inside a pattern, such as (?i:…), are not supported"],
    ["X(?i:[a-z]{1,64}[A-Z]{1,64}[a-z]{1,64})", "write both cases of each letter in a class"],
    ["X(?s:.{1,8})", "in place of ."],
    ["(?<!-)GC[0-9]{4}", "A look-behind such as (?<!-) is not supported in code patterns: leave it out"],
  ])("refuses %s", (source, reason) => {
    expect(verdict(source)).toContain(reason);
  });
});
