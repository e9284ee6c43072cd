import { removeTemplates } from './database-templates';

export default removeTemplates;
