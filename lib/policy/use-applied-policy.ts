import { useEffect, useState } from "preact/hooks";
import { type AppliedPolicy, appliedPolicyItem, loadAppliedPolicy, NO_POLICY } from "./stored-policy";

/** The organisation's policy as the worker last applied it, read again whenever it applies another. */
export function useAppliedPolicy(): AppliedPolicy {
  const [applied, setApplied] = useState<AppliedPolicy>(NO_POLICY);
  useEffect(() => {
    const load = () => void loadAppliedPolicy().then(setApplied);
    load();
    return appliedPolicyItem.watch(load);
  }, []);
  return applied;
}
