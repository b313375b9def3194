import type { ComponentChildren } from "preact";

/** A value refused, on the field it was typed in ("appId", "currency"). */
export interface FieldError {
  field: string;
  message: string;
}

/** What a form control takes from its field: its id, and what describes it and why it is refused. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldProps {
  /** The control's id; its hint and error are `${id}-hint` and `${id}-error`. */
  id: string;
  /** The control's accessible name. */
  label: ComponentChildren;
  /** Help under the control, part of its description. */
  hint?: ComponentChildren;
  /** Why the value was refused, shown under the hint and first in the description. */
  error?: string;
  /** Other elements that describe the control: read before its own error and hint, or after them. */
  describedBy?: { before?: readonly string[]; after?: readonly string[] };
  /** Wraps the block in a div of this class; without it the label, control, hint and error are siblings. */
  wrap?: string;
  /** The control, given the attributes that tie it to the label, hint and error. */
  children(control: FieldControlProps): ComponentChildren;
}

/** A form's label, control, hint and error, tied together so assistive technology reads them as one. */
export function Field({ id, label, hint, error, describedBy, wrap, children }: FieldProps) {
  const described = [
    ...(describedBy?.before ?? []),
    ...(error ? [`${id}-error`] : []),
    ...(hint ? [`${id}-hint`] : []),
    ...(describedBy?.after ?? []),
  ].join(" ");
  const block = (
    <>
      <label for={id}>{label}</label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint ? (
        <p class="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p class="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
  return wrap ? <div class={wrap}>{block}</div> : block;
}
