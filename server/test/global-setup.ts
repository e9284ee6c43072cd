import { prepareTemplates } from './database-templates';

/** jest's global set-up (jest.config.js): the run's prepared databases, copied by each test file. */
export default prepareTemplates;
