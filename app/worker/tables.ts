import type { ContentRequests, PageRequests } from "@/core/contract/protocol";
import { DETECTION_CONTENT_REQUESTS, DETECTION_PAGE_REQUESTS } from "@/features/detection/detection.messages";
import {
  INSERT_REPLY_CONTENT_REQUESTS,
  INSERT_REPLY_PAGE_REQUESTS,
} from "@/features/insert-reply/insert-reply.messages";
import { LOOKUP_CONTENT_REQUESTS, LOOKUP_PAGE_REQUESTS } from "@/features/lookup/lookup.messages";
import { LOYALTY_REQUESTS } from "@/features/loyalty/loyalty.messages";
import { ONBOARDING_REQUESTS } from "@/features/onboarding/onboarding.messages";
import { POLICY_REQUESTS } from "@/features/policy/policy.messages";
import { PROFILES_REQUESTS } from "@/features/profiles/profiles.messages";
import { REDEMPTIONS_REQUESTS } from "@/features/redemptions/redemptions.messages";
import { TICKET_CONTENT_REQUESTS, TICKET_PAGE_REQUESTS } from "@/features/ticket/ticket.messages";
import { TOKENS_REQUESTS } from "@/features/tokens/tokens.messages";

/** What extension pages may ask the worker: every feature's page messages, each with its schema. */
export const PAGE_REQUESTS: PageRequests = {
  ...REDEMPTIONS_REQUESTS,
  ...LOYALTY_REQUESTS,
  ...TOKENS_REQUESTS,
  ...PROFILES_REQUESTS,
  ...INSERT_REPLY_PAGE_REQUESTS,
  ...DETECTION_PAGE_REQUESTS,
  ...LOOKUP_PAGE_REQUESTS,
  ...POLICY_REQUESTS,
  ...ONBOARDING_REQUESTS,
  ...TICKET_PAGE_REQUESTS,
};

/** What content scripts may ask: tokens and settings for detection, never a lookup's answer. */
export const CONTENT_REQUESTS: ContentRequests = {
  ...LOOKUP_CONTENT_REQUESTS,
  ...DETECTION_CONTENT_REQUESTS,
  ...TICKET_CONTENT_REQUESTS,
  ...INSERT_REPLY_CONTENT_REQUESTS,
};
