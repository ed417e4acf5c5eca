import type { Language } from '../domain/language.js';

/**
 * A whole count with thousands grouped as the reader writes them: '12.345' in Belgium's languages
 * (as prices, spec §1), '12,345' in English. By hand, like formatPrice, so server and browser agree.
 */
export function formatCount(value: number, lang: Language): string {
  if (!Number.isFinite(value)) return 'NaN';
  const digits = String(Math.abs(Math.round(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '.');
  return value < 0 && Math.round(value) !== 0 ? `-${grouped}` : grouped;
}
