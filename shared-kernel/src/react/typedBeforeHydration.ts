/*
 * What a visitor typed into a part of the server's markup before it hydrated (the footer's
 * newsletter address, typed while the scripts still load) is in the fields, which hydration keeps,
 * but not in the part's state: React 19 takes the value it finds as the field's own and tells no
 * `onChange`, so the form would post its empty state, and its next render would wipe the field.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Hydration sets a field's default to the value the part renders: any other value is the visitor's. */
function changedBeforeHydration(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Tells the part's handlers, as typing would, of each value its fields took before it hydrated.
 * React hears a change only from a value other than the one it last saw: the field is set back to
 * its rendered value through its own setter (which React watches), then to the typed one through
 * the prototype's (which it does not), and the event typing makes follows.
 */
export function tellTypedValues(part: Element): void {
  for (const field of part.querySelectorAll<Field>('input, textarea, select')) {
    if (!changedBeforeHydration(field)) continue;
    if (isCheckable(field)) {
      field.checked = !field.checked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const typed = field.value;
      const selection = document.activeElement === field ? [field.selectionStart, field.selectionEnd] : null;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      if (selection?.[0] != null && selection[1] != null) field.setSelectionRange(selection[0], selection[1]);
    }
  }
}
