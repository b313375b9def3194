import { useWords } from "@/components/use-words";
import { regionLabel } from "@/lib/core/api/regions";
import { apiWords } from "@/lib/core/api/words";
import { formatClock } from "@/lib/core/intl/clock";
import type { ProfileView } from "./profiles.messages";
import type { ProfileSwitch } from "./use-profile-switch";
import { profileWords } from "./words";

export interface ProfileSwitchSectionProps {
  profiles: ProfileView[];
  active: ProfileView;
  switcher: ProfileSwitch;
  /** The agent switched to another profile. */
  onSwitched(): void;
}

/** The popup's Profile: which one is in use, a switch, and whether it connects. */
export function ProfileSwitchSection({ profiles, active, switcher, onSwitched }: ProfileSwitchSectionProps) {
  const say = useWords(profileWords);
  const sayApi = useWords(apiWords);
  const { check, checking, problem, runCheck, choose } = switcher;
  return (
    <section>
      <label for="profile-switch">{say("profile")}</label>
      <select
        id="profile-switch"
        value={active.id}
        onChange={async (e) => {
          if (await choose(e.currentTarget.value)) onSwitched();
        }}
      >
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {say("switchChoice", { name: p.name, region: regionLabel(p.region, sayApi) })}
          </option>
        ))}
      </select>
      {problem ? (
        <p role="alert" class="bad">
          {problem}
        </p>
      ) : null}
      <div class="check">
        <p role="status" class={check ? (check.ok ? "ok" : "bad") : "muted"}>
          {checking
            ? say("checking")
            : check
              ? say("checkedAt", { time: formatClock(check.at), summary: check.summary })
              : say("notCheckedYet")}
        </p>
        <button type="button" onClick={runCheck} disabled={checking}>
          {say("check")}
        </button>
      </div>
    </section>
  );
}
