import { describe, expectTypeOf, it } from "vitest";
import type { RegionChoice, RegionId } from "@/lib/core/api/regions";
import type { ReplyLanguage } from "@/lib/core/intl/reply-languages";
import type { PolicyProfile } from "@/lib/policy/stored-policy";
import type { ProfileFormValues } from "@/lib/profiles/profile-form-values";
import type { ProfileDraft, ProfileSecrets, StoredProfile } from "@/lib/profiles/schema";

type PolicyField = "name" | "region" | "customUrl" | "appId" | "timeZone" | "replyLanguage" | "languageKey";

// Built from the table of profile fields (profile-fields.ts): each field's type is what its schema
// says, never widened to unknown or any on the way.
describe("the profile types built from the table of profile fields", () => {
  it("types the stored profile field by field, with the fields a policy may give", () => {
    expectTypeOf<StoredProfile>().toEqualTypeOf<{
      id: string;
      name: string;
      region: RegionChoice;
      customUrl?: string | undefined;
      appId: string;
      timeZone?: string | undefined;
      replyLanguage?: ReplyLanguage | undefined;
      languageKey?: string | undefined;
      managed?: { policyId: string; fields: PolicyField[] } | undefined;
    }>();
  });

  it("keeps the secrets apart, and lets the form's draft carry them", () => {
    expectTypeOf<ProfileSecrets>().toEqualTypeOf<{ appToken: string; oauthToken?: string | undefined }>();
    expectTypeOf<ProfileDraft>().toEqualTypeOf<{
      id?: string | undefined;
      name: string;
      region: RegionChoice;
      customUrl?: string | undefined;
      appId: string;
      appToken?: string | undefined;
      oauthToken?: string | undefined;
      timeZone?: string | undefined;
      replyLanguage?: ReplyLanguage | undefined;
      languageKey?: string | undefined;
      forgetOauthToken?: boolean | undefined;
    }>();
  });

  it("types a policy's profile under the policy's keys, with no secret", () => {
    expectTypeOf<PolicyProfile>().toEqualTypeOf<{
      id: string;
      name: string;
      region?: RegionId | undefined;
      clusterUrl?: string | undefined;
      appId?: string | undefined;
      timeZone?: string | undefined;
      replyLanguage?: ReplyLanguage | undefined;
      languageKey?: string | undefined;
    }>();
  });

  it("gives the form a value per field, of its control's type", () => {
    expectTypeOf<ProfileFormValues["region"]>().toEqualTypeOf<RegionChoice>();
    expectTypeOf<ProfileFormValues["replyLanguage"]>().toEqualTypeOf<ReplyLanguage>();
    expectTypeOf<ProfileFormValues["appToken"]>().toEqualTypeOf<string>();
    expectTypeOf<keyof ProfileFormValues>().toEqualTypeOf<
      "id" | "forgetOauthToken" | PolicyField | "appToken" | "oauthToken"
    >();
  });
});
