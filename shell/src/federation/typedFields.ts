/**
 * What a visitor typed into a part of the page that is about to be rendered anew (a deferred slot
 * whose server markup gives way to its remote): the fields' values and the focus, carried into
 * the new fields so that nothing typed is lost. The new fields are found by id; their values are
 * set as the browser does when typing (the native setter, then an `input` or `click` event), so
 * the forms' own state hears of them.
 */
export interface TypedFields {
  values: { id: string; value: string; checked: boolean }[];
  focusedId: string | null;
  selection: [number, number] | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedByVisitor(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

export function readTypedFields(root: Element): TypedFields {
  const fields = [...root.querySelectorAll<Field>('input[id], textarea[id], select[id]')];
  const values = fields.filter(changedByVisitor).map((field) => ({ id: field.id, value: field.value, checked: isCheckable(field) && field.checked }));
  const focused = document.activeElement;
  const focusedId = focused && root.contains(focused) && focused.id ? focused.id : null;
  const selection =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? ([focused.selectionStart ?? 0, focused.selectionEnd ?? 0] as [number, number])
      : null;
  return { values, focusedId, selection };
}

function setValueAsTyped(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export function restoreTypedFields(root: Element, typed: TypedFields): void {
  const byId = (id: string) => root.querySelector<Field>(`#${CSS.escape(id)}`);
  for (const { id, value, checked } of typed.values) {
    const field = byId(id);
    if (!field) continue;
    if (isCheckable(field)) {
      if (field.checked !== checked) field.click();
    } else if (field.value !== value) {
      setValueAsTyped(field, value);
    }
  }
  const focused = typed.focusedId ? byId(typed.focusedId) : null;
  if (!focused) return;
  focused.focus();
  if (typed.selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
    try {
      focused.setSelectionRange(...typed.selection);
    } catch {
      // Fields such as email take no selection range: the focus is what matters.
    }
  }
}
