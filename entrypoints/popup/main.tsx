import { render } from "preact";
import { App } from "@/entrypoints/popup/App";
import "@/components/base.css";
import "@/entrypoints/popup/popup.css";

render(<App />, document.getElementById("app")!);
