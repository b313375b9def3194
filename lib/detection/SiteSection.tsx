import type { SiteAccess } from "./use-site-access";

/** The popup's This site: whether detection runs on the page's site, and the switch for it. */
export function SiteSection({ access }: { access: SiteAccess }) {
  const { site, note, enable, disable } = access;
  if (!site) return null;
  return (
    <section class="site" aria-label="This site">
      <p>
        {site.kind === "unsupported"
          ? site.reason
          : site.kind === "built_in"
            ? `Detection runs on ${new URL(site.origin).host} (a supported helpdesk).`
            : site.kind === "enabled"
              ? `Detection runs on ${new URL(site.origin).host}.`
              : `Detection is off on ${new URL(site.origin).host}.`}
      </p>
      {site.kind === "disabled" ? (
        <button type="button" onClick={() => enable(site.origin)}>
          Enable on this site
        </button>
      ) : null}
      {site.kind === "enabled" ? (
        <button type="button" onClick={() => disable(site.origin)}>
          Disable on this site
        </button>
      ) : null}
      {note ? <p role="status">{note}</p> : null}
    </section>
  );
}
