import { render, screen, waitFor } from "@testing-library/preact";
import { options, render as renderWithoutAct } from "preact";
import { describe, expect, it, vi } from "vitest";
import { type LoadWhen, onDemand, useDrawnAfterPaint } from "@/components/on-demand";

/** A view that shows what it has of the module: its word, or why not yet. */
function viewOf(part: ReturnType<typeof onDemand<{ word: string }>>) {
  return function View({ when }: { when?: LoadWhen }) {
    const loaded = part.useModule(when);
    return <p>{typeof loaded === "object" ? loaded.word : loaded}</p>;
  };
}

/**
 * Counts the renders of one component while `run` runs (Preact's `diffed` hook), and stops counting
 * after it, however it ends.
 */
async function countingRenders(type: unknown, run: (renders: ReturnType<typeof vi.fn>) => Promise<void>) {
  const renders = vi.fn();
  const before = options.diffed;
  options.diffed = (vnode) => {
    if (vnode.type === type) renders();
    before?.(vnode);
  };
  try {
    await run(renders);
  } finally {
    options.diffed = before;
  }
}

describe("a part of a page loaded on demand", () => {
  it("is loaded once, however many views ask for it, and each view is drawn again with it", async () => {
    const load = vi.fn(async () => ({ word: "loaded" }));
    const View = viewOf(onDemand(load));
    render(
      <>
        <View />
        <View />
      </>,
    );
    expect(screen.getAllByText("loading")).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText("loaded")).toHaveLength(2));
    render(<View />);
    expect(screen.getAllByText("loaded")).toHaveLength(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is drawn again when it loads after the view's render but before the view's effects ran", async () => {
    // As the panel's failed rows: the lookup starts the load, a row renders while it is under way,
    // and it finishes before the row's effects run (late, in a tab in the background).
    let finish: (module: { word: string }) => void = () => undefined;
    const part = onDemand(() => new Promise<{ word: string }>((done) => (finish = done)));
    const loading = part.preload();
    const View = viewOf(part);
    const container = document.createElement("div");
    document.body.append(container);
    renderWithoutAct(<View />, container);
    expect(container.textContent).toBe("loading");
    finish({ word: "loaded" });
    await loading;
    await waitFor(() => expect(container.textContent).toBe("loaded"));
    renderWithoutAct(null, container);
    container.remove();
  });

  it("is drawn as soon as it loads, not at the page's next frame", async () => {
    // As a panel opened with a lookup waiting: the answer is drawn while the list's chunk is still
    // on its way; the rows must show the moment it arrives, not once the page has painted again.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    const container = document.createElement("div");
    document.body.append(container);
    try {
      let finish: (module: { word: string }) => void = () => undefined;
      const part = onDemand(() => new Promise<{ word: string }>((done) => (finish = done)));
      const View = viewOf(part);
      renderWithoutAct(<View />, container);
      expect(container.textContent).toBe("loading");
      finish({ word: "loaded" });
      // No frame and no timer runs: only what the load's own promise sets off.
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
      expect(container.textContent).toBe("loaded");
    } finally {
      renderWithoutAct(null, container);
      container.remove();
      vi.useRealTimers();
    }
  });

  it("draws a view that finds it loaded once, not again for it", async () => {
    // Each view that finds its part loaded: a second render of each would hold up the page's paint.
    const part = onDemand(async () => ({ word: "loaded" }));
    await part.preload();
    const View = viewOf(part);
    await countingRenders(View, async (renders) => {
      render(
        <>
          <View />
          <View />
        </>,
      );
      expect(screen.getAllByText("loaded")).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(renders).toHaveBeenCalledTimes(2);
    });
  });

  it("says a failed load, and tries again when asked next", async () => {
    const load = vi
      .fn<() => Promise<{ word: string }>>()
      .mockRejectedValueOnce(new Error("gone"))
      .mockResolvedValue({ word: "loaded" });
    const part = onDemand(load);
    const View = viewOf(part);
    const first = render(<View />);
    await waitFor(() => expect(screen.getByText("failed")).toBeTruthy());
    first.unmount();
    render(<View />);
    await waitFor(() => expect(screen.getByText("loaded")).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("waits for the page to settle, then for the browser to be idle, when the view can wait", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let idle: () => void = () => undefined;
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const load = vi.fn(async () => ({ word: "loaded" }));
    const View = viewOf(onDemand(load));
    render(<View when="settled" />);
    idle();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    idle();
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText("loaded")).toBeTruthy());
  });
});

describe("a part of a view drawn once the page has painted the rest", () => {
  it("is drawn right after that paint, every waiting part in the same render", async () => {
    function Part({ name, later }: { name: string; later: boolean }) {
      return <p>{useDrawnAfterPaint(later) ? name : `${name} waits`}</p>;
    }
    // Counts the page's renders: the parts that wait are drawn in one, not one each.
    await countingRenders(Part, async (renders) => {
      render(
        <>
          <Part name="first" later={false} />
          <Part name="second" later />
          <Part name="third" later />
        </>,
      );
      expect(screen.getByText("first")).toBeTruthy();
      expect(screen.getByText("second waits")).toBeTruthy();
      expect(screen.getByText("third waits")).toBeTruthy();
      await waitFor(() => expect(screen.getByText("third")).toBeTruthy());
      expect(screen.getByText("second")).toBeTruthy();
      // Three parts drawn first, then the two that waited.
      expect(renders).toHaveBeenCalledTimes(5);
    });
  });
});
