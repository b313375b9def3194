import { useWords } from "@/components/use-words";
import type { SiteState } from "./site-access";
import type { SiteAccess } from "./use-site-access";
import { detectionWords } from "./words";

const SITE_WORDS = {
  built_in: "runsBuiltIn",
  enabled: "runsEnabled",
  disabled: "runsOff",
} as const satisfies Record<Exclude<SiteState["kind"], "unsupported">, string>;

/** The popup's This site: whether detection runs on the page's site, and the switch for it. */
export function SiteSection({ access }: { access: SiteAccess }) {
  const say = useWords(detectionWords);
  const { site, note, enable, disable } = access;
  if (!site) return null;
  return (
    <section class="site" aria-label={say("thisSite")}>
      <p>
        {site.kind === "unsupported"
          ? site.reason
          : say(SITE_WORDS[site.kind], { host: new URL(site.origin).host })}
      </p>
      {site.kind === "disabled" ? (
        <button type="button" onClick={() => enable(site.origin)}>
          {say("enableHere")}
        </button>
      ) : null}
      {site.kind === "enabled" ? (
        <button type="button" onClick={() => disable(site.origin)}>
          {say("disableHere")}
        </button>
      ) : null}
      {note ? <p role="status">{note}</p> : null}
    </section>
  );
}
