import preact from "@preact/preset-vite";
import { defineConfig } from "wxt";

/** The API's six public clusters; dedicated clusters are asked for at run time (optional host permission). */
export const API_HOSTS = ["https://*.voucherify.io/*"];

export default defineConfig({
  modules: ["@wxt-dev/webextension-polyfill"],
  manifest: {
    name: "Voucher Lens",
    short_name: "Voucher Lens",
    description:
      "Answer voucher, redemption and loyalty-points tickets without leaving the helpdesk: look up any code, customer or card in Voucherify.",
    // contextMenus: look up selected text anywhere; scripting: detection on sites the agent enables;
    // activeTab: the popup may see which site it was opened on, to offer "Enable on this site".
    permissions: ["storage", "sidePanel", "contextMenus", "scripting", "activeTab"],
    commands: {
      "lookup-selection": {
        suggested_key: { default: "Alt+Shift+L" },
        description: "Look up the selected text in Voucher Lens",
      },
    },
    host_permissions: API_HOSTS,
    // A dedicated cluster has its own https host: asked for when the agent saves such a profile.
    optional_host_permissions: ["https://*/*"],
  },
  vite: () => ({
    plugins: [preact()],
  }),
});
