import { useToolbarCount } from "./use-toolbar-count";

/** The switch for the count of ids and codes on the toolbar icon. */
export function ToolbarCountSetting() {
  const count = useToolbarCount();
  return (
    <label class="checkbox">
      <input type="checkbox" checked={count.on} onChange={(e) => count.change(e.currentTarget.checked)} />
      Show the count of ids and codes on the toolbar icon
    </label>
  );
}
