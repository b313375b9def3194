import { useEffect, useState } from "preact/hooks";
import { useWords } from "@/components/use-words";
import {
  isReplyLanguage,
  LANGUAGE_NAMES,
  REPLY_LANGUAGES,
  type ReplyLanguage,
} from "@/lib/core/intl/reply-languages";
import { suggestedReply } from "@/lib/replies/reply-setup";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { MAX_TEMPLATES_FILE_BYTES } from "@/lib/replies/team-templates";
import { checkTemplate, type TeamTemplates, type TemplateSet, templateFor } from "@/lib/replies/templates";
import { PLACEHOLDER_WORDS, REPLY_TOPICS, topicOf } from "@/lib/replies/topics";
import type { ReplyFacts } from "@/lib/replies/values";
import { repliesWords } from "./words";

export interface ReplyTemplatesEditorProps {
  templates: TeamTemplates;
  /** The wordings the organisation's locked policy sets: shown, not editable here. */
  lockedTopics?: TeamTemplates;
  /** The agent's currency, so the preview's amounts look like theirs. */
  currency: string;
  /** Resolves to the reason it was refused, or undefined once saved. */
  onSave(language: ReplyLanguage, topic: string, text: string): Promise<string | undefined>;
  onReset(language: ReplyLanguage, topic: string): Promise<void>;
  onExport(): void;
  /** Resolves to what happened, in words, and whether it worked. */
  onImport(json: string): Promise<{ ok: boolean; message: string }>;
}

/** What the editor says once a wording is saved or reset. */
type EditStatus = "wordingUsed" | "backToShipped";

/** The field's text for one reply in one language, and the stored wording it started from. */
interface Edit {
  key: string;
  draft: string;
  base: string;
  error?: string;
  status?: EditStatus;
}

/** A made-up row, so a lead sees every placeholder filled before the wording reaches a customer. */
const SAMPLE: ReplyFacts = {
  customerName: "Ana García",
  code: "SUMMER24-4FJX",
  date: "2026-11-20T16:42:00Z",
  startDate: "2026-12-01",
  expirationDate: "2026-11-15",
  orderAmount: 12_999,
  nextUsable: new Date("2026-11-28T09:00:00Z"),
  reward: "Free coffee",
  promotion: "Weekend 10%",
  points: 1250,
};
const SAMPLE_ZONE = "Europe/Madrid";

const GROUPS = [
  { group: "failure", label: "groupFailure" },
  { group: "loyalty", label: "groupLoyalty" },
] as const;

type ShippedSets = Record<ReplyLanguage, TemplateSet>;

/** The team's own wording of every suggested reply, per language, with a preview and a shareable file. */
export function ReplyTemplatesEditor(props: ReplyTemplatesEditorProps) {
  const say = useWords(repliesWords);
  // The editor offers every language and Voucher Lens's wording of each: all five load first.
  const [shipped, setShipped] = useState<ShippedSets | "loading" | "failed">("loading");
  useEffect(() => {
    let current = true;
    loadEveryShippedSet().then(
      (sets) => current && setShipped(sets),
      () => current && setShipped("failed"),
    );
    return () => {
      current = false;
    };
  }, []);
  if (shipped === "loading")
    return (
      <p class="hint" aria-busy="true">
        {say("loadingReplies")}
      </p>
    );
  if (shipped === "failed") return <p class="field-error">{say("repliesLoadFailed")}</p>;
  return <TemplatesEditor {...props} shipped={shipped} />;
}

function TemplatesEditor({
  templates,
  lockedTopics,
  currency,
  onSave,
  onReset,
  onExport,
  onImport,
  shipped,
}: ReplyTemplatesEditorProps & { shipped: ShippedSets }) {
  const say = useWords(repliesWords);
  const [language, setLanguage] = useState<ReplyLanguage>("en");
  const [topicKey, setTopicKey] = useState<string>(REPLY_TOPICS[0]!.key);
  const current = templateFor(templates, language, topicKey, shipped[language]);
  const locked = lockedTopics?.[language]?.[topicKey] !== undefined;
  // The draft belongs to one reply in one language and is derived during render, so the field never
  // shows (or takes typing into) the previous reply's text. A draft left as it was follows the
  // stored wording when that changes (an import); one being edited stays.
  const draftKey = `${language}\u0000${topicKey}`;
  const fresh: Edit = { key: draftKey, draft: current.text, base: current.text };
  const [edit, setEdit] = useState<Edit>(fresh);
  const own: Edit =
    edit.key !== draftKey
      ? fresh
      : edit.draft === edit.base && edit.base !== current.text
        ? { ...fresh, ...(edit.status ? { status: edit.status } : {}) }
        : edit;
  const { draft, error, status } = own;
  const [fileStatus, setFileStatus] = useState<{ ok: boolean; message: string }>();

  const topic = topicOf(topicKey)!;
  const check = checkTemplate(topicKey, draft, say);
  const preview = check.ok
    ? suggestedReply(
        {
          team: { [language]: { [topicKey]: draft } },
          defaultLanguage: language,
          currency,
          customerTimeZone: SAMPLE_ZONE,
        },
        topicKey,
        SAMPLE,
        language,
        shipped[language],
      ).text
    : undefined;
  const changed = draft !== current.text;
  // The optional part's example greets in the agent's language: a template is written in any.
  const hi = say("exampleGreeting");

  return (
    <div class="reply-templates">
      <div class="template-pick">
        <label for="template-language">{say("language")}</label>
        <select
          id="template-language"
          value={language}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (isReplyLanguage(next)) setLanguage(next);
          }}
        >
          {REPLY_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
        <label for="template-topic">{say("reply")}</label>
        <select id="template-topic" value={topicKey} onChange={(e) => setTopicKey(e.currentTarget.value)}>
          {GROUPS.map(({ group, label }) => (
            <optgroup key={group} label={say(label)}>
              {REPLY_TOPICS.filter((t) => t.group === group).map((t) => {
                const name = t.label ? say(t.label) : t.key;
                return (
                  <option key={t.key} value={t.key}>
                    {templates[language]?.[t.key] !== undefined ? say("teamsTopic", { topic: name }) : name}
                  </option>
                );
              })}
            </optgroup>
          ))}
        </select>
      </div>

      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const refused = await onSave(language, topicKey, draft);
          setEdit(
            refused
              ? { ...own, error: refused }
              : { key: draftKey, draft, base: draft, status: "wordingUsed" },
          );
        }}
      >
        <label for="template-text">{say("template")}</label>
        <textarea
          id="template-text"
          lang={language}
          rows={7}
          value={draft}
          readOnly={locked}
          spellcheck
          aria-invalid={error || !check.ok ? true : undefined}
          aria-describedby="template-check template-help"
          onInput={(e) => {
            setEdit({ key: draftKey, draft: e.currentTarget.value, base: own.base });
          }}
        />
        <p id="template-check" class={error || !check.ok ? "field-error" : "hint"} aria-live="polite">
          {error ??
            (check.ok
              ? locked
                ? say("setByOrganisation")
                : current.source === "team"
                  ? say("teamsWording")
                  : say("shippedWording")
              : check.message)}
        </p>
        <details id="template-help" class="hint">
          <summary>{say("placeholdersSummary")}</summary>
          <ul>
            {topic.placeholders.map((name) => (
              <li key={name}>
                {say.parts("placeholderMeaning", {
                  placeholder: <code>{`{${name}}`}</code>,
                  meaning: say(topic.meaning?.[name] ?? PLACEHOLDER_WORDS[name]),
                })}
              </li>
            ))}
          </ul>
          <p>
            {say.parts("optionalHelp", {
              example: <code>{`[${hi} {first_name}|${hi}]`}</code>,
              bar: <code>|</code>,
              openBraces: <code>{"{{"}</code>,
              closeBraces: <code>{"}}"}</code>,
              openBrackets: <code>[[</code>,
              closeBrackets: <code>]]</code>,
            })}
          </p>
        </details>
        <div class="actions">
          <button type="submit" class="primary" disabled={!changed || locked}>
            {say("useWording")}
          </button>
          <button
            type="button"
            disabled={current.source === "default" || locked}
            onClick={async () => {
              await onReset(language, topicKey);
              // The default shows once it is read back: a draft equal to its base follows it.
              setEdit({ key: draftKey, draft: "", base: "", status: "backToShipped" });
            }}
          >
            {say("resetToDefault")}
          </button>
        </div>
        <p role="status" class="status">
          {status ? say(status) : ""}
        </p>
      </form>

      <section aria-labelledby="template-preview-heading" class="template-preview">
        <h3 id="template-preview-heading">{say("previewHeading")}</h3>
        <p class="hint">
          {say("sampleRow", {
            name: SAMPLE.customerName!,
            code: SAMPLE.code!,
            zone: SAMPLE_ZONE,
            language: LANGUAGE_NAMES[language],
          })}
        </p>
        <p class="reply-text" lang={language}>
          {preview ?? say("fixTemplate")}
        </p>
      </section>

      <div class="template-file">
        <button type="button" onClick={onExport}>
          {say("exportTemplates")}
        </button>
        <label for="template-import">{say("importTemplates")}</label>
        <input
          id="template-import"
          type="file"
          accept="application/json,.json"
          onChange={async (e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            // Not read at all when it cannot be a replies file.
            setFileStatus(
              file.size > MAX_TEMPLATES_FILE_BYTES
                ? { ok: false, message: say("fileTooLarge") }
                : await onImport(await file.text()),
            );
            input.value = "";
          }}
        />
        <p
          role={fileStatus && !fileStatus.ok ? "alert" : "status"}
          class={fileStatus && !fileStatus.ok ? "field-error" : "status"}
        >
          {fileStatus?.message ?? ""}
        </p>
      </div>
    </div>
  );
}
