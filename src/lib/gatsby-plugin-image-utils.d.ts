// gatsby-plugin-image's data helpers as a module of their own (the package ships it; its types sit in dist/src).
declare module 'gatsby-plugin-image/dist/image-utils' {
  export { EVERY_BREAKPOINT, generateImageData } from 'gatsby-plugin-image/dist/src/image-utils';
}
