import { formatPercent, formatPrice, marqueeState, type AlertKind, type Language } from 'shared-kernel';
import type { PropertyCard } from '../forms/enquiries.js';
import type { FormsText } from '../forms/texts.js';
import { composeMail, type MailBlock } from '../mail/compose.js';

/** One thing an alert mail tells: what happened to which property. */
export interface AlertItem {
  kind: AlertKind;
  property: PropertyCard;
  oldPrice: number | null;
  newPrice: number | null;
  newMarquee: number | null;
}

export interface AlertMailLinks {
  manage: string;
  unsubscribe: string;
  /** The list the search was saved from; none for a followed property. */
  list: string | null;
}

/** What happened, in a line: "Price reduced from € 420.000 to € 400.000 (4,8 %)", "Sold"… */
export function alertLine(item: AlertItem, t: FormsText, language: Language): string {
  if (item.kind === 'priceDrop' && item.oldPrice !== null && item.newPrice !== null) {
    const percent = formatPercent(((item.oldPrice - item.newPrice) / item.oldPrice) * 100, language);
    return t('alerts.priceDrop', { from: formatPrice(item.oldPrice), to: formatPrice(item.newPrice), percent });
  }
  if (item.kind === 'status') return t(`alerts.status.${marqueeState(item.newMarquee) ?? 'sale'}`);
  return t('alerts.new');
}

/** The links every alert mail ends with: the list, the page of one's saved searches, one-click unsubscribe. */
export function alertFooter(links: AlertMailLinks, t: FormsText, agencyName: string): MailBlock[] {
  return [
    ...(links.list === null ? [] : [{ link: links.list, label: t('alerts.listLink') }]),
    { paragraph: t('mail.signature', { agency: agencyName }) },
    { link: links.manage, label: t('alerts.manage') },
    { link: links.unsubscribe, label: t('alerts.unsubscribe') },
  ];
}

/** An instant alert (one event) or a digest (several), in the subscriber's language. */
export function alertMail(
  items: readonly AlertItem[],
  digest: boolean,
  links: AlertMailLinks,
  { t, language, agencyName }: { t: FormsText; language: Language; agencyName: string },
): { subject: string; text: string; html: string } {
  const [first] = items;
  const subject =
    digest || first === undefined
      ? t('alerts.digestSubject', { count: items.length })
      : t(`alerts.subject.${first.kind}`, { title: first.property.title });
  const blocks: MailBlock[] = [
    { paragraph: t(digest ? 'alerts.digestBody' : 'alerts.instantBody') },
    ...items.flatMap((item): MailBlock[] => [
      {
        rows: [
          [t('mail.property'), `${item.property.title} (${item.property.city})`],
          [t('alerts.what'), alertLine(item, t, language)],
        ],
      },
      { link: item.property.link, label: t('mail.propertyLink') },
    ]),
    ...alertFooter(links, t, agencyName),
  ];
  return { subject, ...composeMail(language, blocks) };
}
