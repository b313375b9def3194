import type { TemplateSet } from "../templates";

export const PL: TemplateSet = {};
