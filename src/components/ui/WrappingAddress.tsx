import React from 'react';

/**
 * The pieces of an e-mail address or URL between which a line may break: after "@" and "/",
 * before ".". A narrow screen then wraps "sales@" above "bakery.example.com" instead of cutting a
 * word ("bakery.example.co" above "m").
 */
export function addressPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i += 1) {
    const breakBefore = text[i] === '.' || text[i - 1] === '@' || (text[i - 1] === '/' && text[i] !== '/');
    if (breakBefore) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** An e-mail address or URL with a line-break opportunity (`<wbr>`) at its punctuation. */
export function WrappingAddress({ text }: { text: string }) {
  return (
    <>
      {addressPieces(text).map((piece, i) => (
        <React.Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </React.Fragment>
      ))}
    </>
  );
}
