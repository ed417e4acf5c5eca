import styled from '@emotion/styled';
import { useTranslation } from 'shared-kernel/react';
import { formatPhone } from 'shared-kernel';
import type { RemoteModules } from 'shared-kernel/federation';

const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** How to reach the agency; the enquiry forms of spec §1 grow beside it in this remote. */
export function ContactCta({ phone, email }: RemoteModules['mf_forms/ContactCta']) {
  const { t } = useTranslation('forms');
  return (
    <Card aria-labelledby="contact-cta-title">
      <h2 id="contact-cta-title">{t('contact.title')}</h2>
      <p>{t('contact.text')}</p>
      <p>
        {t('contact.call')}: <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
      </p>
      <p>
        {t('contact.write')}: <a href={`mailto:${email}`}>{email}</a>
      </p>
    </Card>
  );
}
