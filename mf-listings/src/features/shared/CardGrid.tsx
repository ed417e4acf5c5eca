import styled from '@emotion/styled';

/** Cards one per row on mobile, two on tablets, `perRow` on desktop. */
export const CardGrid = styled.ul<{ perRow: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ perRow }) => perRow}, 1fr);
  }
`;
