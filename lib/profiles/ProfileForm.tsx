import { Fragment } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { Field, type FieldControlProps, type FieldError } from "@/components/Field";
import { useWords } from "@/components/use-words";
import type { ApiSay } from "@/lib/core/api/explain-error";
import { type AcceptedCredential, OPERATION_WORDS } from "@/lib/core/api/operation-words";
import { OPERATIONS } from "@/lib/core/api/operations";
import {
  apiHostLabel,
  apiOriginOf,
  REGION_IDS,
  type RegionChoice,
  regionLabel,
} from "@/lib/core/api/regions";
import { apiWords } from "@/lib/core/api/words";
import type { Say } from "@/lib/core/i18n/words";
import { isReplyLanguage, LANGUAGE_NAMES, REPLY_LANGUAGES } from "@/lib/core/intl/reply-languages";
import { type FieldWords, PROFILE_FIELD_WORDS } from "./profile-field-words";
import { PROFILE_FIELD_NAMES, type ProfileFieldName } from "./profile-fields";
import type { ProfileFormValues } from "./profile-form-values";
import { profileWords } from "./words";
import type en from "./words/en";

/** Which credential an operation takes, in the agent's words: the operation keeps the API's name. */
const CREDENTIAL_WORDS = {
  appKeys: "credentialsAppKeys",
  oauthOrAppKeys: "credentialsOauthOrAppKeys",
  oauthWithAppKeys: "credentialsOauthWithAppKeys",
} as const satisfies Record<AcceptedCredential, keyof typeof en>;

export type { FieldError } from "@/components/Field";
export type { ProfileFormValues } from "./profile-form-values";

export interface SavedSecretsHint {
  hasAppToken: boolean;
  /** Last four characters of the saved OAuth token, if any. */
  oauthTokenEnd?: string;
  /** The origin the saved tokens were entered for ("https://api.voucherify.io"). */
  origin?: string;
}

/** Ids Test connection may use to check the loyalty operations too; never saved. */
export interface LoyaltyCheckIds {
  cardCode: string;
  campaignId: string;
  programId: string;
  memberId: string;
  cardId: string;
  /** A customer whose loyalty v2 memberships are read: an id (cust_…) or a source id. */
  customerId: string;
}

export const NO_LOYALTY_IDS: LoyaltyCheckIds = {
  cardCode: "",
  campaignId: "",
  programId: "",
  memberId: "",
  cardId: "",
  customerId: "",
};

export interface ProfileFormProps {
  /**
   * The values the form starts from. Read once: the page gives the form a new key to start over
   * (another profile, a save), so a list refreshed while the agent types never wipes the typing.
   */
  initial: ProfileFormValues;
  saved: SavedSecretsHint;
  error?: FieldError;
  busy: boolean;
  onSave(values: ProfileFormValues): void;
  onTest(values: ProfileFormValues, loyalty: LoyaltyCheckIds): void;
  /** Fields the organisation's locked policy sets: shown, not editable ("Set by your organisation"). */
  lockedFields?: readonly string[];
}

/** The loyalty ids Test connection may take: the form's key, its label's key, the check's field and the element id. */
const LOYALTY_FIELDS = [
  ["cardCode", "checkCardCode", "member.memberId", "check-card-code"],
  ["campaignId", "checkCampaignId", "member.campaignId", "check-campaign-id"],
  ["programId", "checkProgramId", "card.programId", "check-program-id"],
  ["memberId", "checkMemberId", "card.memberId", "check-member-id"],
  ["cardId", "checkCardId", "card.cardId", "check-card-id"],
  ["customerId", "checkCustomerId", "memberships.customerId", "check-customer-id"],
] as const satisfies readonly (readonly [keyof LoyaltyCheckIds, keyof typeof en, string, string])[];

/** The element id of each field an error may name, as the worker names it ("appId", "card.cardId"). */
const FIELD_IDS: Record<string, string> = Object.fromEntries([
  ...PROFILE_FIELD_NAMES.map((name) => [name, PROFILE_FIELD_WORDS[name].id]),
  ...LOYALTY_FIELDS.map(([, , field, id]) => [field, id]),
]);

/** Help text with `code` between backticks, as the words write it. */
const withCode = (text: string) =>
  text.split("`").map((part, i) => (i % 2 ? <code key={part}>{part}</code> : part));

/** How a region reads where it cannot be changed, as in the list to choose it from. */
const regionText = (say: Say<typeof en>, sayApi: ApiSay, region: RegionChoice) =>
  region === "custom"
    ? say("regionCustom")
    : say("regionChoice", { region: regionLabel(region, sayApi), host: apiHostLabel({ region }) });

/** The host warning: whether the new host reads as a URL yet, and whether an OAuth token stays behind too. */
const HOST_CHANGED = {
  valid: { appToken: "hostChangedAppToken", both: "hostChangedBothTokens" },
  invalid: { appToken: "hostChangedToInvalidAppToken", both: "hostChangedToInvalidBothTokens" },
} as const satisfies Record<"valid" | "invalid", Record<"appToken" | "both", keyof typeof en>>;

/** Whether saved tokens would stay behind: they go only to the host they were entered for. */
export function savedTokensLeftBehind(saved: SavedSecretsHint, values: ProfileFormValues): boolean {
  return (
    saved.origin !== undefined &&
    (saved.hasAppToken || saved.oauthTokenEnd !== undefined) &&
    apiOriginOf(values.region, values.customUrl) !== saved.origin
  );
}

/**
 * The profile editor: a block per field of the table (profile-fields.ts), in its order, in the
 * agent's language. Labels are the accessible names outside tests rely on: keep their English exactly.
 */
export function ProfileForm({
  initial,
  saved,
  error,
  busy,
  onSave,
  onTest,
  lockedFields = [],
}: ProfileFormProps) {
  const say = useWords(profileWords);
  const sayApi = useWords(apiWords);
  const [values, setValues] = useState(initial);
  const [loyalty, setLoyalty] = useState(NO_LOYALTY_IDS);
  const formRef = useRef<HTMLFormElement>(null);
  const origin = apiOriginOf(values.region, values.customUrl);
  const hostChanged = savedTokensLeftBehind(saved, values);
  useEffect(() => {
    const id = error && FIELD_IDS[error.field];
    if (id) formRef.current?.querySelector<HTMLElement>(`#${id}`)?.focus();
  }, [error]);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const locked = (field: string) => lockedFields.includes(field);

  /** What a saved token's field says while empty: that leaving it so keeps the token, if it does. */
  const secretPlaceholder = (name: ProfileFieldName) => {
    if (name === "oauthToken")
      return saved.oauthTokenEnd && !hostChanged
        ? say("savedOauthToken", { end: saved.oauthTokenEnd })
        : say("optional");
    return saved.hasAppToken && !hostChanged ? say("savedAppToken") : "";
  };

  /** The control a field's row names, with what it does as the agent changes it. */
  function control(name: ProfileFieldName, aria: FieldControlProps) {
    const words: FieldWords = PROFILE_FIELD_WORDS[name];
    const kind = words.control.kind;
    // Locked, a choice reads the same in a field that stays in the Tab order (a disabled one is
    // skipped, and with it "Set by your organisation").
    if ((kind === "region" || kind === "reply-language") && locked(name))
      return (
        <input
          {...aria}
          readOnly
          value={
            kind === "region" ? regionText(say, sayApi, values.region) : LANGUAGE_NAMES[values.replyLanguage]
          }
        />
      );
    switch (words.control.kind) {
      case "region":
        return (
          <select
            {...aria}
            value={values.region}
            onChange={(e) => {
              const region = e.currentTarget.value as RegionChoice;
              setValues((current) => ({
                ...current,
                region,
                customUrl: region === "custom" ? current.customUrl : "",
              }));
            }}
          >
            {REGION_IDS.map((region) => (
              <option key={region} value={region}>
                {regionText(say, sayApi, region)}
              </option>
            ))}
            <option value="custom">{regionText(say, sayApi, "custom")}</option>
          </select>
        );
      case "reply-language":
        return (
          <select
            {...aria}
            value={values.replyLanguage}
            onChange={(e) => {
              const language = e.currentTarget.value;
              if (isReplyLanguage(language)) set("replyLanguage", language);
            }}
          >
            {REPLY_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        );
      case "cluster-url":
        return (
          <input
            {...aria}
            type="url"
            readOnly={locked(name) || locked("region")}
            inputMode="url"
            placeholder={say("customUrlExample")}
            value={values.customUrl}
            onInput={(e) => {
              const customUrl = e.currentTarget.value;
              // Typing a URL means a dedicated cluster; clearing it returns to the default region.
              setValues((current) => ({
                ...current,
                customUrl,
                region: customUrl.trim() ? "custom" : current.region === "custom" ? "api" : current.region,
              }));
            }}
          />
        );
      case "secret":
        return (
          <input
            {...aria}
            type="password"
            value={values[name]}
            autoComplete="off"
            placeholder={secretPlaceholder(name)}
            onInput={(e) => set(name, e.currentTarget.value)}
          />
        );
      case "text":
        return (
          <input
            {...aria}
            value={values[name]}
            readOnly={locked(name)}
            placeholder={words.control.placeholder}
            autoComplete="off"
            spellcheck={words.control.spellcheck}
            onInput={(e) => set(name, e.currentTarget.value)}
          />
        );
    }
  }

  /** What follows a field's block: the host warning under the URL, the way to forget a saved OAuth token. */
  function after(name: ProfileFieldName) {
    if (name === "customUrl")
      return (
        // Always in the page, only its text changing: a live region that appears is often not announced.
        <p class="warning" id="host-changed" aria-live="polite">
          {hostChanged
            ? say(HOST_CHANGED[origin ? "valid" : "invalid"][saved.oauthTokenEnd ? "both" : "appToken"], {
                from: saved.origin ?? "",
                to: origin ?? "",
              })
            : ""}
        </p>
      );
    if (name === "oauthToken" && saved.oauthTokenEnd && !hostChanged)
      return (
        <label class="checkbox">
          <input
            type="checkbox"
            checked={values.forgetOauthToken}
            onChange={(e) => set("forgetOauthToken", e.currentTarget.checked)}
          />
          {say("forgetOauthToken")}
        </label>
      );
    return null;
  }

  return (
    <form
      ref={formRef}
      class="profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      {lockedFields.length ? (
        <p class="hint set-by-organisation" id="set-by-organisation">
          {say("setByOrganisationNote")}
        </p>
      ) : null}
      {PROFILE_FIELD_NAMES.map((name) => {
        const words: FieldWords = PROFILE_FIELD_WORDS[name];
        return (
          <Fragment key={name}>
            <Field
              id={words.id}
              label={say(words.labelKey)}
              hint={words.helpKey ? withCode(say(words.helpKey)) : undefined}
              error={errorFor(name)}
              describedBy={{
                // Read first: the saved tokens stay behind, so the App Token must be given again.
                before: name === "appToken" && hostChanged ? ["host-changed"] : [],
                after:
                  locked(name) || (name === "customUrl" && locked("region")) ? ["set-by-organisation"] : [],
              }}
            >
              {(aria) => control(name, aria)}
            </Field>
            {after(name)}
          </Fragment>
        );
      })}

      <details class="credentials-help">
        <summary>{say("credentialsSummary")}</summary>
        <ul>
          {OPERATIONS.map((operation) => (
            <li key={operation}>
              {say("credentialLine", {
                operation: OPERATION_WORDS[operation].name,
                credentials: say(CREDENTIAL_WORDS[OPERATION_WORDS[operation].credentials]),
              })}
            </li>
          ))}
        </ul>
        <p>{withCode(say("leastPowerful"))}</p>
      </details>

      <details class="loyalty-check" open={/^(member|card)\./.test(error?.field ?? "") ? true : undefined}>
        <summary>{say("loyaltySummary")}</summary>
        <p class="hint">{say("loyaltyHint")}</p>
        {LOYALTY_FIELDS.map(([key, label, field, id]) => (
          <Field key={key} id={id} label={say(label)} error={errorFor(field)} wrap="field">
            {(aria) => (
              <input
                {...aria}
                value={loyalty[key]}
                autoComplete="off"
                spellcheck={false}
                onInput={(e) => {
                  const value = e.currentTarget.value;
                  setLoyalty((current) => ({ ...current, [key]: value }));
                }}
              />
            )}
          </Field>
        ))}
      </details>

      <div class="actions">
        <button type="submit" disabled={busy}>
          {say("save")}
        </button>
        <button type="button" disabled={busy} onClick={() => onTest(values, loyalty)}>
          {origin ? say("testOrigin", { origin }) : say("testConnection")}
        </button>
      </div>
    </form>
  );
}
