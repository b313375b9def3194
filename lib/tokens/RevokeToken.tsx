import { useState } from "preact/hooks";
import { StatusMessage } from "@/components/StatusMessage";
import type { RevokeOutcome } from "@/lib/tokens/revoke-outcome";

/** A profile whose keys can revoke a pasted token, named as the agent knows it. */
export interface RevokingProfile {
  id: string;
  name: string;
  /** e.g. "api.voucherify.io". */
  host: string;
}

export interface RevokeTokenProps {
  profileName: string;
  /** Every profile, for choosing whose keys revoke a pasted token; the active one first chosen. */
  profiles: RevokingProfile[];
  activeProfileId: string;
  /** Last four characters of the stored OAuth token, when there is one. */
  storedTokenEnd?: string;
  busy: boolean;
  outcome?: RevokeOutcome;
  onRevokeStored(): void;
  /** Revokes a pasted token with a profile's keys; the field is cleared after the attempt whatever its result. */
  onRevokePasted(token: string, profileId: string): void;
}

/** Kills a token in three clicks, and says for certain whether it is dead. */
export function RevokeToken({
  profileName,
  profiles,
  activeProfileId,
  storedTokenEnd,
  busy,
  outcome,
  onRevokeStored,
  onRevokePasted,
}: RevokeTokenProps) {
  const [confirming, setConfirming] = useState(false);
  const [pasted, setPasted] = useState("");
  const [reveal, setReveal] = useState(false);
  const [chosenId, setChosenId] = useState<string>();
  // The active profile unless the agent chose another that still exists.
  const revokeWith =
    profiles.find((p) => p.id === chosenId) ?? profiles.find((p) => p.id === activeProfileId);
  return (
    <section aria-labelledby="revoke-heading" class="revoke">
      <h2 id="revoke-heading">Revoke an OAuth token</h2>
      {confirming ? (
        <fieldset class="confirm">
          <legend class="visually-hidden">Confirm revocation</legend>
          <p>
            Revoke the OAuth token of “{profileName}” ending in …{storedTokenEnd}? It stops working at once.
          </p>
          <button
            type="button"
            class="danger"
            disabled={busy}
            // biome-ignore lint/a11y/noAutofocus: the confirmation must take focus so Enter confirms and Escape is near
            autoFocus
            onClick={() => {
              setConfirming(false);
              onRevokeStored();
            }}
          >
            Yes, revoke it
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </fieldset>
      ) : (
        <>
          <button
            type="button"
            class="danger"
            disabled={busy || !storedTokenEnd}
            onClick={() => setConfirming(true)}
          >
            Revoke token
          </button>
          <p class="hint">
            {storedTokenEnd
              ? `The OAuth token stored in “${profileName}”, ending in …${storedTokenEnd}.`
              : `“${profileName}” has no stored OAuth token.`}
          </p>
        </>
      )}
      <form
        class="pasted"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const token = pasted;
          setPasted("");
          setReveal(false);
          if (revokeWith) onRevokePasted(token, revokeWith.id);
        }}
      >
        <label for="token-to-revoke">Token to revoke</label>
        <div class="row">
          <input
            id="token-to-revoke"
            // Preact's types fix `type` per input kind; this field switches kind on purpose.
            type={(reveal ? "text" : "password") as "password"}
            value={pasted}
            autoComplete="off"
            spellcheck={false}
            onInput={(e) => setPasted(e.currentTarget.value)}
          />
          <button type="button" aria-pressed={reveal} onClick={() => setReveal((r) => !r)}>
            {reveal ? "Hide" : "Show"}
            <span class="visually-hidden"> token</span>
          </button>
        </div>
        {profiles.length > 1 ? (
          <>
            <label for="revoke-with">Revoke with the keys of</label>
            <select
              id="revoke-with"
              value={revokeWith?.id}
              aria-describedby="revoke-with-hint"
              onChange={(e) => setChosenId(e.currentTarget.value)}
            >
              {profiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} — {p.host}
                </option>
              ))}
            </select>
            <p class="hint" id="revoke-with-hint">
              A token can only be revoked with the keys of the project and region that issued it.
            </p>
          </>
        ) : revokeWith ? (
          <p class="hint">
            Revoked with the keys of “{revokeWith.name}” on {revokeWith.host}.
          </p>
        ) : null}
        <button type="submit" disabled={busy || !pasted.trim() || !revokeWith}>
          Revoke pasted token
        </button>
      </form>
      <StatusMessage
        tone={outcome?.tone ?? "info"}
        title={busy ? "Revoking…" : outcome?.title}
        detail={busy ? undefined : outcome?.detail}
      />
    </section>
  );
}
