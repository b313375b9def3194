import { useEffect, useRef, useState } from "preact/hooks";
import type { FieldError } from "@/components/Field";
import type { StatusMessageProps } from "@/components/StatusMessage";
import type { ApiError } from "@/lib/core/api/errors";
import { explainError } from "@/lib/core/api/explain-error";
import type { IdentificationType } from "@/lib/core/api/params";
import { apiHostLabel, regionLabel } from "@/lib/core/api/regions";
import { ask } from "@/lib/core/contract/ask";
import type { ProfileView } from "@/lib/profiles/profiles.messages";
import { releaseClustersNoProfileUses, requestClusterAccess } from "./cluster-access";
import { describeConnectionCheck } from "./connection-report";
import type { LoyaltyCheckIds } from "./ProfileForm";
import { type ProfileFormValues, toDraft } from "./profile-form-values";
import type { EditedProfile } from "./use-edited-profile";
import type { ProfileList } from "./use-profiles";

/** A refused form field, named as the form names it ("profile.appId" is the App ID field). */
function fieldErrorOf(error: ApiError): FieldError | undefined {
  return error.kind === "invalid_input"
    ? { field: error.field.replace(/^profile\./, ""), message: error.message }
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
  const [busy, setBusy] = useState(false);
  /** Successful saves: each starts the form over from what was saved (its token fields empty). */
  const [saves, setSaves] = useState(0);
  const [fieldError, setFieldError] = useState<FieldError>();
  const [status, setStatus] = useState<StatusMessageProps>();
  // A Test connection answer marks fields only of the profile it tested, if it is still the one edited.
  const editedRef = useRef<string | null>(null);
  editedRef.current = edited.id;

  // Said, and the page goes on: "Reading your profiles…" must not stay for good.
  useEffect(() => {
    if (list.problem) setStatus({ tone: "error", ...list.problem });
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
    setStatus({ tone: "error", title: `Nothing was sent: ${access.reason}` });
    return undefined;
  }

  async function save(values: ProfileFormValues) {
    setFieldError(undefined);
    const grant = askForCluster(values);
    if (!grant) return;
    setBusy(true);
    // The last save's "Saved" must not stand for this one while it is under way.
    setStatus({ tone: "info", title: `Saving “${values.name.trim()}”…` });
    try {
      const result = await list.save(toDraft(values));
      if (!result.ok) {
        const refused = fieldErrorOf(result.error);
        setFieldError(refused);
        setStatus({
          tone: "error",
          title: `Not saved: ${refused?.message ?? explainError(result.error, { host: apiHostLabel(values) }).title}`,
        });
        return;
      }
      const saved = result.value;
      const granted = await grant;
      edited.edit(saved.id);
      setSaves((n) => n + 1);
      setStatus(
        granted
          ? { tone: "success", title: `Saved “${saved.name}”.` }
          : {
              tone: "error",
              title: `Saved “${saved.name}”, but the browser did not allow requests to ${apiHostLabel(values)}.`,
              action: "Save again and accept the permission prompt, or lookups will fail.",
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
    setStatus({ tone: "info", title: `Testing ${host}…` });
    try {
      if (!(await grant)) {
        setStatus({
          tone: "error",
          title: `Nothing was sent: the browser did not allow requests to ${host}.`,
          action: "Test again and accept the permission prompt.",
        });
        return;
      }
      const reply = await ask("connection.test", { profile: toDraft(values), ...loyaltyInput(loyalty) });
      if (!reply.ok) {
        if (editedRef.current === (values.id ?? null)) setFieldError(fieldErrorOf(reply.error));
        const explained = explainError(reply.error, { host });
        setStatus({ tone: "error", ...explained, title: `Connection failed: ${explained.title}` });
        return;
      }
      const check = reply.value;
      const report = describeConnectionCheck(check, { host });
      const lines = report.lines.map((line) => `${line.name}: ${line.text}`);
      if (report.connected) {
        const via = reply.credential === "oauth_token" ? "the OAuth token" : "the App ID and App Token";
        setStatus({
          tone: report.lines.some((l) => l.result === "refused" || l.result === "failed")
            ? "error"
            : "success",
          title: `Connected to ${regionLabel(values.region)} (${new URL(check.baseUrl).host}) with ${via}.`,
          detail: `${(check.redemptionsVisible ?? 0).toLocaleString()} redemptions are visible to these keys.`,
          lines,
        });
      } else {
        const failure = report.failure;
        setStatus({
          tone: "error",
          title: `Connection failed: ${failure?.title ?? "List Redemptions was not checked"}`,
          ...(failure?.detail ? { detail: failure.detail } : {}),
          ...(failure?.action ? { action: failure.action } : {}),
          ...(failure?.requestId ? { requestId: failure.requestId } : {}),
          lines,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  async function remove(profile: ProfileView) {
    if (!confirm(`Delete the profile “${profile.name}” and its saved keys?`)) return;
    const deleted = await list.remove(profile.id);
    if (!deleted.ok) {
      setStatus({ tone: "error", title: `Not deleted: ${explainError(deleted.error).title}` });
      return;
    }
    edited.edit(null);
    setStatus({ tone: "success", title: `Deleted “${profile.name}”.` });
  }

  async function activate(profile: ProfileView) {
    const switched = await list.activate(profile.id);
    setStatus(
      switched.ok
        ? { tone: "success", title: `Lookups now use “${profile.name}”.` }
        : { tone: "error", title: `Not switched: ${explainError(switched.error).title}` },
    );
  }

  return { busy, saves, fieldError, status, save, test, remove, activate };
}
