/**
 * A quantity (a surface, an energy use) in Belgian notation: thousands grouped with dots, up to
 * two decimals after a comma ('1.234,5'). By hand, like formatPrice, so that server and browser
 * renders match whatever their ICU data.
 */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  const hundredths = Math.round(Math.abs(value) * 100);
  const whole = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = hundredths % 100 === 0 ? '' : `,${String(hundredths % 100).padStart(2, '0').replace(/0$/, '')}`;
  return `${value < 0 && hundredths > 0 ? '-' : ''}${whole}${fraction}`;
}
