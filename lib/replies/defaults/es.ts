import type { TemplateSet } from "../templates";

export const ES: TemplateSet = {};
