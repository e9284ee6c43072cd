/** A whole number with thousand separators (SPEC.md section 9): 120000 → "120,000". Same on server and browser. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(value).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
