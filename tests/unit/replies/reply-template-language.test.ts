import { describe, expect, it } from "vitest";
import {
  parseTemplate,
  type RenderedReply,
  renderTemplate,
  type TemplateValues,
} from "@/lib/replies/template";

const KNOWN = ["first_name", "code"] as const;

function fill(source: string, values: TemplateValues): RenderedReply {
  const parsed = parseTemplate(source, KNOWN);
  if (!parsed.ok) throw new Error(parsed.message);
  return renderTemplate(parsed.parts, values);
}

function refusal(source: string): string {
  const parsed = parseTemplate(source, KNOWN);
  if (parsed.ok) throw new Error(`“${source}” parsed`);
  expect(parsed).not.toHaveProperty("parts");
  return parsed.message;
}

describe("the reply template language refuses, naming the fault", () => {
  it("a placeholder the reply does not know, listing the ones it does", () => {
    expect(refusal("Hi {frist_name},")).toBe(
      "{frist_name} is not a placeholder this reply knows. Use {first_name}, {code}",
    );
    // Inside an optional part too.
    expect(refusal("[Hi {name}|Hi],")).toContain("{name} is not a placeholder this reply knows");
    // What a topic knows is what counts: a placeholder of another topic is unknown here.
    expect(parseTemplate("{points}", ["points"]).ok).toBe(true);
    expect(refusal("{points}")).toContain("{points}");
  });

  it("a { that is never closed", () => {
    expect(refusal("Hi {first_name, welcome")).toBe(
      "“{first_name, welcome” is not a placeholder: write one as {first_name}, or {{ for a brace",
    );
    expect(refusal("Hi {first_name")).toContain("“{first_name” is not a placeholder");
  });

  it("braces around something that cannot be a name", () => {
    expect(refusal("Hi {First Name}")).toContain("“{First Name}” is not a placeholder");
    expect(refusal("Hi {}")).toContain("“{}” is not a placeholder");
  });

  it("a stray }", () => {
    expect(refusal("Hi }")).toBe("A } closes no placeholder: write }} for a brace");
    expect(refusal("{code}}")).toBe("A } closes no placeholder: write }} for a brace");
  });

  it("a stray ]", () => {
    expect(refusal("Hi ] {code}")).toBe("A ] closes no optional part: write ]] for a bracket");
  });

  it("an optional part inside another", () => {
    expect(refusal("[Hi [dear {first_name}]]")).toBe("An optional part [ … ] cannot hold another one");
  });

  it("an optional part that is never closed", () => {
    expect(refusal("[Hi {first_name}, welcome")).toBe(
      "An optional part opened with [ is never closed with ]",
    );
  });

  it("an optional part without a placeholder, which would always show", () => {
    expect(refusal("Hi [there|you]!")).toBe(
      "The optional part “[there|you]” has no placeholder, so it would always show: write [[ and ]] for brackets",
    );
    // A placeholder only after | does not count: the first text would always show.
    expect(refusal("[Hi|{first_name}]")).toContain("“[Hi|{first_name}]” has no placeholder");
  });
});

describe("the reply template language writes", () => {
  it("{{ }} [[ ]] as the brace or bracket itself", () => {
    expect(fill("{{code}} [[x]] }}{{ ]][[", { code: "SUMMER24" })).toEqual({
      text: "{code} [x] }{ ][",
      missing: [],
    });
    const parsed = parseTemplate("{{code}}", KNOWN);
    expect(parsed.ok && parsed.placeholders).toEqual([]);
  });

  it("| outside an optional part as text", () => {
    expect(fill("Hi | {code} | bye", { code: "X" }).text).toBe("Hi | X | bye");
    // A second | in a part is text of its second branch.
    expect(fill("[{code}|a|b]", {}).text).toBe("a|b");
  });

  it("a placeholder's value, trimmed, and names the placeholders it uses once each", () => {
    expect(fill("Hi {first_name}, {code}", { first_name: "  Ana ", code: "X" }).text).toBe("Hi Ana, X");
    const parsed = parseTemplate("[Hi {first_name}] {code} {code}", KNOWN);
    expect(parsed.ok && parsed.placeholders).toEqual(["first_name", "code"]);
  });
});

describe("an optional part", () => {
  const TEMPLATE = "[Dear {first_name}, about {code}|About {code}].";

  it("shows its first branch only when every placeholder in it has a value", () => {
    expect(fill(TEMPLATE, { first_name: "Ana", code: "X" }).text).toBe("Dear Ana, about X.");
  });

  it("shows its second branch when one of the first's is missing and the second's are there", () => {
    expect(fill(TEMPLATE, { code: "X" }).text).toBe("About X.");
  });

  it("shows nothing when neither branch has its values", () => {
    expect(fill(TEMPLATE, { first_name: "Ana" })).toEqual({ text: ".", missing: [] });
    expect(fill(TEMPLATE, {})).toEqual({ text: ".", missing: [] });
  });

  it("without a second branch, shows nothing when a value is missing", () => {
    expect(fill("Hi[ {first_name}],", { first_name: "Ana" }).text).toBe("Hi Ana,");
    expect(fill("Hi[ {first_name}],", {}).text).toBe("Hi,");
  });

  it("counts a blank value as missing", () => {
    expect(fill(TEMPLATE, { first_name: "   ", code: "X" }).text).toBe("About X.");
    expect(fill(TEMPLATE, { first_name: "Ana", code: "\n\t " }).text).toBe(".");
    expect(fill("Hi[ {first_name}],", { first_name: "" }).text).toBe("Hi,");
  });
});

describe("a placeholder outside an optional part", () => {
  it("with no value is reported missing, once, and left as {name} for the agent to fill in", () => {
    expect(fill("Your code {code} for {first_name}: {code}.", { first_name: "Ana" })).toEqual({
      text: "Your code {code} for Ana: {code}.",
      missing: ["code"],
    });
    expect(fill("{first_name} {code}", { first_name: " ", code: "" })).toEqual({
      text: "{first_name} {code}",
      missing: ["first_name", "code"],
    });
  });
});

describe("a value", () => {
  it("is written as it is, never read as template or markup", () => {
    const values = { code: "{first_name} [x|y] {{", first_name: "<b>Ana</b> ]] }" };
    expect(fill("Hi {first_name}, {code}", values)).toEqual({
      text: "Hi <b>Ana</b> ]] }, {first_name} [x|y] {{",
      missing: [],
    });
    // A value that looks like a placeholder fills the optional part, and stays literal in it.
    expect(fill("[Code: {code}|No code]", { code: "{code}" }).text).toBe("Code: {code}");
  });
});
