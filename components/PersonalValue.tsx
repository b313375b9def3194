import { type ComponentChildren, createContext } from "preact";
import { useContext, useLayoutEffect, useMemo, useState } from "preact/hooks";
import type { PersonalKind } from "@/lib/core/personal/mask";

/** Whether the views below mask personal data, and the answer they show: a reveal lasts for it alone. */
interface Masking {
  masked: boolean;
  /** Changes when the answer shown changes: every value revealed masks again. */
  answer: unknown;
}

/**
 * What the views below read: the switch, the answer, and the masks once loaded. Held by the
 * provider, so a view reads it from the context alone (no state or effect of its own: a list of a
 * hundred rows costs nothing more while masking is off).
 */
const MaskingContext = createContext<Masking & { masks?: Masks }>({ masked: false, answer: undefined });

/** What a value shows while the masks load: masked whole. */
export const MASKED = "•••";

type Masks = typeof import("./personal-pieces") & typeof import("./MaskedValue");
let masks: Masks | undefined;
let loading: Promise<Masks> | undefined;

/** The masks, loaded once, the first time a page masks; a failed load is tried again next time. */
export function preloadMasks(): Promise<Masks> {
  if (masks) return Promise.resolve(masks);
  loading ??= Promise.all([import("./personal-pieces"), import("./MaskedValue")]).then(
    ([pieces, view]) => {
      masks = { ...pieces, ...view };
      return masks;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Masks every personal value below while `masked`; `answer` names what is shown. */
export function MaskingProvider({ children, masked, answer }: Masking & { children: ComponentChildren }) {
  const [loaded, setLoaded] = useState(masks);
  // Asked for as soon as masking is on; every view below is drawn again when they come.
  useLayoutEffect(() => {
    if (!masked || loaded) return;
    let live = true;
    preloadMasks().then(
      (module) => live && setLoaded(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [masked, loaded]);
  const value = useMemo(
    () => ({ masked, answer, ...(masked && loaded ? { masks: loaded } : {}) }),
    [masked, answer, loaded],
  );
  return <MaskingContext.Provider value={value}>{children}</MaskingContext.Provider>;
}

/** Whether the views below mask personal data. */
export const useMasked = (): boolean => useContext(MaskingContext).masked;

/** The masks, once loaded while masking is on; the view is drawn again when they come. */
export const useMasks = (): Masks | undefined => useContext(MaskingContext).masks;

export interface PersonalValueProps {
  value: string;
  kind: PersonalKind;
}

/**
 * The one view of a customer's personal data (a name, an email, a phone number, an address): every
 * view that shows one shows it through this, so masking holds wherever it is shown (a test renders
 * the panel's answers masked and finds none). Masked, it shows the value's mask and a button that
 * reveals this value alone, until the answer shown changes (MaskedValue, loaded with the masks).
 */
export function PersonalValue({ value, kind }: PersonalValueProps) {
  const { masked, answer } = useContext(MaskingContext);
  const loaded = useMasks();
  if (!masked) return <span class="personal">{value}</span>;
  return loaded ? (
    <loaded.MaskedValue value={value} kind={kind} answer={answer} />
  ) : (
    <span class="personal masked">{MASKED}</span>
  );
}
