import type { Page } from "playwright-core";

/** A complete address profile, as a visitor's browser keeps one: every field autofill could offer. */
const visitorProfile = {
  fields: [
    { name: "NAME_FULL", value: "Samira El Idrissi" },
    { name: "EMAIL_ADDRESS", value: "samira@exemple.ma" },
    { name: "PHONE_HOME_WHOLE_NUMBER", value: "+212612345678" },
    { name: "COMPANY_NAME", value: "Atlas Emballages" },
    { name: "ADDRESS_HOME_STREET_ADDRESS", value: "12 rue de Fès" },
    { name: "ADDRESS_HOME_LINE1", value: "12 rue de Fès" },
    { name: "ADDRESS_HOME_CITY", value: "Tanger" },
    { name: "ADDRESS_HOME_ZIP", value: "90000" },
    { name: "ADDRESS_HOME_COUNTRY", value: "MA" },
  ],
};

/**
 * Runs Chromium's own address autofill (DevTools' Autofill.trigger: a click on a suggestion, its field-type heuristics
 * and all) on the form around `anchor` until it is filled: Chromium learns a page's forms shortly after load, so it is
 * retried for up to 5 s.
 */
export async function autofillAddress(page: Page, anchor: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: anchor });
    const { node } = await cdp.send("DOM.describeNode", { nodeId });
    for (const deadline = Date.now() + 5_000; ; ) {
      await cdp.send("Autofill.trigger", { fieldId: node.backendNodeId, address: visitorProfile }).catch(() => {});
      if ((await page.locator(anchor).inputValue()) !== "") return;
      if (Date.now() > deadline) throw new Error(`Chromium's autofill did not fill ${anchor}.`);
      await page.waitForTimeout(200);
    }
  } finally {
    await cdp.detach();
  }
}
