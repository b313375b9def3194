import { describe, expect, it, vi } from "vitest";
import { keptUntilChanged } from "@/lib/core/store/kept";

/** A read that counts its calls and gives what `value` holds when it is made. */
function counted(initial: string) {
  const state = { value: initial, reads: 0, fail: false };
  const read = vi.fn(async () => {
    state.reads++;
    if (state.fail) throw new Error("the database went away");
    return state.value;
  });
  return { state, read };
}

describe("a value kept until it changes", () => {
  it("is read once for many calls, and again after a change is told", async () => {
    const { state, read } = counted("one");
    let changed = () => {};
    const get = keptUntilChanged(read, (forget) => {
      changed = forget;
    });
    expect(await Promise.all([get(), get()])).toEqual(["one", "one"]);
    expect(await get()).toBe("one");
    expect(state.reads).toBe(1);

    state.value = "two";
    changed();
    expect(await get()).toBe("two");
    expect(state.reads).toBe(2);
  });

  it("does not keep what was read while a change was made", async () => {
    const { state, read } = counted("one");
    let changed = () => {};
    const get = keptUntilChanged(read, (forget) => {
      changed = forget;
    });
    const during = get();
    state.value = "two";
    changed();
    // The read begun before the change gives its caller what it read; the next call reads again.
    expect(await during).toBe("one");
    expect(await get()).toBe("two");
  });

  it("does not keep a read that failed", async () => {
    const { state, read } = counted("one");
    const get = keptUntilChanged(read, () => {});
    state.fail = true;
    await expect(get()).rejects.toThrow("the database went away");
    state.fail = false;
    expect(await get()).toBe("one");
  });
});
