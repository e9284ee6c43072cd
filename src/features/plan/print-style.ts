import { createGlobalStyle } from 'styled-components';

/**
 * The plan's print view (A4): everything but the plan is left out (header, footer, the member
 * menu, floating controls), and the plan's controls print as text.
 */
export const PrintPlan = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 14mm 12mm;
    }
    body *:not(:has(#visit-plan)):not(#visit-plan):not(#visit-plan *) {
      display: none !important;
    }
    body *:has(#visit-plan) {
      display: block !important;
      margin: 0 !important;
      padding: 0 !important;
      max-width: none !important;
      width: auto !important;
      border: 0 !important;
      box-shadow: none !important;
      background: none !important;
    }
    #visit-plan [data-print='hide'] {
      display: none !important;
    }
    body {
      font-size: 11pt;
      color: #000;
      background: #fff;
    }
  }
`;
