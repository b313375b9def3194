import { render } from "preact";
import { App } from "@/app/popup/App";
import "@/core/ui/base.css";
import "@/app/popup/popup.css";

render(<App />, document.getElementById("app")!);
