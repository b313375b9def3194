import { render } from "preact";
import { App } from "@/app/options/App";
import "@/core/ui/base.css";
import "@/app/options/options.css";

render(<App />, document.getElementById("app")!);
