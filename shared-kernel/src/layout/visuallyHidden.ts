/** Read by screen readers, not shown: a label a phone shows as a symbol, a table's header row. */
export const VISUALLY_HIDDEN = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
