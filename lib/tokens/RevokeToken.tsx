import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { StatusMessage } from "@/components/StatusMessage";
import { useWords } from "@/components/use-words";
import type { RevokeOutcome } from "@/lib/tokens/revoke-outcome";
import { tokenWords } from "./words";

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
  const say = useWords(tokenWords);
  const [confirming, setConfirming] = useState(false);
  const [pasted, setPasted] = useState("");
  const [reveal, setReveal] = useState(false);
  const [chosenId, setChosenId] = useState<string>();
  // The keyboard follows the question: to Yes as it opens, so Enter confirms and Escape cancels;
  // as it closes, back to Revoke token, or, once the revocation is under way and that button
  // waits, to the section's heading. A page's autofocus does not reach a question drawn later.
  const yesButton = useRef<HTMLButtonElement>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closedBy = useRef<"yes" | "no">(undefined);
  useLayoutEffect(() => {
    if (confirming) yesButton.current?.focus();
    else if (closedBy.current) (closedBy.current === "yes" ? heading : revokeButton).current?.focus();
    closedBy.current = undefined;
  }, [confirming]);
  const close = (by: "yes" | "no") => {
    closedBy.current = by;
    setConfirming(false);
  };
  // The active profile unless the agent chose another that still exists.
  const revokeWith =
    profiles.find((p) => p.id === chosenId) ?? profiles.find((p) => p.id === activeProfileId);
  return (
    <section aria-labelledby="revoke-heading" class="revoke">
      <h2 id="revoke-heading" ref={heading} tabIndex={-1}>
        {say("heading")}
      </h2>
      {confirming ? (
        <fieldset
          class="confirm"
          onKeyDown={(event) => {
            if (event.key === "Escape") close("no");
          }}
        >
          <legend class="visually-hidden">{say("confirmLegend")}</legend>
          <p>{say("confirmStored", { profile: profileName, end: storedTokenEnd ?? "" })}</p>
          <button
            type="button"
            class="danger"
            disabled={busy}
            ref={yesButton}
            onClick={() => {
              close("yes");
              onRevokeStored();
            }}
          >
            {say("yesRevoke")}
          </button>
          <button type="button" onClick={() => close("no")}>
            {say("cancel")}
          </button>
        </fieldset>
      ) : (
        <>
          <button
            type="button"
            class="danger"
            ref={revokeButton}
            disabled={busy || !storedTokenEnd}
            onClick={() => setConfirming(true)}
          >
            {say("revokeStored")}
          </button>
          <p class="hint">
            {storedTokenEnd
              ? say("storedToken", { profile: profileName, end: storedTokenEnd })
              : say("noStoredToken", { profile: profileName })}
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
        <label for="token-to-revoke">{say("tokenToRevoke")}</label>
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
          {/* Named "Show token": the visible word is in the name, so a voice user can say what they see. */}
          <button
            type="button"
            aria-pressed={reveal}
            aria-label={say(reveal ? "hideToken" : "showToken")}
            onClick={() => setReveal((r) => !r)}
          >
            {say(reveal ? "hide" : "show")}
          </button>
        </div>
        {profiles.length > 1 ? (
          <>
            <label for="revoke-with">{say("revokeWith")}</label>
            <select
              id="revoke-with"
              value={revokeWith?.id}
              aria-describedby="revoke-with-hint"
              onChange={(e) => setChosenId(e.currentTarget.value)}
            >
              {profiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {say("profileChoice", { name: p.name, host: p.host })}
                </option>
              ))}
            </select>
            <p class="hint" id="revoke-with-hint">
              {say("revokeWithHint")}
            </p>
          </>
        ) : revokeWith ? (
          <p class="hint">{say("willRevokeWith", { profile: revokeWith.name, host: revokeWith.host })}</p>
        ) : null}
        <button type="submit" disabled={busy || !pasted.trim() || !revokeWith}>
          {say("revokePasted")}
        </button>
      </form>
      <StatusMessage
        tone={outcome?.tone ?? "info"}
        title={busy ? say("revoking") : outcome?.title}
        detail={busy ? undefined : outcome?.detail}
      />
    </section>
  );
}
