import type { GatsbyNode } from 'gatsby';
import { ERROR_CODES } from './constants';

export const onPluginInit: GatsbyNode['onPluginInit'] = ({ reporter }) => {
  reporter.setErrorMap({
    [ERROR_CODES.apiRequest]: {
      text: (context) => `Content API request failed: ${String(context.sourceMessage)}`,
      level: 'ERROR',
      category: 'THIRD_PARTY',
    },
    [ERROR_CODES.apiData]: {
      text: (context) => `Content API data unusable: ${String(context.sourceMessage)}`,
      level: 'ERROR',
      category: 'THIRD_PARTY',
    },
  });
};
