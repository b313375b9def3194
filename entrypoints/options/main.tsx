import { render } from "preact";
import { App } from "@/entrypoints/options/App";
import "@/components/base.css";
import "@/entrypoints/options/options.css";

render(<App />, document.getElementById("app")!);
