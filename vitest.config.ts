import preact from "@preact/preset-vite";
import { defineConfig } from "vitest/config";
import { WxtVitest } from "wxt/testing/vitest-plugin";

export default defineConfig({
  // WxtVitest does not apply wxt.config's Vite plugins, so Preact's JSX transform is added here too.
  plugins: [WxtVitest(), preact()],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["tests/unit/setup.ts"],
    mockReset: true,
    restoreMocks: true,
    // *.test-d.ts: type tests, checked by the compiler (a wrong input or reply type does not compile).
    typecheck: { enabled: true, include: ["tests/unit/**/*.test-d.ts"], tsconfig: "tsconfig.json" },
  },
});
