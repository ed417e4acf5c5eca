import { evaluateCondition, type ConditionRule } from './condition.js';

describe('evaluateCondition', () => {
  const values = { goal: 'rent', budget: '250000', types: ['1', '3'], remark: '  ', minBudget: 100000, city: 'Ixelles' };

  it.each<[ConditionRule, boolean]>([
    [{ field: 'goal', logic: 'equals', compareWithValue: 'rent' }, true],
    [{ field: 'goal', logic: 'equals', compareWithValue: 'buy' }, false],
    [{ field: 'goal', logic: 'notEquals', compareWithValue: 'buy' }, true],
    [{ field: 'budget', logic: 'equals', compareWithValue: 250000 }, true],
    [{ field: 'types', logic: 'contains', compareWithValue: 3 }, true],
    [{ field: 'types', logic: 'contains', compareWithValue: '7' }, false],
    [{ field: 'types', logic: 'notContains', compareWithValue: '7' }, true],
    [{ field: 'types', logic: 'equals', compareWithValue: '1' }, true],
    [{ field: 'city', logic: 'contains', compareWithValue: 'xel' }, true],
    [{ field: 'budget', logic: 'greaterThan', compareWithValue: 200000 }, true],
    [{ field: 'budget', logic: 'lessThan', compareWithValue: 200000 }, false],
    [{ field: 'goal', logic: 'greaterThan', compareWithValue: 1 }, false],
    [{ field: 'remark', logic: 'isEmpty' }, true],
    [{ field: 'missing', logic: 'isEmpty' }, true],
    [{ field: 'types', logic: 'isNotEmpty' }, true],
    [{ field: 'budget', logic: 'greaterThan', advancedCondition: true, compareWithField: 'minBudget' }, true],
    [{ field: 'budget', logic: 'lessThan', advancedCondition: true, compareWithField: 'minBudget' }, false],
    // Without advancedCondition the field to compare with is ignored: the value is the reference.
    [{ field: 'budget', logic: 'equals', compareWithField: 'minBudget', compareWithValue: '250000' }, true],
  ])('%j → %s', (rule, shown) => {
    expect(evaluateCondition(rule, values)).toBe(shown);
  });

  it('shows a field whose configured logic it does not know', () => {
    expect(evaluateCondition({ field: 'goal', logic: 'matches' as never }, values)).toBe(true);
  });
});
