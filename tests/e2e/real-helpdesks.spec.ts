import type { Frame, Page } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import { expect, type Fixtures, saveProfileThroughOptions, test } from "./fixtures";
import { detectedByTab } from "./ticket-helpers";

/**
 * Pages built from what helpdesks really render (tests/server/helpdesk/): Salesforce Lightning's
 * service console from the @salesforce-ux/design-system blueprints, a Zendesk ticket from Zendesk
 * Garden's CSS components, a conversation in same-origin frames, and web components three shadow
 * roots deep. Each page plants ids and SUMMER24- codes in named regions; each test reads back
 * every mark by region and kind.
 */

/**
 * Marked texts by region and kind. A mark's region is the nearest element around it, across shadow
 * roots, whose id is listed; "elsewhere" if none is.
 */
type Marks = Record<string, Record<string, string[]>>;

function marksByRegion(target: Page | Frame, regions: string[]): Promise<Marks> {
  return target.evaluate((regions) => {
    const out: Record<string, Record<string, string[]>> = {};
    for (const [name, highlight] of CSS.highlights) {
      const kind = name.replace(/^voucher-lens-/, "");
      for (const r of highlight) {
        const range = document.createRange();
        range.setStart(r.startContainer, r.startOffset);
        range.setEnd(r.endContainer, r.endOffset);
        let node: Node | null = r.startContainer;
        let region = "elsewhere";
        while (node) {
          if (node instanceof Element && regions.includes(node.id)) {
            region = node.id;
            break;
          }
          const parent: Node | null = node.parentNode;
          node = parent instanceof ShadowRoot ? parent.host : parent;
        }
        const kinds = out[region] ?? {};
        kinds[kind] = [...(kinds[kind] ?? []), range.toString()];
        out[region] = kinds;
      }
    }
    for (const kinds of Object.values(out)) for (const texts of Object.values(kinds)) texts.sort();
    return out;
  }, regions);
}

const allTexts = (marks: Marks) => Object.values(marks).flatMap((kinds) => Object.values(kinds).flat());

/**
 * What the page's frames reported to the worker, as "kind text", sorted: only text the agent sees
 * counts, so nothing of a closed menu, nor of a tab strip.
 */
async function reported(worker: Fixtures["worker"]): Promise<string[]> {
  const tabs = Object.values(await detectedByTab(worker));
  return [...new Set(tabs.flatMap((frames) => Object.values(frames).flat()))].sort();
}

/** Record ids, case and transcript numbers, the email thread id: Salesforce's, never Voucherify's. */
const SALESFORCE_TOKENS = [
  "5003000000D8cuIAAR",
  "0033000000abcDEFAAZ",
  "a0X5g00000AbCdEAAZ",
  "5708c000000AbCdAAK",
  "00012345",
  "00012346",
  "ref:_00D30jPx._5003036Nfv:ref",
];
/** Everything planted in editors and inputs says Draft, DRAFT or InputField. */
const UNTYPED = /Draft|DRAFT|InputField/;

/** The agent's profile marks SUMMER24- codes and email addresses too, set in the options page. */
async function markCodesAndEmails(openPage: Fixtures["openPage"], api: ApiServer): Promise<void> {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const emails = options.getByLabel("Mark email addresses as customer source ids");
  await emails.check();
  await expect(emails).toBeChecked();
  await options.getByLabel("Code pattern").fill("SUMMER24-");
  await options.getByRole("button", { name: "Add pattern" }).click();
  await expect(options.getByRole("button", { name: "Remove pattern SUMMER24-…" })).toBeVisible();
  await options.close();
}

/** A helpdesk page opened once the profile marks SUMMER24- codes and emails. */
async function openHelpdeskPage(
  fixtures: Pick<Fixtures, "api" | "helpdesk" | "context" | "openPage">,
  name: string,
  host?: string,
): Promise<Page> {
  await markCodesAndEmails(fixtures.openPage, fixtures.api);
  const page = await fixtures.context.newPage();
  await page.goto(fixtures.helpdesk.pageUrl(name, host));
  return page;
}

const SALESFORCE = "acme.lightning.force.com";
const CONSOLE_REGIONS = [
  "recent-menu",
  "workspace-tabs",
  "sub-tabs",
  "record-header",
  "publisher",
  "case-feed",
  "timeline",
  "email-fields",
  "email-body",
  "chat",
  "related-list",
];

test("in Salesforce's service console, ids and codes in the record header, case feed, timeline, email, chat and related list are marked as their kinds, while the publisher's draft and Salesforce's own ids are not", async ({
  api,
  helpdesk,
  context,
  worker,
  openPage,
}) => {
  const page = await openHelpdeskPage(
    { api, helpdesk, context, openPage },
    "salesforce-console.html",
    SALESFORCE,
  );
  // The tabs and the email's field values are read in tests of their own below.
  const withoutKnownMisses = async () => {
    const marks = await marksByRegion(page, CONSOLE_REGIONS);
    for (const region of ["workspace-tabs", "sub-tabs", "email-fields"]) delete marks[region];
    return marks;
  };
  await expect.poll(withoutKnownMisses).toEqual({
    // The closed Recently viewed menu: marked, never counted (below).
    "recent-menu": { customer: ["cust_SalesforceRecentOther01"], order: ["ord_SalesforceRecentOther01"] },
    "record-header": { customer: ["cust_tAED42tFhLM9v7GmZUaklJFd"], order: ["ord_ndw5rQJt12zvZ4upF72a3ljh"] },
    "case-feed": {
      code: ["SUMMER24-K9P2QX"],
      order: ["ord_Jx2LqP7v9RtYb3NcWe5Zk0Ha"],
      voucher: ["v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4"],
      campaign: ["camp_fkZ28pe7DUAEmmabofkxHI8N"],
      customer: ["cust_qBwHpagDOFu71Z3F22UzR80X"],
      promotion: ["promo_ZWkx6R0I1Ts3N9HL4kfTdxOm"],
    },
    timeline: { code: ["SUMMER24-K9P2QX"], campaign: ["camp_fkZ28pe7DUAEmmabofkxHI8N"] },
    "email-body": {
      loyalty: ["lcrd_43be217bed35e00149", "lmbr_97058937a2315e0819"],
      redemption: ["r_0c0469eaf705889d99"],
      email: ["bobby.mcdonald@example.com"],
    },
    chat: {
      promotion: ["promo_ZWkx6R0I1Ts3N9HL4kfTdxOm"],
      redemption: ["rf_0bf9caf744d2dc593a"],
      loyalty: ["lmbr_97058937a2315e0819"],
    },
    "related-list": {
      redemption: ["r_0c0469eaf705889d99", "rf_0bf9caf744d2dc593a"],
      code: ["SUMMER24-7GW3MC", "SUMMER24-K9P2QX"],
      order: ["ord_Jx2LqP7v9RtYb3NcWe5Zk0Ha", "ord_ndw5rQJt12zvZ4upF72a3ljh"],
      customer: ["cust_tAED42tFhLM9v7GmZUaklJFd", "cust_tAED42tFhLM9v7GmZUaklJFd"],
      email: ["bobby.mcdonald@example.com", "bobby.mcdonald@example.com"],
    },
  });

  // The draft is there, in the rich text editor, and nothing of it is marked; nor is any
  // Salesforce id shown on the page, anywhere (tabs included).
  await expect(page.locator("#publisher-editor")).toContainText("cust_DraftEditorCust000000000");
  for (const token of SALESFORCE_TOKENS) await expect(page.getByText(token).first()).toBeVisible();
  const texts = allTexts(await marksByRegion(page, CONSOLE_REGIONS));
  expect(texts.filter((text) => UNTYPED.test(text))).toEqual([]);
  expect(texts.filter((text) => SALESFORCE_TOKENS.some((token) => text.includes(token)))).toEqual([]);

  // The worker hears of the case's customer, never of the closed menu's other cases.
  await expect.poll(() => reported(worker)).toContain("customer cust_tAED42tFhLM9v7GmZUaklJFd");
  const heard = await reported(worker);
  expect(heard.filter((token) => token.includes("SalesforceRecentOther"))).toEqual([]);
  expect(heard.filter((token) => token.startsWith("customer "))).toEqual([
    "customer cust_qBwHpagDOFu71Z3F22UzR80X",
    "customer cust_tAED42tFhLM9v7GmZUaklJFd",
  ]);
});

test("in Salesforce's console tabs, a code or a customer id that is a tab's label is marked, not only its copy in the close button's hidden text", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  // The blueprint's tab is <a><span class="slds-icon_container">…<span class="slds-assistive-text">
  // Voucher</span></span><span class="slds-truncate">SUMMER24-7GW3MC</span></a> in a flex box: inline
  // tags, read as one run they would give "VoucherSUMMER24-7GW3MC", no boundary before the code.
  const page = await openHelpdeskPage(
    { api, helpdesk, context, openPage },
    "salesforce-console.html",
    SALESFORCE,
  );
  await expect.poll(async () => (await marksByRegion(page, CONSOLE_REGIONS))["related-list"]).toBeTruthy();
  const marks = await marksByRegion(page, CONSOLE_REGIONS);
  expect({ workspace: marks["workspace-tabs"], sub: marks["sub-tabs"] }).toEqual({
    workspace: { code: ["SUMMER24-7GW3MC", "SUMMER24-7GW3MC"] },
    sub: { customer: ["cust_tAED42tFhLM9v7GmZUaklJFd", "cust_tAED42tFhLM9v7GmZUaklJFd"] },
  });
});

test("in Salesforce's activity timeline, an email's From Address and Related To values are marked whole, apart from their field labels", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  // The blueprint's detail field is <li class="slds-grid slds-grid_vertical"><span class="slds-text-title">
  // From Address</span><span …><a>bobby.mcdonald@example.com</a></span></li>: read as one run, the
  // email would be "Addressbobby.mcdonald@example.com" and the order id would follow "Related To".
  const page = await openHelpdeskPage(
    { api, helpdesk, context, openPage },
    "salesforce-console.html",
    SALESFORCE,
  );
  await expect.poll(async () => (await marksByRegion(page, CONSOLE_REGIONS))["email-body"]).toBeTruthy();
  expect((await marksByRegion(page, CONSOLE_REGIONS))["email-fields"]).toEqual({
    email: ["bobby.mcdonald@example.com"],
    order: ["ord_ndw5rQJt12zvZ4upF72a3ljh"],
  });
});

test("in a Zendesk ticket built from Garden components, ids and codes in tabs, the email, the internal note, the reply, tags and the orders table are marked, while the composer's draft, an input and Zendesk's own numbers are not", async ({
  api,
  helpdesk,
  context,
  worker,
  openPage,
}) => {
  const page = await openHelpdeskPage({ api, helpdesk, context, openPage }, "zendesk-garden.html");
  const regions = [
    "recent-menu",
    "ticket-tab-list",
    "customer-email",
    "internal-note",
    "public-reply",
    "composer",
    "requester",
    "ticket-tags",
    "customer-orders",
  ];
  await expect
    .poll(() => marksByRegion(page, regions))
    .toEqual({
      // The closed Recently viewed menu: marked, never counted (below).
      "recent-menu": { customer: ["cust_GardenRecentlyViewed0001"], order: ["ord_GardenRecentlyViewed0001"] },
      "ticket-tab-list": { code: ["SUMMER24-7GW3MC"], loyalty: ["lcrd_43be217bed35e00149"] },
      "customer-email": {
        email: ["bobby.mcdonald@example.com"],
        code: ["SUMMER24-7GW3MC"],
        order: ["ord_ndw5rQJt12zvZ4upF72a3ljh"],
        customer: ["cust_tAED42tFhLM9v7GmZUaklJFd"],
      },
      "internal-note": {
        redemption: ["rf_0bf9caf744d2dc593a"],
        voucher: ["v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4"],
        campaign: ["camp_fkZ28pe7DUAEmmabofkxHI8N"],
      },
      "public-reply": { promotion: ["promo_ZWkx6R0I1Ts3N9HL4kfTdxOm"], loyalty: ["lmbr_97058937a2315e0819"] },
      "ticket-tags": { code: ["SUMMER24-7GW3MC"] },
      "customer-orders": {
        order: ["ord_Jx2LqP7v9RtYb3NcWe5Zk0Ha", "ord_ndw5rQJt12zvZ4upF72a3ljh"],
        code: ["SUMMER24-7GW3MC", "SUMMER24-K9P2QX"],
        redemption: ["r_0c0469eaf705889d99", "rf_0bf9caf744d2dc593a"],
      },
    });
  await expect(page.locator("#composer")).toContainText("cust_DraftEditorCust000000000");
  await expect(page.getByText("promo_code_invalid")).toBeVisible();
  expect(allTexts(await marksByRegion(page, regions)).filter((text) => UNTYPED.test(text))).toEqual([]);

  // The worker hears of what the ticket's panel shows (inside Garden's <nav class="c-tab">, in its
  // tab panel), never of the closed menu, nor of the loyalty card only a tab's label names.
  await expect.poll(() => reported(worker)).toContain("customer cust_tAED42tFhLM9v7GmZUaklJFd");
  const heard = await reported(worker);
  expect(heard.filter((token) => /GardenRecentlyViewed|lcrd_/.test(token))).toEqual([]);
  expect(heard).toEqual(
    expect.arrayContaining([
      "loyalty lmbr_97058937a2315e0819",
      "code SUMMER24-7GW3MC",
      "order ord_ndw5rQJt12zvZ4upF72a3ljh",
      "voucher v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4",
    ]),
  );
});

test("when the conversation lives in a same-origin iframe, its ids are marked in the frame and the shell's in the shell, while the draft in the frame's composer is not", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const page = await openHelpdeskPage({ api, helpdesk, context, openPage }, "iframe-conversation.html");
  await expect
    .poll(() => marksByRegion(page, ["shell-tabs", "shell-table"]))
    .toEqual({
      "shell-tabs": { order: ["ord_Jx2LqP7v9RtYb3NcWe5Zk0Ha"] },
      "shell-table": { customer: ["cust_qBwHpagDOFu71Z3F22UzR80X"] },
    });
  const thread = page.frame({ url: /iframe-conversation-thread\.html/ })!;
  await expect
    .poll(() => marksByRegion(thread, ["frame-message", "frame-note", "frame-composer"]))
    .toEqual({
      "frame-message": {
        email: ["ada.chen@example.org"],
        order: ["ord_Jx2LqP7v9RtYb3NcWe5Zk0Ha"],
        code: ["SUMMER24-K9P2QX"],
        loyalty: ["lcrd_43be217bed35e00149"],
      },
      "frame-note": { promotion: ["promo_ZWkx6R0I1Ts3N9HL4kfTdxOm"], redemption: ["r_0c0469eaf705889d99"] },
    });
  await expect(thread.locator("#frame-composer")).toContainText("SUMMER24-DRAFT02");
});

test("an email body that the helpdesk's script writes into a srcdoc frame has its voucher id marked", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  // Missed until the content script asked to run in about:srcdoc frames too (match_about_blank).
  const page = await openHelpdeskPage({ api, helpdesk, context, openPage }, "iframe-conversation.html");
  await expect.poll(async () => (await marksByRegion(page, ["shell-table"]))["shell-table"]).toBeTruthy();
  const email = page.frames().find((frame) => frame.url() === "about:srcdoc")!;
  await expect(email.getByText("v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4")).toBeVisible();
  await expect
    .poll(() => marksByRegion(email, ["srcdoc-message"]))
    .toEqual({
      "srcdoc-message": { voucher: ["v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4"] },
    });
});

test("in web components nested three open shadow roots deep, ids at every depth are marked, a message arriving three deep after load too, while the editor three deep is not", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const page = await openHelpdeskPage({ api, helpdesk, context, openPage }, "shadow-nested.html", SALESFORCE);
  const regions = [
    "depth1-header",
    "depth2-feed",
    "depth3-email",
    "depth3-table",
    "depth3-chat",
    "depth3-editor",
  ];
  await expect
    .poll(() => marksByRegion(page, regions))
    .toEqual({
      "depth1-header": { order: ["ord_ndw5rQJt12zvZ4upF72a3ljh"] },
      "depth2-feed": {
        customer: ["cust_tAED42tFhLM9v7GmZUaklJFd"],
        code: ["SUMMER24-7GW3MC"],
        campaign: ["camp_fkZ28pe7DUAEmmabofkxHI8N"],
      },
      "depth3-email": {
        email: ["bobby.mcdonald@example.com"],
        loyalty: ["lcrd_43be217bed35e00149"],
        redemption: ["r_0c0469eaf705889d99"],
      },
      "depth3-table": {
        promotion: ["promo_ZWkx6R0I1Ts3N9HL4kfTdxOm"],
        voucher: ["v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4"],
      },
      // The late message.
      "depth3-chat": { loyalty: ["lmbr_97058937a2315e0819"] },
    });
  // Three deep indeed: the email's host is inside two other shadow roots.
  const depth = await page.evaluate(() => {
    let node: Node = document
      .getElementById("workspace")!
      .shadowRoot!.getElementById("feed")!
      .shadowRoot!.getElementById("email")!
      .shadowRoot!.getElementById("depth3-email")!;
    let roots = 0;
    while (node.getRootNode() instanceof ShadowRoot) {
      roots++;
      node = (node.getRootNode() as ShadowRoot).host;
    }
    return roots;
  });
  expect(depth).toBe(3);
  await expect(page.locator("#depth3-editor")).toContainText("SUMMER24-DRAFT03");
  const texts = allTexts(await marksByRegion(page, regions));
  expect(
    texts.filter((text) => UNTYPED.test(text) || /500Hs00001XyZ9bIAF|0033000000abcDEFAAZ/.test(text)),
  ).toEqual([]);
});
