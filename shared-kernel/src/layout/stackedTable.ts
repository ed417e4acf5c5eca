import { VISUALLY_HIDDEN } from './visuallyHidden.js';

/**
 * Data tables that reflow instead of scrolling sideways (WCAG 2.2, 1.4.10): where their box is
 * narrower than `STACK_BELOW`, each row becomes a block and each cell shows its column's name (its
 * `data-label`) before its value. The wrapper is the size container the table measures, so a table
 * stacks by the room its own box has (a portal panel, a text column), not by the screen's width.
 */
export const STACK_BELOW = '30rem';

export const STACKED_TABLE_CONTAINER = 'container: stacked-table / inline-size;';

/** Styles for the table inside `STACKED_TABLE_CONTAINER`; `border` is the line between rows. */
export function stackedTableStyles(border: string): string {
  return `
  @container stacked-table (max-width: ${STACK_BELOW}) {
    &,
    tbody,
    tr,
    caption {
      display: block;
    }
    /* The column names are in every cell; screen readers still read them from the header row. */
    thead {
      ${VISUALLY_HIDDEN}
    }
    tr {
      padding-block: 0.5rem;
      border-bottom: 1px solid ${border};
    }
    th[data-label],
    td[data-label] {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: 0 0.75rem;
      padding: 0.25rem 0;
      border: 0;
      background: none;
      text-align: start;
      overflow-wrap: anywhere;
    }
    /* Shown, not read again: the header row already names the column for screen readers. */
    [data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      font-weight: 600;
    }
  }`;
}
