import * as v from "valibot";

/**
 * A profile's id as messages and stored settings name it. Apart from the profile messages so that
 * what only names a profile (detection settings, lookups) does not bring the profile form's schemas
 * into every page that reads it.
 */
export const ProfileIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
