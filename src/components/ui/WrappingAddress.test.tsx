import React from 'react';
import { render } from '@testing-library/react';
import { WrappingAddress, addressPieces } from './WrappingAddress';

test('an e-mail address breaks after the @ and before each dot', () => {
  expect(addressPieces('sales1@maixiang1.example.com')).toEqual(['sales1@', 'maixiang1', '.example', '.com']);
});

test('a URL breaks after its slashes (the scheme keeps its two) and before each dot', () => {
  expect(addressPieces('https://www.bakery.example.com/en/')).toEqual(['https://', 'www', '.bakery', '.example', '.com/', 'en/']);
});

test('the text reads the same, with a break opportunity between the pieces', () => {
  const { container } = render(<WrappingAddress text="a@b.cn" />);
  expect(container.innerHTML).toBe('a@<wbr>b<wbr>.cn');
  expect(container.textContent).toBe('a@b.cn');
});
