import { createGlobalStyle } from 'styled-components';
import { printOnly } from '../../styles/print-only';

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
    ${printOnly('visit-plan')}
    body {
      font-size: 11pt;
      color: #000;
      background: #fff;
    }
  }
`;
