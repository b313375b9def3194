import { useWords } from "@/components/use-words";
import { useToolbarCount } from "./use-toolbar-count";
import { ticketWords } from "./words";

/** The switch for the count of ids and codes on the toolbar icon. */
export function ToolbarCountSetting() {
  const count = useToolbarCount();
  const say = useWords(ticketWords);
  return (
    <label class="checkbox">
      <input type="checkbox" checked={count.on} onChange={(e) => count.change(e.currentTarget.checked)} />
      {say("showToolbarCount")}
    </label>
  );
}
