import { Fragment } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { Field, type FieldControlProps, type FieldError } from "@/components/Field";
import { OPERATION_WORDS, OPERATIONS } from "@/lib/core/api/operations";
import {
  apiHostLabel,
  apiOriginOf,
  REGION_IDS,
  type RegionChoice,
  regionLabel,
} from "@/lib/core/api/regions";
import { isReplyLanguage, LANGUAGE_NAMES, REPLY_LANGUAGES } from "@/lib/core/intl/reply-languages";
import { type FieldWords, PROFILE_FIELD_WORDS } from "./profile-field-words";
import { PROFILE_FIELD_NAMES, type ProfileFieldName } from "./profile-fields";
import type { ProfileFormValues } from "./profile-form-values";

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

/** The loyalty ids Test connection may take: the form's key, label, the check's field and the element id. */
const LOYALTY_FIELDS = [
  ["cardCode", "Loyalty card code", "member.memberId", "check-card-code"],
  ["campaignId", "Loyalty campaign ID (optional)", "member.campaignId", "check-campaign-id"],
  ["programId", "Program ID (lprg_…)", "card.programId", "check-program-id"],
  ["memberId", "Member ID (lmbr_…)", "card.memberId", "check-member-id"],
  ["cardId", "Card ID (lcrd_…)", "card.cardId", "check-card-id"],
  [
    "customerId",
    "Customer ID for loyalty v2 memberships (cust_…)",
    "memberships.customerId",
    "check-customer-id",
  ],
] as const;

/** The element id of each field an error may name, as the worker names it ("appId", "card.cardId"). */
const FIELD_IDS: Record<string, string> = Object.fromEntries([
  ...PROFILE_FIELD_NAMES.map((name) => [name, PROFILE_FIELD_WORDS[name].id]),
  ...LOYALTY_FIELDS.map(([, , field, id]) => [field, id]),
]);

/** Help text with `code` between backticks, as the table writes it. */
const withCode = (text: string) =>
  text.split("`").map((part, i) => (i % 2 ? <code key={part}>{part}</code> : part));

/** How a region reads where it cannot be changed, as in the list to choose it from. */
const regionText = (region: RegionChoice) =>
  region === "custom"
    ? "Dedicated cluster (custom API URL)"
    : `${regionLabel(region)} — ${apiHostLabel({ region })}`;

/** Whether saved tokens would stay behind: they go only to the host they were entered for. */
export function savedTokensLeftBehind(saved: SavedSecretsHint, values: ProfileFormValues): boolean {
  return (
    saved.origin !== undefined &&
    (saved.hasAppToken || saved.oauthTokenEnd !== undefined) &&
    apiOriginOf(values.region, values.customUrl) !== saved.origin
  );
}

/**
 * The profile editor: a block per field of the table (profile-fields.ts), in its order. Labels are
 * the accessible names outside tests rely on: they are the table's, keep them exactly.
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
        ? `Saved, ends in …${saved.oauthTokenEnd}: leave empty to keep it`
        : "Optional";
    return saved.hasAppToken && !hostChanged ? "Saved: leave empty to keep it" : "";
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
          value={kind === "region" ? regionText(values.region) : LANGUAGE_NAMES[values.replyLanguage]}
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
                {regionText(region)}
              </option>
            ))}
            <option value="custom">{regionText("custom")}</option>
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
            placeholder={words.control.placeholder}
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
            ? `The API host changed from ${saved.origin} to ${origin ?? "a URL that is not valid yet"}. The saved tokens are sent only to the host they were entered for: paste the App Token${saved.oauthTokenEnd ? " and the OAuth token" : ""} again to use this host.`
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
          Forget the saved OAuth token
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
          Set by your organisation: the fields that cannot be changed here come from your admin's policy.
        </p>
      ) : null}
      {PROFILE_FIELD_NAMES.map((name) => {
        const words: FieldWords = PROFILE_FIELD_WORDS[name];
        return (
          <Fragment key={name}>
            <Field
              id={words.id}
              label={words.label}
              hint={words.help ? withCode(words.help) : undefined}
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
        <summary>Which credential each operation takes</summary>
        <ul>
          {OPERATIONS.map((operation) => (
            <li key={operation}>
              {OPERATION_WORDS[operation].name}: {OPERATION_WORDS[operation].credentials}.
            </li>
          ))}
        </ul>
        <p>
          Give agents the least powerful credential that works: a read-only key, and an OAuth token with the{" "}
          <code>api</code> and <code>redemptions</code> scopes where it suffices.
        </p>
      </details>

      <details class="loyalty-check" open={/^(member|card)\./.test(error?.field ?? "") ? true : undefined}>
        <summary>Also check loyalty access (optional ids)</summary>
        <p class="hint">
          Test connection only reads. Get Member is checked with a card code, expiring points with the three
          loyalty v2 ids, the loyalty v2 memberships with a customer id; without them they are not checked.
        </p>
        {LOYALTY_FIELDS.map(([key, label, field, id]) => (
          <Field key={key} id={id} label={label} error={errorFor(field)} wrap="field">
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
          Save
        </button>
        <button type="button" disabled={busy} onClick={() => onTest(values, loyalty)}>
          {origin ? `Test ${origin}` : "Test connection"}
        </button>
      </div>
    </form>
  );
}
