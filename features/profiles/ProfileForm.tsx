import { useEffect, useRef, useState } from "preact/hooks";
import { OPERATION_WORDS } from "@/core/api/operations";
import { apiOriginOf, REGIONS, type RegionChoice, regionLabel } from "@/core/api/regions";
import {
  isReplyLanguage,
  LANGUAGE_NAMES,
  REPLY_LANGUAGES,
  type ReplyLanguage,
} from "@/features/replies/languages";

export interface ProfileFormValues {
  id?: string;
  name: string;
  region: RegionChoice;
  customUrl: string;
  appId: string;
  appToken: string;
  oauthToken: string;
  forgetOauthToken: boolean;
  /** The customers' time zone (IANA), or "". */
  timeZone: string;
  replyLanguage: ReplyLanguage;
  /** The customer metadata key holding their language, or "". */
  languageKey: string;
}

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
}

export const NO_LOYALTY_IDS: LoyaltyCheckIds = {
  cardCode: "",
  campaignId: "",
  programId: "",
  memberId: "",
  cardId: "",
};

export interface FieldError {
  field: string;
  message: string;
}

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

const FIELD_IDS: Record<string, string> = {
  name: "profile-name",
  region: "profile-region",
  customUrl: "profile-custom-url",
  appId: "profile-app-id",
  appToken: "profile-app-token",
  oauthToken: "profile-oauth-token",
  timeZone: "profile-time-zone",
  replyLanguage: "profile-reply-language",
  languageKey: "profile-language-key",
  "member.memberId": "check-card-code",
  "member.campaignId": "check-campaign-id",
  "card.programId": "check-program-id",
  "card.memberId": "check-member-id",
  "card.cardId": "check-card-id",
};

/** Whether saved tokens would stay behind: they go only to the host they were entered for. */
export function savedTokensLeftBehind(saved: SavedSecretsHint, values: ProfileFormValues): boolean {
  return (
    saved.origin !== undefined &&
    (saved.hasAppToken || saved.oauthTokenEnd !== undefined) &&
    apiOriginOf(values.region, values.customUrl) !== saved.origin
  );
}

/** The profile editor: labels are the accessible names outside tests rely on, keep them exactly. */
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
  const keepHint = (text: string) => (hostChanged ? "" : text);
  useEffect(() => {
    const id = error && FIELD_IDS[error.field];
    if (id) formRef.current?.querySelector<HTMLElement>(`#${id}`)?.focus();
  }, [error]);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const locked = (field: string) => lockedFields.includes(field);
  const describedBy = (field: string, hint?: string) =>
    [
      errorFor(field) ? `${FIELD_IDS[field]}-error` : "",
      hint ? `${FIELD_IDS[field]}-hint` : "",
      locked(field) ? "set-by-organisation" : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined;

  const fieldError = (field: string) =>
    errorFor(field) ? (
      <p class="field-error" id={`${FIELD_IDS[field]}-error`}>
        {errorFor(field)}
      </p>
    ) : null;

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
      <label for="profile-name">Profile name</label>
      <input
        id="profile-name"
        value={values.name}
        readOnly={locked("name")}
        autoComplete="off"
        aria-invalid={errorFor("name") ? true : undefined}
        aria-describedby={describedBy("name")}
        onInput={(e) => set("name", e.currentTarget.value)}
      />
      {fieldError("name")}

      <label for="profile-region">Region</label>
      {/* Locked, a field that reads the same and stays in the Tab order (a disabled one is skipped,
          and with it "Set by your organisation"). */}
      {locked("region") ? (
        <input
          id="profile-region"
          readOnly
          value={
            values.region === "custom"
              ? "Dedicated cluster (custom API URL)"
              : `${regionLabel(values.region)} — ${values.region}.voucherify.io`
          }
          aria-describedby={describedBy("region")}
        />
      ) : (
        <select
          id="profile-region"
          value={values.region}
          aria-describedby={describedBy("region")}
          aria-invalid={errorFor("region") ? true : undefined}
          onChange={(e) => {
            const region = e.currentTarget.value as RegionChoice;
            setValues((current) => ({
              ...current,
              region,
              customUrl: region === "custom" ? current.customUrl : "",
            }));
          }}
        >
          {REGIONS.map((region) => (
            <option key={region.id} value={region.id}>
              {region.label} — {region.id}.voucherify.io
            </option>
          ))}
          <option value="custom">Dedicated cluster (custom API URL)</option>
        </select>
      )}

      <label for="profile-custom-url">Custom API URL</label>
      <input
        id="profile-custom-url"
        type="url"
        readOnly={locked("customUrl") || locked("region")}
        inputMode="url"
        placeholder="https://yourcompany.voucherify.io"
        value={values.customUrl}
        aria-invalid={errorFor("customUrl") ? true : undefined}
        aria-describedby={describedBy("customUrl", "hint")}
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
      <p class="hint" id="profile-custom-url-hint">
        Only for a dedicated cluster. Leave empty to use the region above.
      </p>
      {fieldError("customUrl")}
      {/* Always in the page, only its text changing: a live region that appears is often not announced. */}
      <p class="warning" id="host-changed" aria-live="polite">
        {hostChanged
          ? `The API host changed from ${saved.origin} to ${origin ?? "a URL that is not valid yet"}. The saved tokens are sent only to the host they were entered for: paste the App Token${saved.oauthTokenEnd ? " and the OAuth token" : ""} again to use this host.`
          : ""}
      </p>

      <label for="profile-app-id">App ID</label>
      <input
        id="profile-app-id"
        value={values.appId}
        readOnly={locked("appId")}
        autoComplete="off"
        spellcheck={false}
        aria-invalid={errorFor("appId") ? true : undefined}
        aria-describedby={describedBy("appId")}
        onInput={(e) => set("appId", e.currentTarget.value)}
      />
      {fieldError("appId")}

      <label for="profile-app-token">App Token</label>
      <input
        id="profile-app-token"
        type="password"
        value={values.appToken}
        autoComplete="off"
        placeholder={saved.hasAppToken ? keepHint("Saved: leave empty to keep it") : ""}
        aria-invalid={errorFor("appToken") ? true : undefined}
        aria-describedby={[hostChanged ? "host-changed" : "", describedBy("appToken", "hint")]
          .join(" ")
          .trim()}
        onInput={(e) => set("appToken", e.currentTarget.value)}
      />
      <p class="hint" id="profile-app-token-hint">
        Kept in this browser's extension storage, which web pages and helpdesk scripts cannot read. A
        read-only key is enough for lookups.
      </p>
      {fieldError("appToken")}

      <label for="profile-oauth-token">OAuth token</label>
      <input
        id="profile-oauth-token"
        type="password"
        value={values.oauthToken}
        autoComplete="off"
        placeholder={
          saved.oauthTokenEnd && !hostChanged
            ? `Saved, ends in …${saved.oauthTokenEnd}: leave empty to keep it`
            : "Optional"
        }
        aria-invalid={errorFor("oauthToken") ? true : undefined}
        aria-describedby={describedBy("oauthToken", "hint")}
        onInput={(e) => set("oauthToken", e.currentTarget.value)}
      />
      <p class="hint" id="profile-oauth-token-hint">
        Optional, and preferred: an OAuth token with the <code>api</code> and <code>redemptions</code> scopes
        is enough to list redemptions, and can be revoked on its own. Expiring points need one too.
      </p>
      {fieldError("oauthToken")}
      {saved.oauthTokenEnd && !hostChanged ? (
        <label class="checkbox">
          <input
            type="checkbox"
            checked={values.forgetOauthToken}
            onChange={(e) => set("forgetOauthToken", e.currentTarget.checked)}
          />
          Forget the saved OAuth token
        </label>
      ) : null}

      <label for="profile-time-zone">Customers' time zone (optional)</label>
      <input
        id="profile-time-zone"
        value={values.timeZone}
        readOnly={locked("timeZone")}
        placeholder="Europe/Warsaw"
        autoComplete="off"
        spellcheck={false}
        aria-invalid={errorFor("timeZone") ? true : undefined}
        aria-describedby={describedBy("timeZone", "hint")}
        onInput={(e) => set("timeZone", e.currentTarget.value)}
      />
      <p class="hint" id="profile-time-zone-hint">
        When your customers live in one time zone. Times such as when a code is next usable are given in it
        too, beside yours, and a reply names a time only in it. Codes' validity hours are read in it as well:
        the API does not say the project's time zone, so use the one your project is set to.
      </p>
      {fieldError("timeZone")}

      <label for="profile-reply-language">Default reply language</label>
      {locked("replyLanguage") ? (
        <input
          id="profile-reply-language"
          readOnly
          value={LANGUAGE_NAMES[values.replyLanguage]}
          aria-describedby={describedBy("replyLanguage", "hint")}
        />
      ) : (
        <select
          id="profile-reply-language"
          value={values.replyLanguage}
          aria-describedby={describedBy("replyLanguage", "hint")}
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
      )}
      <p class="hint" id="profile-reply-language-hint">
        Suggested replies are written in it when the customer's own language is not known.
      </p>

      <label for="profile-language-key">Customer metadata key for their language (optional)</label>
      <input
        id="profile-language-key"
        value={values.languageKey}
        readOnly={locked("languageKey")}
        placeholder="locale"
        autoComplete="off"
        spellcheck={false}
        aria-invalid={errorFor("languageKey") ? true : undefined}
        aria-describedby={describedBy("languageKey", "hint")}
        onInput={(e) => set("languageKey", e.currentTarget.value)}
      />
      <p class="hint" id="profile-language-key-hint">
        When your customers' records in Voucherify keep their language (for example{" "}
        <code>locale: "es-MX"</code>
        or <code>language: "Spanish"</code>), name the key: a reply to them is then written in their language.
      </p>
      {fieldError("languageKey")}

      <details class="credentials-help">
        <summary>Which credential each operation takes</summary>
        <ul>
          {(["listRedemptions", "getMember", "expiringPoints", "revokeToken"] as const).map((operation) => (
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
          loyalty v2 ids; without them they are not checked.
        </p>
        {(
          [
            ["cardCode", "Loyalty card code", "member.memberId"],
            ["campaignId", "Loyalty campaign ID (optional)", "member.campaignId"],
            ["programId", "Program ID (lprg_…)", "card.programId"],
            ["memberId", "Member ID (lmbr_…)", "card.memberId"],
            ["cardId", "Card ID (lcrd_…)", "card.cardId"],
          ] as const
        ).map(([key, label, field]) => (
          <div key={key} class="field">
            <label for={FIELD_IDS[field]}>{label}</label>
            <input
              id={FIELD_IDS[field]}
              value={loyalty[key]}
              autoComplete="off"
              spellcheck={false}
              aria-invalid={errorFor(field) ? true : undefined}
              aria-describedby={describedBy(field)}
              onInput={(e) => {
                const value = e.currentTarget.value;
                setLoyalty((current) => ({ ...current, [key]: value }));
              }}
            />
            {fieldError(field)}
          </div>
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
