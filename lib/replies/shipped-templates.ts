import { useEffect, useState } from "preact/hooks";
import type { OnDemand } from "@/components/on-demand";
import type { ReplyLanguage } from "@/lib/core/intl/reply-languages";
import { templateSetOf } from "./defaults/shared";
import type { TemplateSet } from "./templates";

/**
 * The templates Voucher Lens ships, one chunk per language: a panel loads the language a reply is
 * in when it first shows one (the profile's own as soon as the profile is known), not all five.
 */
const LOADERS: Record<ReplyLanguage, () => Promise<TemplateSet>> = {
  en: () => import("./defaults/en").then((m) => templateSetOf(m.EN)),
  de: () => import("./defaults/de").then((m) => templateSetOf(m.DE)),
  es: () => import("./defaults/es").then((m) => templateSetOf(m.ES)),
  fr: () => import("./defaults/fr").then((m) => templateSetOf(m.FR)),
  pl: () => import("./defaults/pl").then((m) => templateSetOf(m.PL)),
};

const loaded = new Map<ReplyLanguage, TemplateSet>();
const loading = new Map<ReplyLanguage, Promise<TemplateSet>>();

/** A language's shipped templates, if they are loaded already. */
export function shippedTemplates(language: ReplyLanguage): TemplateSet | undefined {
  return loaded.get(language);
}

/** Loads a language's shipped templates once; a failed load is tried again on the next call. */
export function loadShippedTemplates(language: ReplyLanguage): Promise<TemplateSet> {
  const known = loaded.get(language);
  if (known) return Promise.resolve(known);
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then(
      (set) => {
        loaded.set(language, set);
        loading.delete(language);
        return set;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Every language's shipped templates, for a view that offers them all (the template editor). */
export async function loadEveryShippedSet(): Promise<Record<ReplyLanguage, TemplateSet>> {
  const [en, de, es, fr, pl] = await Promise.all([
    loadShippedTemplates("en"),
    loadShippedTemplates("de"),
    loadShippedTemplates("es"),
    loadShippedTemplates("fr"),
    loadShippedTemplates("pl"),
  ]);
  return { en, de, es, fr, pl };
}

/** A language's shipped templates for a view: loaded on first use, the view drawn again once they are. */
export function useShippedTemplates(language: ReplyLanguage): OnDemand<TemplateSet> {
  const set = shippedTemplates(language);
  const [failed, setFailed] = useState<ReplyLanguage>();
  const [, setLoaded] = useState<ReplyLanguage>();
  useEffect(() => {
    if (set) return;
    let current = true;
    loadShippedTemplates(language).then(
      () => current && setLoaded(language),
      () => current && setFailed(language),
    );
    return () => {
      current = false;
    };
  }, [language, set]);
  return set ?? (failed === language ? "failed" : "loading");
}
