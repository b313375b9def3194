import { useEffect, useState } from "preact/hooks";
import { showDetectedCounts } from "./toolbar-count";
import { loadToolbarCount } from "./toolbar-count-setting";
import { saveToolbarCount } from "./toolbar-count-setting.options";

/** Whether the toolbar icon counts a page's ids and codes, as the options page switches it. */
export function useToolbarCount() {
  const [on, setOn] = useState(true);
  useEffect(() => void loadToolbarCount().then(setOn), []);
  return {
    on,
    change(next: boolean) {
      setOn(next);
      // The icons of open tabs follow at once, not at their page's next report.
      void saveToolbarCount(next).then(() => showDetectedCounts());
    },
  };
}
