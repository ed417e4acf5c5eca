/**
 * Spec §3 and §5: a configured display condition of a menu item or form field. The spec names the
 * fields but not how they combine; evaluation belongs to the code that knows the form's values.
 */
export interface MenuItemCondition {
  field: string;
  logic: string;
  advancedCondition: string;
  compareWithField: string;
  compareWithValue: string | number | boolean;
}
