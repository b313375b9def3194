import type { TemplateSet } from "../templates";

export const FR: TemplateSet = {};
