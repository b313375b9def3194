import type { ContentRequests, PageRequests } from "@/lib/core/contract/protocol";
import { DETECTION_CONTENT_REQUESTS, DETECTION_PAGE_REQUESTS } from "@/lib/detection/detection.messages";
import { HISTORY_REQUESTS } from "@/lib/history/history.messages";
import {
  INSERT_REPLY_CONTENT_REQUESTS,
  INSERT_REPLY_PAGE_REQUESTS,
} from "@/lib/insert-reply/insert-reply.messages";
import { LANGUAGE_CONTENT_REQUESTS, LANGUAGE_PAGE_REQUESTS } from "@/lib/language/language.messages";
import { LOOKUP_CONTENT_REQUESTS, LOOKUP_PAGE_REQUESTS } from "@/lib/lookup/lookup.messages";
import { LOOKUP_LOG_REQUESTS } from "@/lib/lookup-log/lookup-log.messages";
import { LOYALTY_REQUESTS } from "@/lib/loyalty/loyalty.messages";
import { ONBOARDING_REQUESTS } from "@/lib/onboarding/onboarding.messages";
import { POLICY_REQUESTS } from "@/lib/policy/policy.messages";
import { PRIVACY_REQUESTS } from "@/lib/privacy/privacy.messages";
import { PROFILES_REQUESTS } from "@/lib/profiles/profiles.messages";
import { REDEMPTIONS_REQUESTS } from "@/lib/redemptions/redemptions.messages";
import { TICKET_CONTENT_REQUESTS, TICKET_PAGE_REQUESTS } from "@/lib/ticket/ticket.messages";
import { TOKENS_REQUESTS } from "@/lib/tokens/tokens.messages";

/** What extension pages may ask the worker: every feature's page messages, each with its schema. */
export const PAGE_REQUESTS: PageRequests = {
  ...REDEMPTIONS_REQUESTS,
  ...LOYALTY_REQUESTS,
  ...HISTORY_REQUESTS,
  ...TOKENS_REQUESTS,
  ...PROFILES_REQUESTS,
  ...INSERT_REPLY_PAGE_REQUESTS,
  ...DETECTION_PAGE_REQUESTS,
  ...LOOKUP_PAGE_REQUESTS,
  ...LOOKUP_LOG_REQUESTS,
  ...PRIVACY_REQUESTS,
  ...POLICY_REQUESTS,
  ...ONBOARDING_REQUESTS,
  ...TICKET_PAGE_REQUESTS,
  ...LANGUAGE_PAGE_REQUESTS,
};

/** What content scripts may ask: tokens and settings for detection, never a lookup's answer. */
export const CONTENT_REQUESTS: ContentRequests = {
  ...LOOKUP_CONTENT_REQUESTS,
  ...DETECTION_CONTENT_REQUESTS,
  ...TICKET_CONTENT_REQUESTS,
  ...INSERT_REPLY_CONTENT_REQUESTS,
  ...LANGUAGE_CONTENT_REQUESTS,
};
