#!/usr/bin/env node
// Printed after `npm start` until the demo command exists: where the build is and how to load it.
import { resolve } from "node:path";

const dir = resolve(".output/chrome-mv3");
console.log(`
Voucher Lens is built in ${dir}

Load it in Chrome or Chromium:
  1. Open chrome://extensions and switch on "Developer mode" (top right).
  2. Click "Load unpacked" and choose the folder above.
  3. Open the extension's options (Details → Extension options), add a profile with your
     App ID and App Token (Voucherify dashboard → Project settings → Application keys),
     and press "Test connection".

Or start Chromium with it loaded:
  chromium --load-extension=${dir}
`);
