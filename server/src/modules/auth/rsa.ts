import { constants, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../../db/engine';
import { pkcs1v15Message } from './pkcs1';

const SECRET_NAME = 'rsa_private_key';
const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface RsaKeys {
  publicKeyPem: string;
  /** Decrypts base64 PKCS#1 v1.5 ciphertext as `jsencrypt` makes it; null when it is not valid. */
  decrypt(base64: string): string | null;
}

/**
 * The key pair that send-code requests are encrypted with. Created on first start and kept in
 * the database as a PKCS#1 PEM (so every API process shares it); never logged.
 *
 * Node 20 refuses RSA_PKCS1_PADDING private decryption (CVE-2023-46809) and Node 24 answers a bad
 * block with random bytes (implicit rejection), so OpenSSL does the raw RSA step
 * (RSA_NO_PADDING, which every version allows) and pkcs1v15Message takes the padding off: the same
 * answer on every Node. (node-forge's pure-JS arithmetic, used before, picks a slower routine
 * where a global `navigator` exists, from Node 21 on; under Jest one decryption took 5 s.)
 */
export async function loadRsaKeys(db: Db): Promise<RsaKeys> {
  let row = await db.selectFrom('app_secret').select('value').where('name', '=', SECRET_NAME).executeTakeFirst();
  if (!row) {
    const pair = await promisify(generateKeyPair)('rsa', {
      modulusLength: 2048,
      publicExponent: 0x10001,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    await db
      .insertInto('app_secret')
      .values({ name: SECRET_NAME, value: pair.privateKey })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    // Another process may have won the race: read back whichever key was stored.
    row = await db.selectFrom('app_secret').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  }
  const privateKey = createPrivateKey(row.value);
  const keyBytes = Math.ceil(privateKey.asymmetricKeyDetails!.modulusLength! / 8);
  return {
    publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
    decrypt(base64) {
      if (!/^[A-Za-z0-9+/=]{16,1024}$/.test(base64)) return null;
      const cipher = Buffer.from(base64, 'base64');
      if (cipher.length !== keyBytes) return null;
      try {
        const message = pkcs1v15Message(privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, cipher));
        return message && utf8.decode(message);
      } catch {
        return null;
      }
    },
  };
}
