import forge from 'node-forge';
import type { Db } from '../../db/engine';

const SECRET_NAME = 'rsa_private_key';

export interface RsaKeys {
  publicKeyPem: string;
  /** Decrypts base64 PKCS#1 v1.5 ciphertext as `jsencrypt` makes it; null when it is not valid. */
  decrypt(base64: string): string | null;
}

/**
 * The key pair that send-code requests are encrypted with. Created on first start and kept in
 * the database (so every API process shares it); never logged. Node 20 refuses PKCS#1 v1.5
 * private decryption (CVE-2023-46809), which jsencrypt uses, so node-forge decrypts.
 */
export async function loadRsaKeys(db: Db): Promise<RsaKeys> {
  let row = await db.selectFrom('app_secret').select('value').where('name', '=', SECRET_NAME).executeTakeFirst();
  if (!row) {
    const pair = await new Promise<forge.pki.rsa.KeyPair>((resolve, reject) =>
      forge.pki.rsa.generateKeyPair({ bits: 2048, workers: -1 }, (error, keys) => (error ? reject(error) : resolve(keys))),
    );
    await db
      .insertInto('app_secret')
      .values({ name: SECRET_NAME, value: forge.pki.privateKeyToPem(pair.privateKey) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    // Another process may have won the race: read back whichever key was stored.
    row = await db.selectFrom('app_secret').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  }
  const privateKey = forge.pki.privateKeyFromPem(row.value);
  const publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  return {
    publicKeyPem: forge.pki.publicKeyToPem(publicKey),
    decrypt(base64) {
      try {
        if (!/^[A-Za-z0-9+/=]{16,1024}$/.test(base64)) return null;
        const plain = privateKey.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5');
        return forge.util.decodeUtf8(plain);
      } catch {
        return null;
      }
    },
  };
}
