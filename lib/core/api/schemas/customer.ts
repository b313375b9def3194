import * as v from "valibot";
import { JsonObject, maybe, text } from "./common";

/** 2.6: the interface lists only what it observed; everything is optional in real data. */
export const CustomerSchema = v.object({
  id: maybe(text),
  name: maybe(text),
  email: maybe(text),
  source_id: maybe(text),
  metadata: maybe(JsonObject),
  object: maybe(text),
});
