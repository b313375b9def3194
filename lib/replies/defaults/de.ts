import type { TemplateSet } from "../templates";

export const DE: TemplateSet = {};
