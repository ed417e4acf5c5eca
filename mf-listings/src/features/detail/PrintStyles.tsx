import { css, Global } from '@emotion/react';

// The brochure: the page's own chrome (header, menus, footer, forms, maps, similar listings) is
// left out, the main photo and key facts stay, the agency's contact appears.
const printStyles = css`
  .listing-print-only {
    display: none;
  }
  @media print {
    @page {
      margin: 1.5cm;
    }
    /* The site's header, not the property's own (its title, price, address and reference). */
    header:not(.listing-print-keep),
    footer,
    nav,
    [data-remote^='mf_search'],
    [role='banner'],
    [role='contentinfo'],
    [data-print='hide'] {
      display: none !important;
    }
    .listing-print-only {
      display: block;
    }
    body {
      font-size: 10pt;
      line-height: 1.35;
    }
    h1 {
      font-size: 16pt;
    }
    h2 {
      font-size: 12pt;
      margin: 0.3cm 0 0.15cm !important;
    }
    h3 {
      font-size: 10pt;
      margin: 0 0 0.1cm !important;
    }
    th,
    td {
      padding: 1px 0 !important;
    }
    /* Two columns of key facts under a photo of limited height: the brochure fits on two pages. */
    .listing-print-photo {
      max-width: 11cm;
      max-height: 7.5cm;
      overflow: hidden;
    }
    .listing-print-columns {
      display: grid !important;
      grid-template-columns: 3fr 2fr !important;
      gap: 0.6cm !important;
    }
    .listing-print-attributes {
      display: grid !important;
      grid-template-columns: 1fr 1fr !important;
      gap: 0.4cm !important;
    }
    a {
      color: inherit;
      text-decoration: none;
    }
  }
`;

export function PrintStyles() {
  return <Global styles={printStyles} />;
}
