/**
 * The message inside a decrypted PKCS#1 v1.5 encryption block (RFC 8017 7.2.2: 0x00 0x02, at least
 * eight non-zero padding bytes, 0x00, the message); null when the block is not one. The whole block
 * is read whatever it holds, so the time taken does not tell where a malformed block went wrong.
 */
export function pkcs1v15Message(block: Uint8Array): Buffer | null {
  let separator = 0;
  for (let i = 2; i < block.length; i++) {
    if (block[i] === 0 && separator === 0) separator = i;
  }
  const valid = block.length >= 11 && block[0] === 0x00 && block[1] === 0x02 && separator >= 10;
  return valid ? Buffer.from(block.subarray(separator + 1)) : null;
}
