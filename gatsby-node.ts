import type { GatsbyNode } from 'gatsby';
import { createDetailPages } from './src/build/create-pages';
import { fixLanguageMatchPath } from './src/build/on-create-page';

export const createPages: GatsbyNode['createPages'] = (args) => createDetailPages(args);

export const onCreatePage: GatsbyNode['onCreatePage'] = (args) => fixLanguageMatchPath(args);
