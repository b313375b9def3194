import * as v from "valibot";
import { integer, JsonObject, maybe, text } from "./common";

/** 2.5. Items in the real example carry a handful of these fields each. */
export const OrderItemSchema = v.object({
  object: maybe(text),
  id: maybe(text),
  sku_id: maybe(text),
  product_id: maybe(text),
  related_object: maybe(text),
  source_id: maybe(text),
  quantity: maybe(integer),
  discount_quantity: maybe(integer),
  initial_quantity: maybe(integer),
  amount: maybe(integer),
  discount_amount: maybe(integer),
  applied_discount_amount: maybe(integer),
  applied_discount_quantity: maybe(integer),
  applied_quantity: maybe(integer),
  applied_quantity_amount: maybe(integer),
  initial_amount: maybe(integer),
  price: maybe(integer),
  subtotal_amount: maybe(integer),
  product: maybe(
    v.object({
      id: maybe(text),
      source_id: maybe(text),
      override: maybe(v.boolean()),
      name: maybe(text),
      metadata: maybe(JsonObject),
      price: maybe(v.number()),
    }),
  ),
  sku: maybe(
    v.object({ id: maybe(text), source_id: maybe(text), sku: maybe(text), price: maybe(v.number()) }),
  ),
});
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

/** 2.4. `status` is kept as any string: the API may add states; ORDER_STATUSES names the known ones. */
export const OrderSchema = v.object({
  id: maybe(text),
  source_id: maybe(text),
  status: maybe(text),
  amount: maybe(integer),
  initial_amount: maybe(integer),
  discount_amount: maybe(integer),
  items_discount_amount: maybe(integer),
  total_discount_amount: maybe(integer),
  total_amount: maybe(integer),
  applied_discount_amount: maybe(integer),
  items_applied_discount_amount: maybe(integer),
  total_applied_discount_amount: maybe(integer),
  metadata: maybe(JsonObject),
  object: maybe(text),
  created_at: maybe(text),
  updated_at: maybe(text),
  customer_id: maybe(text),
  referrer_id: maybe(text),
  customer: maybe(v.object({ id: maybe(text), object: maybe(text) })),
  referrer: maybe(v.object({ id: maybe(text), object: maybe(text) })),
  redemptions: maybe(v.record(v.string(), JsonObject)),
  items: maybe(v.array(OrderItemSchema)),
});
