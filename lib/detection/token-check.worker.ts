import { buildMatcher, type Detector, type DetectorConfig, findTokens } from "./patterns";

export interface TokenToCheck {
  kind: string;
  text: string;
}

/**
 * Which tokens a page may report or look up: those the active profile's detector would mark as
 * that kind, whole. Anything else (a text that is not the shape of its kind, an email while email
 * detection is off, a code no pattern matches) is dropped. The detector is built again only when the
 * settings change.
 */
export function createTokenCheck(detectorConfig: () => Promise<DetectorConfig>) {
  let built: { key: string; detector: Detector } | undefined;
  const current = async () => {
    const config = await detectorConfig();
    const key = JSON.stringify(config);
    if (built?.key !== key) built = { key, detector: buildMatcher(config) };
    return built.detector;
  };
  const markedWhole = (detector: Detector, token: TokenToCheck) => {
    const found = findTokens(token.text, detector);
    return (
      found.length === 1 &&
      found[0]!.kind === token.kind &&
      found[0]!.start === 0 &&
      found[0]!.end === token.text.length
    );
  };
  return {
    async isDetectable(token: TokenToCheck): Promise<boolean> {
      return markedWhole(await current(), token);
    },
    async keepDetectable<T extends TokenToCheck>(tokens: readonly T[]): Promise<T[]> {
      const detector = await current();
      return tokens.filter((token) => markedWhole(detector, token));
    },
  };
}
