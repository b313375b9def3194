import { fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { App } from "@/entrypoints/options/App";
import type { ProfileView } from "@/lib/messaging/protocol";
import { storeSettings } from "@/lib/settings/profiles";

const SAVED: ProfileView = {
  id: "p1",
  name: "Acme EU",
  region: "api",
  appId: "app-id",
  hasAppToken: true,
};

/**
 * A worker that answers the profile list only when `answer` is called, as a worker the browser is
 * still starting does; other questions get an empty success.
 */
function slowWorker() {
  let answer: () => void = () => undefined;
  const listed = new Promise<void>((done) => {
    answer = done;
  });
  fakeBrowser.runtime.onMessage.addListener(async (message: unknown) => {
    const type = (message as { type?: string }).type;
    if (type === "profiles.list") {
      await listed;
      return { ok: true, value: [SAVED] };
    }
    return { ok: true, value: [] };
  });
  return { answer };
}

describe("the options page while it reads the profiles", () => {
  it("shows no empty form to type into, and no “No profile yet”, until it knows them", async () => {
    const { id, name, region, appId } = SAVED;
    await storeSettings({ profiles: [{ id, name, region, appId }], activeProfileId: id });
    vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
    const worker = slowWorker();
    render(<App />);

    await screen.findByRole("heading", { name: "Profiles" });
    expect(screen.queryByText(/No profile yet/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "New profile" })).toBeNull();
    // An empty form here would be replaced by the active profile's as soon as the list came,
    // taking with it whatever the agent had typed.
    expect(screen.queryByLabelText("Profile name")).toBeNull();
    expect(screen.getByText("Reading your profiles…").getAttribute("role")).toBe("status");

    worker.answer();
    await screen.findByRole("heading", { name: "Edit “Acme EU”" });
    const field = screen.getByLabelText("Profile name") as HTMLInputElement;
    expect(field.value).toBe("Acme EU");
    expect(screen.queryByText("Reading your profiles…")).toBeNull();

    // What the agent types now stays: the form is not started over under them.
    fireEvent.input(field, { target: { value: "Acme EU (night shift)" } });
    await new Promise((done) => setTimeout(done, 50));
    await waitFor(() =>
      expect((screen.getByLabelText("Profile name") as HTMLInputElement).value).toBe("Acme EU (night shift)"),
    );
  });
});
