import type { GatsbyBrowser } from 'gatsby';
import { wrapRoot } from './src/app/wrap-root';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = wrapRoot;
