import { render } from "preact";

render(<h1>Voucher Lens</h1>, document.getElementById("app")!);
