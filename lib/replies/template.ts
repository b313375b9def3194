/**
 * The reply template language, small enough for a support lead to write without a manual:
 *
 * - `{first_name}` is replaced by a value from the row;
 * - `[Hi {first_name}|Hi]` is an optional part: the text before `|` when every placeholder in it has
 *   a value, otherwise the text after `|` (which may be left out: then nothing);
 * - `{{`, `}}`, `[[` and `]]` write a brace or a bracket.
 *
 * A template is parsed once into parts; rendering never reads the template text again, so the text
 * a team writes can only ever come out as text.
 */

import { type RepliesSay, repliesSayNow } from "./replies-say";

export type TemplatePart =
  | { kind: "text"; text: string }
  | { kind: "value"; name: string }
  | { kind: "choice"; when: TemplatePart[]; otherwise: TemplatePart[] };

export type ParsedTemplate =
  | { ok: true; parts: TemplatePart[]; placeholders: string[] }
  | { ok: false; message: string };

const NAME = /^[a-z][a-z_]{0,30}$/;

/**
 * Parses a template, refusing any placeholder not in `known` and naming the first fault in the
 * words of `say` (the page's language when not given).
 */
export function parseTemplate(
  source: string,
  known: readonly string[],
  say: RepliesSay = repliesSayNow(),
): ParsedTemplate {
  const top: TemplatePart[] = [];
  const used = new Set<string>();
  let branch = top;
  let choice: { when: TemplatePart[]; otherwise: TemplatePart[]; inElse: boolean; at: number } | undefined;
  let text = "";
  const flush = () => {
    if (text) branch.push({ kind: "text", text });
    text = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    const next = source[i + 1];
    if ((c === "{" || c === "}" || c === "[" || c === "]") && next === c) {
      text += c;
      i++;
      continue;
    }
    if (c === "{") {
      const end = source.indexOf("}", i + 1);
      const name = end === -1 ? "" : source.slice(i + 1, end).trim();
      if (end === -1 || !NAME.test(name)) {
        const shown = source.slice(i, end === -1 ? i + 20 : end + 1);
        return {
          ok: false,
          message: say("notAPlaceholder", { shown, example: "{first_name}", braces: "{{" }),
        };
      }
      if (!known.includes(name)) {
        // The placeholders as they are written in a template: names, not words to translate.
        return {
          ok: false,
          message: say("unknownPlaceholder", {
            placeholder: `{${name}}`,
            known: known.map((k) => `{${k}}`).join(", "),
          }),
        };
      }
      flush();
      branch.push({ kind: "value", name });
      used.add(name);
      i = end;
      continue;
    }
    if (c === "}") return { ok: false, message: say("strayCloseBrace") };
    if (c === "[") {
      if (choice) return { ok: false, message: say("nestedOptional") };
      flush();
      choice = { when: [], otherwise: [], inElse: false, at: i };
      branch = choice.when;
      continue;
    }
    if (c === "|" && choice && !choice.inElse) {
      flush();
      choice.inElse = true;
      branch = choice.otherwise;
      continue;
    }
    if (c === "]") {
      if (!choice) return { ok: false, message: say("strayCloseBracket") };
      flush();
      if (!choice.when.some((part) => part.kind === "value")) {
        return {
          ok: false,
          message: say("optionalWithoutPlaceholder", { part: source.slice(choice.at, i + 1) }),
        };
      }
      top.push({ kind: "choice", when: choice.when, otherwise: choice.otherwise });
      choice = undefined;
      branch = top;
      continue;
    }
    text += c;
  }
  if (choice) return { ok: false, message: say("optionalNotClosed") };
  flush();
  return { ok: true, parts: top, placeholders: [...used] };
}

/** Values by placeholder name; a missing or blank value counts as not known. */
export type TemplateValues = Readonly<Record<string, string | undefined>>;

const has = (values: TemplateValues, name: string) => Boolean(values[name]?.trim());

export interface RenderedReply {
  text: string;
  /** Placeholders outside an optional part that had no value: left as `{name}` for the agent to fill. */
  missing: string[];
}

/** Fills a parsed template. An optional part shows only when all its placeholders have values. */
export function renderTemplate(parts: readonly TemplatePart[], values: TemplateValues): RenderedReply {
  const missing: string[] = [];
  const write = (list: readonly TemplatePart[]): string =>
    list
      .map((part) => {
        if (part.kind === "text") return part.text;
        if (part.kind === "value") {
          if (has(values, part.name)) return values[part.name]!.trim();
          missing.push(part.name);
          return `{${part.name}}`;
        }
        const chosen = part.when.every((p) => p.kind !== "value" || has(values, p.name))
          ? part.when
          : part.otherwise.every((p) => p.kind !== "value" || has(values, p.name))
            ? part.otherwise
            : [];
        return write(chosen);
      })
      .join("");
  const text = write(parts);
  return { text, missing: [...new Set(missing)] };
}
