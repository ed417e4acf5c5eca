/** Spec §3 "Browser storage": the consent cookies and their values. */
export const CONSENT_COOKIE = 'consent';
export const CONSENT_SIGNALS = [
  'consentAdUserData',
  'consentAdStorage',
  'consentAnalyticsStorage',
  'consentAdPersonalization',
] as const;

export type ConsentChoice = 'all' | 'necessary';

/** Long enough not to nag, short enough to ask again twice a year (Belgian DPA guidance). */
export const CONSENT_EXPIRY_DAYS = 182;

export function savedChoice(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'all' || value === 'necessary')) return value;
  }
  return null;
}

/** The cookies to write for a choice: agree all grants the four signals, decline denies them. */
export function consentCookieStrings(choice: ConsentChoice, now: Date, days = CONSENT_EXPIRY_DAYS): string[] {
  const expires = new Date(now.getTime() + days * 86_400_000).toUTCString();
  const signal = choice === 'all' ? 'granted' : 'denied';
  const attributes = `; expires=${expires}; path=/; SameSite=Lax`;
  return [
    `${CONSENT_COOKIE}=${choice}${attributes}`,
    ...CONSENT_SIGNALS.map((name) => `${name}=${signal}${attributes}`),
  ];
}
