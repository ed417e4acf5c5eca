import styled from '@emotion/styled';
import { useCookieString, useLanguage, useTranslation } from 'shared-kernel/react';
import { useLocation } from 'shared-kernel/router';
import {
  CONSENT_FORM,
  CONSENT_OPTIONS,
  COOKIE_SETTINGS_ID,
  DEFAULT_CONSENT_EXPIRY_DAYS,
  NECESSARY_ONLY,
  STACKED_TABLE_CONTAINER,
  stackedTableStyles,
} from 'shared-kernel';
import { readSavedChoice } from './consentStorage';
import { Actions, ChoiceButton, ConsentOptions } from './ConsentOptions';
import { COOKIE_CATALOGUE, type Retention } from './cookieCatalogue';
import { useConsentSiteInfo } from './siteInfoApi';

const Section = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

/** Where the text column is narrow, each cookie's row stacks rather than scrolling sideways. */
const TableBox = styled.div`
  ${STACKED_TABLE_CONTAINER}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  code {
    font-size: 0.9375rem;
  }
  ${({ theme }) => stackedTableStyles(theme.colors.border)}
`;

/** The cookie policy page's list of what each consent category stores, and the form that changes the choice. */
export function CookieTable() {
  const { t } = useTranslation('consent');
  const siteInfo = useConsentSiteInfo();
  const expiryDays = siteInfo?.consentExpiryDays ?? DEFAULT_CONSENT_EXPIRY_DAYS;

  const retention = (kept: Retention): string => {
    switch (kept.unit) {
      case 'consentExpiry':
        return t('durations.days', { count: expiryDays });
      case 'session':
      case 'untilCleared':
        return t(`durations.${kept.unit}`);
      default:
        return t(`durations.${kept.unit}`, { count: kept.count });
    }
  };

  return (
    <div>
      {/* Under the policy page's title: the categories are its sub-headings. */}
      <h2>{t('table.title')}</h2>
      <p>{t('table.intro')}</p>
      {CONSENT_OPTIONS.map((option) => {
        const category = t(`options.${option}.label`);
        const items = COOKIE_CATALOGUE[option];
        return (
          <Section key={option} aria-label={category}>
            <h3>{category}</h3>
            <p>{t(`options.${option}.description`)}</p>
            {items.length === 0 ? (
              <p>{t('table.none')}</p>
            ) : (
              <TableBox>
                <Table>
                  <caption>{t('table.caption', { category })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('table.name')}</th>
                      <th scope="col">{t('table.provider')}</th>
                      <th scope="col">{t('table.storage')}</th>
                      <th scope="col">{t('table.purpose')}</th>
                      <th scope="col">{t('table.duration')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => (
                      <tr key={item.name}>
                        <th scope="row" data-label={t('table.name')}>
                          <code>{item.name}</code>
                        </th>
                        <td data-label={t('table.provider')}>{item.provider === 'site' ? t('providers.site') : item.provider}</td>
                        <td data-label={t('table.storage')}>{t(`storage.${item.storage}`)}</td>
                        <td data-label={t('table.purpose')}>{t(`purposes.${item.purpose}`)}</td>
                        <td data-label={t('table.duration')}>{retention(item.retention)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableBox>
            )}
          </Section>
        );
      })}
      <CookieSettingsForm />
    </div>
  );
}

/**
 * The five choices of spec §4 as a form of the page: it posts to the api, which saves them as the
 * dialog's cookies and comes back here, so it works without scripts (and with them, the same
 * way). The boxes start from the saved choice, read from the visitor's cookies on the server too.
 */
function CookieSettingsForm() {
  const { t } = useTranslation('consent');
  const language = useLanguage();
  const { pathname } = useLocation();
  const saved = readSavedChoice(useCookieString()) ?? NECESSARY_ONLY;
  const titleId = `${COOKIE_SETTINGS_ID}-title`;
  return (
    <Section id={COOKIE_SETTINGS_ID} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('settings.title')}</h2>
      <p>{t('settings.text')}</p>
      <form method="post" action={CONSENT_FORM.action}>
        <input type="hidden" name={CONSENT_FORM.returnTo} value={pathname} />
        <input type="hidden" name={CONSENT_FORM.language} value={language} />
        <ConsentOptions choice={saved} />
        <Actions>
          {(['custom', 'all', 'none'] as const).map((choice) => (
            <ChoiceButton key={choice} type="submit" name={CONSENT_FORM.choice} value={choice}>
              {t(choice === 'custom' ? 'dialog.agreePartly' : choice === 'all' ? 'dialog.agreeAll' : 'dialog.decline')}
            </ChoiceButton>
          ))}
        </Actions>
      </form>
    </Section>
  );
}
