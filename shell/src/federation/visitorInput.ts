import { PRESS_HELD_ATTRIBUTE } from 'shared-kernel/federation';

/**
 * What a visitor did in a part of the page that is about to be rendered anew (a deferred slot
 * whose server markup gives way to its remote): the fields' values, the focus and the clicks on
 * its buttons, carried into the new markup so that nothing typed or pressed is lost. The new
 * markup is the server's (the same render), so a field or a button is found again by its place
 * among the part's controls. Values are set as the browser does when typing (the native setter,
 * then an `input` or `change` event) and clicks are clicked again, so the forms' own state hears
 * of them.
 */
export interface VisitorInput {
  values: { index: number; value: string; checked: boolean }[];
  focusedIndex: number | null;
  selection: [number, number] | null;
  clicks: number[];
}

/** Set on a slot's box once its remote is live (hydrated or rendered in the browser). */
export const LIVE_SLOT_ATTRIBUTE = 'data-live';

const FIELDS = 'input, textarea, select';
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedByVisitor(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

const fieldsOf = (root: Element) => [...root.querySelectorAll<Field>(FIELDS)];
const controlsOf = (root: Element) => [...root.querySelectorAll<HTMLElement>(CONTROLS)];

/** Ends a held press's waiting state: it is made now, or it never will be. */
export function releasePress(control: Element) {
  control.removeAttribute(PRESS_HELD_ATTRIBUTE);
  control.removeAttribute('aria-busy');
}

/** The control a held click was made on, by its place among the part's controls. */
export const controlAt = (root: Element, index: number): HTMLElement | undefined => controlsOf(root)[index];

const pressHeldIn = (root: Element) => root.querySelector(`[${PRESS_HELD_ATTRIBUTE}]`) !== null;

/** A plain click that follows the link in this page (not into another tab, not a download). */
function leavesThePage(event: Event, link: HTMLAnchorElement): boolean {
  const modified = event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
  return !modified && !link.hasAttribute('download') && ['', '_self'].includes(link.target);
}

/**
 * Holds the clicks on the part's buttons until the part is live (a button of the server markup
 * does nothing yet, a submit would post the bare form). Links go as they are, unless a press is
 * already held in the part: leaving the page would drop it ("Tout accepter", then a card, and the
 * next page asks for consent again), so the link waits its turn behind the press. A held control
 * shows and announces itself as waiting until `releasePress`. Returns the listener's removal, its
 * giving up (the removal, the waiting looks ended, the held presses never made, and a held link
 * followed: the page is left to work as the plain page it is) and the clicks held, by the
 * control's place among the part's controls.
 */
export function holdClicks(root: Element, onHold: () => void = () => {}): { stop: () => void; giveUp: () => void; clicks: number[] } {
  const clicks: number[] = [];
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    if (control instanceof HTMLAnchorElement && !(pressHeldIn(root) && leavesThePage(event, control))) return;
    if (control instanceof HTMLInputElement && isCheckable(control)) return;
    event.preventDefault();
    event.stopPropagation();
    control.setAttribute(PRESS_HELD_ATTRIBUTE, '');
    // Seen as dimmed (the kernel's global styles); heard as busy, so a screen reader's user also
    // knows the press was taken rather than lost.
    control.setAttribute('aria-busy', 'true');
    clicks.push(controlsOf(root).indexOf(control));
    onHold();
  };
  root.addEventListener('click', hold, { capture: true });
  const stop = () => root.removeEventListener('click', hold, { capture: true });
  const giveUp = () => {
    stop();
    for (const control of root.querySelectorAll(`[${PRESS_HELD_ATTRIBUTE}]`)) releasePress(control);
    clicks.map((index) => controlAt(root, index)).find((control) => control instanceof HTMLAnchorElement)?.click();
  };
  return { stop, giveUp, clicks };
}

export function readVisitorInput(root: Element, clicks: readonly number[]): VisitorInput {
  const fields = fieldsOf(root);
  const values = fields.flatMap((field, index) =>
    changedByVisitor(field) ? [{ index, value: field.value, checked: isCheckable(field) && field.checked }] : [],
  );
  const focused = document.activeElement;
  // A button keeps the focus after a click: it is found among the controls, fields included.
  const focusedIndex = focused instanceof HTMLElement && root.contains(focused) ? controlsOf(root).indexOf(focused) : -1;
  const selection =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? ([focused.selectionStart ?? 0, focused.selectionEnd ?? 0] as [number, number])
      : null;
  return { values, focusedIndex: focusedIndex >= 0 ? focusedIndex : null, selection, clicks: [...clicks] };
}

/** Whether the visitor is typing in a field of `root`: keys pressed now go to that very element. */
export function typingIn(root: Element): boolean {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !root.contains(focused)) return false;
  if (focused instanceof HTMLTextAreaElement) return true;
  return focused instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file'].includes(focused.type);
}

/** Whether the new markup shows every field and control the visitor used. */
export function showsVisitorInput(root: Element, input: VisitorInput): boolean {
  const fields = fieldsOf(root).length;
  const controls = controlsOf(root).length;
  return (
    input.values.every(({ index }) => index < fields) &&
    (input.focusedIndex === null || input.focusedIndex < controls) &&
    input.clicks.every((index) => index < controls)
  );
}

function setValueAsTyped(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export function replayVisitorInput(root: Element, input: VisitorInput): void {
  const fields = fieldsOf(root);
  for (const { index, value, checked } of input.values) {
    const field = fields[index];
    if (!field) continue;
    if (isCheckable(field)) {
      if (field.checked !== checked) field.click();
    } else if (field.value !== value) {
      setValueAsTyped(field, value);
    }
  }
  const focused = input.focusedIndex === null ? undefined : controlsOf(root)[input.focusedIndex];
  if (focused) {
    focused.focus();
    if (input.selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
      try {
        focused.setSelectionRange(...input.selection);
      } catch {
        // Fields such as email take no selection range: the focus is what matters.
      }
    }
  }
  // Each click may change the part (a captcha that switches to its question): controls are
  // looked up again before each one.
  for (const index of input.clicks) controlAt(root, index)?.click();
}

/** Whether the visitor did anything worth carrying over. */
export const hasVisitorInput = (input: VisitorInput) => input.values.length > 0 || input.focusedIndex !== null || input.clicks.length > 0;
