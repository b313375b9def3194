import { render } from "preact";
import { App } from "@/entrypoints/sidepanel/App";
import "@/components/base.css";
import "@/entrypoints/sidepanel/sidepanel.css";

render(<App />, document.getElementById("app")!);
