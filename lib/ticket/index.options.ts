export { ToolbarCountSetting } from "./ToolbarCountSetting";
