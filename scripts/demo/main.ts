/**
 * `npm run demo`: Voucher Lens working with no Voucherify account. Builds are done by the npm
 * script; this starts the local API, the sample helpdesk pages and Chromium with the extension.
 *   npm run demo                 a browser window on the first sample ticket; Ctrl-C stops everything
 *   npm run demo -- --headless   the scripted tour, with a screenshot per step; exit 0 when it passes
 *   npm run demo -- --masking    customers' names and emails masked (the popup's switch, switched on)
 *   npm run demo -- --lang=de    the browser, and so Voucher Lens, in German (de, es, fr, pl); with
 *                                --headless, the tour in English, then the panel, popup and options
 *                                page in that language
 * With no display on Linux the window goes to Xvfb when it is installed, else the tour runs instead.
 */
import { resolve } from "node:path";
import { chooseDemoDisplay, findOnPath, startXvfb, type VirtualDisplay } from "./display";
import { languageShots } from "./language-shots";
import { chooseLanguage, startDemo } from "./launch";
import { runTour } from "./tour";

const display = chooseDemoDisplay({
  headless: process.argv.includes("--headless"),
  platform: process.platform,
  env: process.env,
  findCommand: (name) => findOnPath(name),
});
const headless = display.kind === "tour";
const outArg = process.argv.find((arg) => arg.startsWith("--out="));
const language = process.argv.find((arg) => arg.startsWith("--lang="))?.slice("--lang=".length);
const outDir = resolve(
  outArg ? outArg.slice("--out=".length) : `demo-output/${new Date().toISOString().replace(/[:.]/g, "-")}`,
);

let demo: Awaited<ReturnType<typeof startDemo>> | undefined;

/** Chooses a language from an options page opened for it. */
async function chooseLanguageIn(running: NonNullable<typeof demo>, chosen: string) {
  const page = await running.openExtensionPage("options.html");
  await chooseLanguage(page, chosen);
  await page.close();
}
let virtualDisplay: VirtualDisplay | undefined;
let stopping: Promise<void> | undefined;
/**
 * Once, however many ask: Ctrl-C closes the browser, and the browser's closing asks again; a second
 * stop must not end the process before the first has removed the demo's files.
 */
const stop = (code: number) => {
  stopping ??= (async () => {
    await demo?.stop().catch(() => undefined);
    await virtualDisplay?.stop();
    process.exit(code);
  })();
  return stopping;
};
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

try {
  if (display.kind === "xvfb") {
    virtualDisplay = await startXvfb(display.xvfb);
    process.env.DISPLAY = virtualDisplay.display;
    console.log(display.notice(virtualDisplay.display));
  } else if (display.kind === "tour" && display.notice) {
    console.log(display.notice);
  }
  demo = await startDemo({
    headless,
    virtualDisplay: display.kind === "xvfb",
    language,
    masking: process.argv.includes("--masking"),
  });
  if (headless) {
    console.log(`Running the tour; screenshots go to ${outDir}`);
    // The tour reads the English names of the controls it presses: it runs in English, and the
    // chosen language is shown after it.
    if (language) await chooseLanguageIn(demo, "en");
    const steps = await runTour(demo, outDir, (line) => console.log(line));
    if (language) await languageShots(demo, outDir, language, (line) => console.log(line));
    console.log(`Tour passed: ${steps.length} steps. Screenshots in ${outDir}`);
    await stop(0);
  } else {
    // The first sample ticket, in front: one customer, in Spanish, whose code was refused.
    const replyTicket = await demo.context.newPage();
    await replyTicket.goto(demo.helpdesk.pageUrl("ticket-reply.html"));
    const ticket = await demo.context.newPage();
    await ticket.goto(demo.helpdesk.pageUrl("ticket.html?lateMs=3000"));
    const conversation = await demo.context.newPage();
    await conversation.goto(demo.helpdesk.pageUrl("conversation.html", "app.intercom.com"));
    const points = await demo.context.newPage();
    await points.goto(demo.helpdesk.pageUrl("ticket-points.html"));
    const loyalty = await demo.context.newPage();
    await loyalty.goto(demo.helpdesk.pageUrl("ticket-loyalty.html"));
    await replyTicket.bringToFront();
    const { samples } = demo.api.data;
    console.log(
      [
        "Voucher Lens demo is running.",
        `  Local API:        ${demo.api.url} (reached by the browser as https://api.voucherify.io)`,
        "  Sample pages:     https://acme.zendesk.com/agent/ticket-reply.html (the first ticket, in front),",
        "                    https://acme.zendesk.com/agent/ticket.html, https://acme.zendesk.com/agent/ticket-points.html",
        "                    https://acme.zendesk.com/agent/ticket-loyalty.html (a loyalty v2 member: points pending",
        "                    and expiring) and https://app.intercom.com/a/conversation.html",
        "  First: open the side panel on the first ticket: Lucía's customer is looked up with no click;",
        "       open her failed code's Suggested reply and press Insert into reply",
        `       (${samples.spanishFailedCode}; click into the ticket's reply box first): it goes in in Spanish.`,
        "  Then: click a marked id on another ticket, then the button that appears; or open the side panel",
        `       from the toolbar and search ${samples.failedCode} or ${samples.loyaltyCardCode}.`,
        `       Pending points: ${samples.pendingPointsCardCode}. Every failure, a code used outside its`,
        `       happy hours among them (${samples.notActiveNowCode}): ${samples.customerWithEveryFailure}.`,
        "Press Ctrl-C to stop everything.",
      ].join("\n"),
    );
    demo.context.on("close", () => void stop(0));
  }
} catch (error) {
  console.error(`Demo failed: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
