import styled from '@emotion/styled';
import { localizePath, ROUTE_TABLE } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';
import { AGENCY_FOUNDED, cookieSettingsHref, formatPhonesIn, localizedText, requestConsentSettings, type FooterColumn, type RouteEntry } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { useSite } from '../app/SiteContext';
import { RemoteSlot } from '../federation/RemoteSlot';
import { imagePath } from './links';
import { SCROLL_TO_TOP_CLEARANCE, SCROLL_TO_TOP_GUTTER } from './ScrollToTop';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  /* The page's last line (the legal links, Cookie settings) stays clear of the scroll-to-top button. */
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)} ${SCROLL_TO_TOP_CLEARANCE}`};
  /* Its links and newsletter form keep clear of the scroll-to-top tab on the right edge, as the main content does. */
  padding-right: ${SCROLL_TO_TOP_GUTTER};
`;

const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
`;

/** Twelve columns; each footer column spans its configured sm / md / lg size at the three layouts. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

// `$`: a style input, not an attribute (`sizes` is one of <img>'s, so emotion would pass it on).
const Column = styled.section<{ $sizes: FooterColumn['sizes'] }>`
  grid-column: span ${({ $sizes }) => $sizes.sm};
  ${({ theme }) => theme.media.tablet} {
    grid-column: span ${({ $sizes }) => $sizes.md};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-column: span ${({ $sizes }) => $sizes.lg};
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  img {
    max-width: 120px;
    height: auto;
  }
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  justify-content: space-between;
  font-size: 0.875rem;
`;

const LegalLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    text-decoration: underline;
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
  }
`;

const LEGAL_PAGES = ['/Privacy/', '/cookie-policy/', '/disclaimer/'];
/**
 * Pages the configured menu does not hold (spec §2 lists its top-level pages): the new-build
 * projects, which lead to their construction form, the agency's values, and the testimonials with
 * the form to leave one. Without these links they are reachable only by typing their address.
 */
const DISCOVER_PAGES = ['/projects/', '/our-values/', '/testimonials/'];

/** Spec §2: one footer column; each text shows only when its public flag is on. */
export function FooterColumnView({ column }: { column: FooterColumn }) {
  const lang = useLanguage();
  const title = localizedText(column.title, lang);
  const intro = localizedText(column.intro, lang);
  const text = localizedText(column.text, lang);
  return (
    <Column $sizes={column.sizes} data-testid="footer-column">
      {column.image && <img src={imagePath(column.image, 500)} alt="" />}
      {column.titlePublic && title && <h2>{title}</h2>}
      {column.introPublic && intro && <p>{intro}</p>}
      {column.textPublic && text && (
        <p>
          {/* The agency's number as the top bar and the contact block write it, however it was typed here. */}
          {formatPhonesIn(text).split('\n').map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      )}
    </Column>
  );
}

export function Footer({ columns }: { columns: FooterColumn[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { agency } = useSite();
  const legal = ROUTE_TABLE.filter((entry) => LEGAL_PAGES.includes(entry.original));
  const discover = ROUTE_TABLE.filter((entry) => DISCOVER_PAGES.includes(entry.original));
  const pageLinks = (entries: RouteEntry[]) =>
    entries.map((entry) => (
      <li key={entry.original}>
        <Link to={localizePath(entry.original, lang)}>{entry.breadcrumb[lang]}</Link>
      </li>
    ));
  return (
    <Bar aria-label={t('footer.label')}>
      <Inner>
        <Columns>
          {columns.map((column, index) => (
            <FooterColumnView key={index} column={column} />
          ))}
          <Column $sizes={{ sm: 12, md: 12, lg: 12 }}>
            <h2>{t('footer.newsletterTitle')}</h2>
            <p>{t('footer.newsletterText')}</p>
            <RemoteSlot id="mf_forms/EnquiryForm" props={{ kind: 'newsletter' }} minHeight={80} hydration="near-screen" />
          </Column>
        </Columns>
        <Bottom>
          <p>
            © {agency?.name} – {t('footer.since', { year: AGENCY_FOUNDED })}. {t('footer.rights')}
          </p>
          <nav aria-label={t('footer.discover')}>
            <LegalLinks>{pageLinks(discover)}</LegalLinks>
          </nav>
          <nav aria-label={t('footer.legal')}>
            <LegalLinks>
              {pageLinks(legal)}
              <li>
                {/* Without scripts, the cookie policy's form of the five choices; with them, the dialog's. */}
                <a
                  href={cookieSettingsHref(lang)}
                  onClick={(event) => {
                    event.preventDefault();
                    requestConsentSettings();
                  }}
                >
                  {t('footer.cookieSettings')}
                </a>
              </li>
            </LegalLinks>
          </nav>
        </Bottom>
      </Inner>
    </Bar>
  );
}
