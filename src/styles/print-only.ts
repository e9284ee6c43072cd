import { css } from 'styled-components';

/**
 * The rules of a print view of one element (`#id`): everything else is left out (header, footer,
 * menus, floating controls), the element's ancestors print as plain blocks without their frames,
 * and its own `[data-print='hide']` parts (buttons) are left out. For `@media print` in a global
 * style, beside the view's `@page` (the visit plan prints on A4, the visitor badge on A6).
 */
export function printOnly(id: string) {
  return css`
    body *:not(:has(#${id})):not(#${id}):not(#${id} *) {
      display: none !important;
    }
    body *:has(#${id}) {
      display: block !important;
      margin: 0 !important;
      padding: 0 !important;
      max-width: none !important;
      width: auto !important;
      border: 0 !important;
      box-shadow: none !important;
      background: none !important;
    }
    #${id} [data-print='hide'] {
      display: none !important;
    }
  `;
}
