/**
 * The send-code payload (docs/api.md): "<mobile or email>:<captchaId>" encrypted with the
 * captcha's RSA public key, as jsencrypt does (PKCS#1 v1.5, base64). jsencrypt touches `window`
 * when loaded, so it is imported on use, in the browser only.
 */
export async function encryptForCode(publicKey: string, value: string, captchaId: string): Promise<string> {
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const cipher = rsa.encrypt(`${value}:${captchaId}`);
  if (!cipher) throw new Error('RSA encryption failed');
  return cipher;
}
