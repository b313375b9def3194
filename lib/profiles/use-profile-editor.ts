import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { FieldError } from "@/components/Field";
import type { StatusMessageProps } from "@/components/StatusMessage";
import { useWords } from "@/components/use-words";
import type { ApiError } from "@/lib/core/api/errors";
import { type ApiSay, explainError } from "@/lib/core/api/explain-error";
import type { IdentificationType } from "@/lib/core/api/params";
import { apiHostLabel, regionLabel } from "@/lib/core/api/regions";
import { apiWords } from "@/lib/core/api/words";
import { ask } from "@/lib/core/contract/ask";
import type { Say } from "@/lib/core/i18n/words";
import type { ProfileView } from "@/lib/profiles/profiles.messages";
import { releaseClustersNoProfileUses, requestClusterAccess } from "./cluster-access";
import { describeConnectionCheck } from "./connection-report";
import type { LoyaltyCheckIds } from "./ProfileForm";
import { type ProfileFormValues, toDraft } from "./profile-form-values";
import { type Refusal, refusalWords } from "./refusal-words";
import type { EditedProfile } from "./use-edited-profile";
import type { ProfileList, ProfilesProblem } from "./use-profiles";
import { profileWords } from "./words";
import type en from "./words/en";

/**
 * What the status under the form says, written when it is shown: a change of language while it
 * stands says it again in the new one.
 */
type Said = (say: Say<typeof en>, apiSay: ApiSay) => StatusMessageProps;

/** Why the list could not be read, in the agent's words. */
function problemStatus(problem: ProfilesProblem, say: Say<typeof en>, apiSay: ApiSay): StatusMessageProps {
  return {
    tone: "error",
    title:
      problem.unread === "profiles"
        ? say("cannotReadProfiles", { reason: problem.reason })
        : say("cannotReadKeys", { reason: explainError(problem.error, {}, apiSay).title }),
    action: say("reloadPage"),
  };
}

/** A field the worker refused, and why: said again whenever the page changes language. */
type RefusedField = FieldError & Refusal;

/** A refused form field, named as the form names it ("profile.appId" is the App ID field). */
function fieldErrorOf(error: ApiError): RefusedField | undefined {
  return error.kind === "invalid_input"
    ? {
        field: error.field.replace(/^profile\./, ""),
        message: error.message,
        ...(error.said ? { said: error.said } : {}),
      }
    : undefined;
}

/** The ids the agent gave for checking the loyalty operations, as the check's input. */
function loyaltyInput(ids: LoyaltyCheckIds) {
  const cardCode = ids.cardCode.trim();
  const campaignId = ids.campaignId.trim();
  const programId = ids.programId.trim();
  const memberId = ids.memberId.trim();
  const cardId = ids.cardId.trim();
  const customerId = ids.customerId.trim();
  // An id is read as one; anything else as the customer's source id (often their email).
  const identificationType: IdentificationType = customerId.startsWith("cust_")
    ? "customer_id"
    : "customer_source_id";
  return {
    ...(customerId ? { memberships: { customerId, identificationType } } : {}),
    ...(cardCode ? { member: { memberId: cardCode, ...(campaignId ? { campaignId } : {}) } } : {}),
    ...(programId || memberId || cardId ? { card: { programId, memberId, cardId } } : {}),
  };
}

/**
 * What the options page's profile editor does: save, test, delete and switch, each said in the
 * status under the form; the field the worker refused is marked on the form.
 */
export function useProfileEditor(list: ProfileList, edited: EditedProfile) {
  const say = useWords(profileWords);
  const apiSay = useWords(apiWords);
  const [busy, setBusy] = useState(false);
  /** Successful saves: each starts the form over from what was saved (its token fields empty). */
  const [saves, setSaves] = useState(0);
  /** The refused field, with the worker's reason as it came. */
  const [fieldError, setFieldError] = useState<RefusedField>();
  const [said, setSaid] = useState<Said>();
  const setStatus = (next: Said | undefined) => setSaid(() => next);
  // A Test connection answer marks fields only of the profile it tested, if it is still the one edited.
  const editedRef = useRef<string | null>(null);
  editedRef.current = edited.id;

  // Said, and the page goes on: "Reading your profiles…" must not stay for good.
  useEffect(() => {
    const problem = list.problem;
    if (problem) setStatus((say, apiSay) => problemStatus(problem, say, apiSay));
  }, [list.problem]);
  // A host asked for by a Test that was never saved is given back the next time settings open.
  useEffect(() => void releaseClustersNoProfileUses(), []);

  /**
   * A dedicated cluster's host is not in the install-time permissions: asked for inside the click,
   * and only for a URL that is valid (a typo never reaches the browser's prompt). Undefined when
   * the URL is refused; the form then says why on the field.
   */
  function askForCluster(values: ProfileFormValues): Promise<boolean> | undefined {
    if (values.region !== "custom") return Promise.resolve(true);
    const access = requestClusterAccess(values.customUrl);
    if (access.ok) return access.granted;
    setFieldError({ field: "customUrl", message: access.reason });
    setStatus((say) => ({
      tone: "error",
      title: say("nothingSent", { reason: refusalWords(say, { message: access.reason }) }),
    }));
    return undefined;
  }

  async function save(values: ProfileFormValues) {
    setFieldError(undefined);
    const grant = askForCluster(values);
    if (!grant) return;
    setBusy(true);
    // The last save's "Saved" must not stand for this one while it is under way.
    const name = values.name.trim();
    setStatus((say) => ({ tone: "info", title: say("saving", { name }) }));
    try {
      const result = await list.save(toDraft(values));
      if (!result.ok) {
        const refused = fieldErrorOf(result.error);
        setFieldError(refused);
        const host = apiHostLabel(values);
        setStatus((say, apiSay) => ({
          tone: "error",
          title: say("notSaved", {
            reason: refused ? refusalWords(say, refused) : explainError(result.error, { host }, apiSay).title,
          }),
        }));
        return;
      }
      const saved = result.value;
      const granted = await grant;
      edited.edit(saved.id);
      setSaves((n) => n + 1);
      const host = apiHostLabel(values);
      setStatus((say) =>
        granted
          ? { tone: "success", title: say("saved", { name: saved.name }) }
          : {
              tone: "error",
              title: say("savedNotAllowed", { name: saved.name, host }),
              action: say("saveAgainAndAllow"),
            },
      );
    } finally {
      setBusy(false);
    }
  }

  async function test(values: ProfileFormValues, loyalty: LoyaltyCheckIds) {
    setFieldError(undefined);
    const grant = askForCluster(values);
    if (!grant) return;
    const host = apiHostLabel(values);
    setBusy(true);
    setStatus((say) => ({ tone: "info", title: say("testing", { host }) }));
    try {
      if (!(await grant)) {
        setStatus((say) => ({
          tone: "error",
          title: say("testNotAllowed", { host }),
          action: say("testAgainAndAllow"),
        }));
        return;
      }
      const reply = await ask("connection.test", { profile: toDraft(values), ...loyaltyInput(loyalty) });
      if (!reply.ok) {
        if (editedRef.current === (values.id ?? null)) setFieldError(fieldErrorOf(reply.error));
        const error = reply.error;
        setStatus((say, apiSay) => {
          const explained = explainError(error, { host }, apiSay);
          const reason = error.kind === "invalid_input" ? refusalWords(say, error) : explained.title;
          return { tone: "error", ...explained, title: say("connectionFailed", { reason }) };
        });
        return;
      }
      const check = reply.value;
      const credential = reply.credential;
      setStatus((say, apiSay) => {
        const report = describeConnectionCheck(check, { host }, say, apiSay);
        const lines = report.lines.map((line) =>
          say("operationResult", { operation: line.name, result: line.text }),
        );
        if (report.connected)
          return {
            tone: report.lines.some((l) => l.result === "refused" || l.result === "failed")
              ? "error"
              : "success",
            title: say(credential === "oauth_token" ? "connectedWithOauth" : "connectedWithAppKeys", {
              region: regionLabel(values.region, apiSay),
              host: new URL(check.baseUrl).host,
            }),
            detail: say("redemptionsVisible", { count: check.redemptionsVisible ?? 0 }),
            lines,
          };
        const failure = report.failure;
        return {
          tone: "error",
          title: failure ? say("connectionFailed", { reason: failure.title }) : say("connectionNotChecked"),
          ...(failure?.detail ? { detail: failure.detail } : {}),
          ...(failure?.action ? { action: failure.action } : {}),
          ...(failure?.requestId ? { requestId: failure.requestId } : {}),
          lines,
        };
      });
    } finally {
      setBusy(false);
    }
  }

  async function remove(profile: ProfileView) {
    if (!confirm(say("confirmDelete", { name: profile.name }))) return;
    const deleted = await list.remove(profile.id);
    if (!deleted.ok) {
      const error = deleted.error;
      setStatus((say, apiSay) => ({
        tone: "error",
        title: say("notDeleted", { reason: explainError(error, {}, apiSay).title }),
      }));
      return;
    }
    edited.edit(null);
    setStatus((say) => ({ tone: "success", title: say("deleted", { name: profile.name }) }));
  }

  async function activate(profile: ProfileView) {
    const switched = await list.activate(profile.id);
    setStatus((say, apiSay) =>
      switched.ok
        ? { tone: "success", title: say("nowInUse", { name: profile.name }) }
        : {
            tone: "error",
            title: say("notSwitched", { reason: explainError(switched.error, {}, apiSay).title }),
          },
    );
  }

  // Said in the page's language as it is now, and the same object while it stands: the form moves
  // the focus to the refused field only when the refusal changes.
  const shownFieldError = useMemo(
    () => fieldError && { field: fieldError.field, message: refusalWords(say, fieldError) },
    [fieldError, say],
  );
  const status = useMemo(() => said?.(say, apiSay), [said, say, apiSay]);

  return { busy, saves, fieldError: shownFieldError, status, save, test, remove, activate };
}
