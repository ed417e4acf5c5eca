import styled from '@emotion/styled';

/** The frame of a property's and a project's detail page, which lay out alike. */
export const Page = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  @media print {
    gap: 0.3cm;
  }
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

export const Heading = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  justify-content: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
