import { render } from "preact";
import { App } from "@/app/panel/App";
import "@/core/ui/base.css";
import "@/app/panel/sidepanel.css";

render(<App />, document.getElementById("app")!);
