import { type ComponentChildren, createContext } from "preact";
import { useContext, useEffect, useLayoutEffect, useState } from "preact/hooks";
import type { PersonalKind } from "@/lib/core/personal/mask";

/** Whether the views below mask personal data, and the answer they show: a reveal lasts for it alone. */
interface Masking {
  masked: boolean;
  /** Changes when the answer shown changes: every value revealed masks again. */
  answer: unknown;
}

const MaskingContext = createContext<Masking>({ masked: false, answer: undefined });

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
export function MaskingProvider({ children, ...masking }: Masking & { children: ComponentChildren }) {
  // Asked for as soon as masking is on, before the first value needs them.
  useLayoutEffect(() => {
    if (masking.masked) void preloadMasks().catch(() => undefined);
  }, [masking.masked]);
  return <MaskingContext.Provider value={masking}>{children}</MaskingContext.Provider>;
}

/** Whether the views below mask personal data. */
export const useMasked = (): boolean => useContext(MaskingContext).masked;

/** The masks, once loaded while masking is on; the view is drawn again when they come. */
export function useMasks(): Masks | undefined {
  const { masked } = useContext(MaskingContext);
  const [, redraw] = useState(0);
  useEffect(() => {
    if (!masked || masks) return;
    let live = true;
    preloadMasks().then(
      () => live && redraw((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [masked]);
  return masked ? masks : undefined;
}

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
