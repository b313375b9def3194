import { render } from "preact";
import { App } from "./App";
import "@/components/base.css";
import "./popup.css";

render(<App />, document.getElementById("app")!);
