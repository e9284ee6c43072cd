// The masking rule of SPEC.md section 9, the one implementation used by the server (demand
// contacts for signed-out visitors, log lines) and anywhere else a contact is shown masked.

const MASK = '****';

/** A phone keeps its first 3 characters: 13812345678 → 138****. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}${MASK}`;
}

/** An e-mail keeps its first 3 characters and the domain: zhang.wei@example.com → zha****@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return maskPhone(email);
  return `${email.slice(0, Math.min(3, at))}${MASK}${email.slice(at)}`;
}

/** Any other contact detail (an address) is hidden whole. */
export function maskText(value: string): string {
  return value ? MASK : value;
}
