/**
 * Spec §3 and §5: a field's display condition as the back office configures it. `field` is compared
 * with `compareWithField`'s value when `advancedCondition` is set, otherwise with `compareWithValue`.
 */
export interface ConditionRule {
  field: string;
  logic: ConditionLogic;
  advancedCondition?: boolean;
  compareWithField?: string;
  compareWithValue?: unknown;
}

export const CONDITION_LOGICS = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'greaterThan',
  'lessThan',
  'isEmpty',
  'isNotEmpty',
] as const;

export type ConditionLogic = (typeof CONDITION_LOGICS)[number];

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

// Form values arrive as text from inputs and as numbers or booleans from configuration: compare
// them as the same thing when both read as numbers, else as text.
function sameValue(left: unknown, right: unknown): boolean {
  const leftNumber = asNumber(left);
  const rightNumber = asNumber(right);
  if (leftNumber !== null && rightNumber !== null) return leftNumber === rightNumber;
  return String(left ?? '') === String(right ?? '');
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function contains(container: unknown, item: unknown): boolean {
  if (Array.isArray(container)) return container.some((element) => sameValue(element, item));
  if (typeof container === 'string') return container.toLowerCase().includes(String(item ?? '').toLowerCase());
  return false;
}

function compareNumbers(left: unknown, right: unknown, compare: (a: number, b: number) => boolean): boolean {
  const leftNumber = asNumber(left);
  const rightNumber = asNumber(right);
  return leftNumber !== null && rightNumber !== null && compare(leftNumber, rightNumber);
}

/** Whether a field with this display condition is shown for these values. An unknown logic shows it. */
export function evaluateCondition(rule: ConditionRule, values: Readonly<Record<string, unknown>>): boolean {
  const value = values[rule.field];
  const other = rule.advancedCondition && rule.compareWithField !== undefined ? values[rule.compareWithField] : rule.compareWithValue;
  switch (rule.logic) {
    case 'equals':
      return Array.isArray(value) ? contains(value, other) : sameValue(value, other);
    case 'notEquals':
      return Array.isArray(value) ? !contains(value, other) : !sameValue(value, other);
    case 'contains':
      return contains(value, other);
    case 'notContains':
      return !contains(value, other);
    case 'greaterThan':
      return compareNumbers(value, other, (a, b) => a > b);
    case 'lessThan':
      return compareNumbers(value, other, (a, b) => a < b);
    case 'isEmpty':
      return isEmptyValue(value);
    case 'isNotEmpty':
      return !isEmptyValue(value);
    default:
      return true;
  }
}
