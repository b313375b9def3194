/** Quill 1 (npm alias quill1) ships no types: what its test page uses of it. */
declare module "quill1" {
  export default class Quill {
    constructor(container: Element, options?: { placeholder?: string });
    root: HTMLElement;
    history: { undo(): void; clear(): void };
    getText(): string;
    setText(text: string, source?: string): void;
    focus(): void;
    setSelection(index: number, length: number, source?: string): void;
  }
}
