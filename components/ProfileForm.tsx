import { useEffect, useRef, useState } from "preact/hooks";
import { REGIONS, type RegionChoice } from "@/lib/api/regions";

export interface ProfileFormValues {
  id?: string;
  name: string;
  region: RegionChoice;
  customUrl: string;
  appId: string;
  appToken: string;
  oauthToken: string;
  forgetOauthToken: boolean;
}

export interface SavedSecretsHint {
  hasAppToken: boolean;
  /** Last four characters of the saved OAuth token, if any. */
  oauthTokenEnd?: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ProfileFormProps {
  initial: ProfileFormValues;
  saved: SavedSecretsHint;
  error?: FieldError;
  busy: boolean;
  onSave(values: ProfileFormValues): void;
  onTest(values: ProfileFormValues): void;
}

const FIELD_IDS: Record<string, string> = {
  name: "profile-name",
  region: "profile-region",
  customUrl: "profile-custom-url",
  appId: "profile-app-id",
  appToken: "profile-app-token",
  oauthToken: "profile-oauth-token",
};

/** The profile editor: labels are the accessible names outside tests rely on, keep them exactly. */
export function ProfileForm({ initial, saved, error, busy, onSave, onTest }: ProfileFormProps) {
  const [values, setValues] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => setValues(initial), [initial]);
  useEffect(() => {
    const id = error && FIELD_IDS[error.field];
    if (id) formRef.current?.querySelector<HTMLElement>(`#${id}`)?.focus();
  }, [error]);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const describedBy = (field: string, hint?: string) =>
    [errorFor(field) ? `${FIELD_IDS[field]}-error` : "", hint ? `${FIELD_IDS[field]}-hint` : ""]
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
      <label for="profile-name">Profile name</label>
      <input
        id="profile-name"
        value={values.name}
        autoComplete="off"
        aria-invalid={errorFor("name") ? true : undefined}
        aria-describedby={describedBy("name")}
        onInput={(e) => set("name", e.currentTarget.value)}
      />
      {fieldError("name")}

      <label for="profile-region">Region</label>
      <select
        id="profile-region"
        value={values.region}
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

      <label for="profile-custom-url">Custom API URL</label>
      <input
        id="profile-custom-url"
        type="url"
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

      <label for="profile-app-id">App ID</label>
      <input
        id="profile-app-id"
        value={values.appId}
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
        placeholder={saved.hasAppToken ? "Saved: leave empty to keep it" : ""}
        aria-invalid={errorFor("appToken") ? true : undefined}
        aria-describedby={describedBy("appToken", "hint")}
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
          saved.oauthTokenEnd ? `Saved, ends in …${saved.oauthTokenEnd}: leave empty to keep it` : "Optional"
        }
        aria-invalid={errorFor("oauthToken") ? true : undefined}
        aria-describedby={describedBy("oauthToken", "hint")}
        onInput={(e) => set("oauthToken", e.currentTarget.value)}
      />
      <p class="hint" id="profile-oauth-token-hint">
        Optional. Used as a Bearer token for redemptions and expiring points; the App keys are used otherwise.
      </p>
      {fieldError("oauthToken")}
      {saved.oauthTokenEnd ? (
        <label class="checkbox">
          <input
            type="checkbox"
            checked={values.forgetOauthToken}
            onChange={(e) => set("forgetOauthToken", e.currentTarget.checked)}
          />
          Forget the saved OAuth token
        </label>
      ) : null}

      <div class="actions">
        <button type="submit" disabled={busy}>
          Save
        </button>
        <button type="button" disabled={busy} onClick={() => onTest(values)}>
          Test connection
        </button>
      </div>
    </form>
  );
}
