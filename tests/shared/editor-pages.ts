import { REFUSING_EDITORS } from "../server/editor-boxes";
import { EDITORS } from "../server/helpdesk-server";

/**
 * The editor pages (editor-<name>.html, served from tests/server/editor-page.html): one ticket each, its reply box
 * (#reply, the element an agent types into) a real editor from npm or a plain field. Each page puts
 * the editor's own view of its content on `window.__editor` (tests/server/editors/api.ts).
 */
export type EditorName = (typeof EDITORS)[number];

/** Every editor page; "asking?plain=refuse" is the asking editor taking no plain text. */
export const ALL_EDITOR_PAGES: readonly string[] = [...EDITORS, "asking?plain=refuse"];

/**
 * The editor pages whose editor takes typing as an agent's keys give it: all but the ones made to
 * refuse or ask, and Quill 2 in a real shadow root (Quill reads its selection from the document,
 * which a shadow root hides: the first key typed lands after the text that follows it).
 */
export const EDITOR_PAGES = EDITORS.filter(
  (name) => name !== "refusing" && name !== "asking" && name !== "quillshadow",
);

/** editor-<name>.html, with the query of a page such as "asking?plain=refuse". */
export const editorPageName = (page: string) => `editor-${page.replace(/\?|$/, ".html$&")}`;

/** The editor a page shows: its name without the query. */
export const editorNameOf = (page: string) => page.split("?")[0] as EditorName;

/** Whether the page's editor is made to refuse every input path. */
export const refuses = (page: string) => REFUSING_EDITORS.includes(page);

/**
 * What belongs to the editor but stands outside #reply: CKEditor's body collection (its balloons,
 * the "Powered by" badge that its GPL licence shows while the editor has focus, its live regions),
 * the asking editor's dialog (whether it is closed, the tests ask by its role).
 */
export const EDITOR_UI_OUTSIDE_REPLY = [".ck-body-wrapper", ".editor-dialog"];
